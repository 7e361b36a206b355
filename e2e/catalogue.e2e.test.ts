// The catalogue end to end (spec 2.11-2.16, 2.18, section 5): an add-on and a product item are priced through
// the shared sub-module picker (the product item through both wizard steps) and show their saved prices again
// when edited; the 'Ref Submodule' and 'Ref Module' warnings block a save; a user package, a user storage and
// master packages (automatic and manual code) are created, edited and one is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe('catalogue', () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;
  const row = (text: string) => page().getByRole('row', { name: new RegExp(text) });
  const save = () => page().getByRole('button', { name: 'Save' }).click();
  const textbox = (name: string) => page().getByRole('textbox', { name, exact: true });
  /** A select's input (Mantine 9 gives it the ARIA combobox role). */
  const combobox = (name: string) => page().getByRole('combobox', { name, exact: true });
  /** Opens a list from the menu, then its Add form by that list's own link (never the previous page's Add). */
  const openCreateForm = async (menu: string, segment: string) => {
    await page().getByRole('link', { name: menu, exact: true }).click();
    await page().locator(`a[href="/admin/${segment}/create"]`).click();
  };
  const choose = async (field: string, option: string, typed?: string) => {
    const input = combobox(field);
    await input.click();
    if (typed) await input.pressSequentially(typed, { delay: 30 });
    await page().getByRole('option', { name: option, exact: true }).click();
    await page().keyboard.press('Escape');
  };
  const price = (subModule: string) => page().getByLabel(`Price (Rp) ${subModule}`, { exact: true });
  const disc = (subModule: string) => page().getByLabel(`Disc (Rp) ${subModule}`, { exact: true });
  const total = (subModule: string) => page().getByLabel(`Total ${subModule}`, { exact: true });
  /** A notification by its title (the picker's own label reads 'Ref Module' too). */
  const warning = (title: string) =>
    page().locator('.mantine-Notification-title', { hasText: new RegExp(`^${title}$`) });
  const openRowAction = async (name: string, action: 'Edit' | 'Delete') => {
    // The list may refetch just after a save and re-render its rows, which closes an open row menu: open it
    // again until the action is clicked.
    for (let attempt = 1; ; attempt += 1) {
      await row(name).getByRole('button', { name: 'Aksi' }).click();
      try {
        await page().getByRole('button', { name: action, exact: true }).click({ timeout: 3_000 });
        return;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  };

  it('creates an add-on with the picker, and shows its saved price when edited', async () => {
    await openCreateForm('Add On', 'add-on');
    await textbox('Name').fill('WhatsApp Notification');
    await save();
    await expect(warning('Ref Submodule')).toBeVisible();
    await expect(page().getByText('Ref Submodule tidak boleh kosong!').first()).toBeVisible();
    expect(page().url()).toMatch(/\/admin\/add-on\/create$/);

    await choose('Ref Module', 'Setting');
    await price('Notifikasi').fill('350000');
    await disc('Notifikasi').fill('50000');
    await expect(total('Notifikasi')).toHaveText('Rp. 300.000');
    await expect(page().getByRole('checkbox', { name: 'Notifikasi' })).toBeVisible();
    expect(await page().getByRole('checkbox', { name: 'Notifikasi' }).isChecked()).toBe(true);
    await ui.screenshot('catalogue-add-on-form');
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('WhatsApp Notification').getByRole('cell', { name: 'Rp. 300.000' })).toBeVisible();

    await openRowAction('WhatsApp Notification', 'Edit');
    await expect(price('Notifikasi')).toHaveValue('350.000');
    await expect(disc('Notifikasi')).toHaveValue('50.000');
    await price('Integrasi API').fill('150000');
    await save();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('WhatsApp Notification').getByRole('cell', { name: 'Rp. 450.000' })).toBeVisible();
  });

  it('creates a product item through both wizard steps and sees the saved sub-module prices again', async () => {
    await page().getByRole('link', { name: 'Product Item', exact: true }).click();
    await expect(page().getByText('Data Product Item')).toBeVisible();
    await page().getByRole('link', { name: 'Add', exact: true }).click();
    await textbox('Name').fill('Tagih ERP Enterprise');
    await page().getByRole('checkbox', { name: 'Is AOL' }).check();
    await page().getByRole('checkbox', { name: 'Billing' }).check();
    await page().locator('.ProseMirror').click();
    await page().keyboard.type('Semua modul untuk korporasi.');

    await choose('Ref Module', 'Marketing');
    await choose('Ref Module', 'Operation');
    await expect(page().getByRole('heading', { name: 'Marketing' })).toBeVisible();
    await expect(page().getByRole('heading', { name: 'Operation' })).toBeVisible();
    await price('Lead Management').fill('1500000');
    await disc('Lead Management').fill('100000');
    await price('Job Order').fill('2000000');
    await price('Campaign').fill('1234567890'); // 10 digits typed, 9 kept
    await expect(price('Campaign')).toHaveValue('123.456.789');
    await page().getByRole('checkbox', { name: 'Campaign' }).uncheck();
    await expect(total('Lead Management')).toHaveText('Rp. 1.400.000');
    await expect(page().getByTestId('submodule-total')).toHaveText('Rp. 3.400.000');
    await expect(page().getByTestId('submodule-total-disc')).toHaveText('Rp. 100.000');
    await ui.screenshot('catalogue-product-item-step-1');

    await page().getByRole('button', { name: 'Next' }).click();
    await expect(page().getByRole('button', { name: 'Previous' })).toBeVisible();
    await choose('Add On', 'WhatsApp Notification');
    await ui.screenshot('catalogue-product-item-step-2');
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('Tagih ERP Enterprise').getByRole('cell', { name: 'Rp. 3.400.000' })).toBeVisible();

    await openRowAction('Tagih ERP Enterprise', 'Edit');
    await expect(textbox('Name')).toHaveValue('Tagih ERP Enterprise');
    await expect(price('Lead Management')).toHaveValue('1.500.000');
    await expect(disc('Lead Management')).toHaveValue('100.000');
    await expect(price('Job Order')).toHaveValue('2.000.000');
    await expect(price('Campaign')).toHaveValue('');
    expect(await page().getByRole('checkbox', { name: 'Lead Management' }).isChecked()).toBe(true);
    expect(await page().getByRole('checkbox', { name: 'Campaign' }).isChecked()).toBe(false);
    expect(await page().getByRole('checkbox', { name: 'Is AOL' }).isChecked()).toBe(true);
    await price('Job Order').fill('2500000');
    await page().getByRole('button', { name: 'Next' }).click();
    await expect(page().locator('.mantine-Pill-label', { hasText: 'WhatsApp Notification' })).toBeVisible();
    await page().getByRole('button', { name: 'Previous' }).click();
    await expect(price('Job Order')).toHaveValue('2.500.000');
    await page().getByRole('button', { name: 'Next' }).click();
    await save();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('Tagih ERP Enterprise').getByRole('cell', { name: 'Rp. 3.900.000' })).toBeVisible();
  });

  it("blocks an update without a module with the 'Ref Module' warning", async () => {
    await openRowAction('Tagih ERP Enterprise', 'Edit');
    await expect(price('Job Order')).toHaveValue('2.500.000');
    const modules = combobox('Ref Module');
    await modules.click();
    await modules.press('Backspace');
    await modules.press('Backspace');
    await page().keyboard.press('Escape');
    await expect(page().getByText('Pilih Ref Module untuk menampilkan sub-module.')).toBeVisible();
    await page().getByRole('button', { name: 'Next' }).click();
    await save();
    await expect(warning('Ref Module')).toBeVisible();
    await expect(page().getByText('Ref Module tidak boleh kosong!')).toBeVisible();
    expect(page().url()).toMatch(/\/admin\/product-item\/edit\/\d+$/);
    await page().getByRole('link', { name: 'Back' }).click();
    await expect(row('Tagih ERP Enterprise').getByRole('cell', { name: 'Rp. 3.900.000' })).toBeVisible();
  });

  it('creates and edits a user package', async () => {
    await openCreateForm('User Package', 'user-package');
    await textbox('Nama').fill('15 User');
    await textbox('Jumlah User').fill('15');
    await textbox('Price').fill('1750000');
    await page().getByRole('checkbox', { name: 'Is Eksternal' }).check();
    await page().locator('.ProseMirror').click();
    await page().keyboard.type('Lima belas pengguna.');
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('15 User').getByRole('cell', { name: 'Rp. 1.750.000' })).toBeVisible();
    await expect(row('15 User').getByRole('cell', { name: '15', exact: true })).toBeVisible();

    await row('15 User').getByRole('button', { name: 'Edit' }).click();
    await expect(textbox('Price')).toHaveValue('1.750.000');
    await expect(page().locator('.ProseMirror')).toHaveText('Lima belas pengguna.');
    await textbox('Jumlah User').fill('20');
    await textbox('Nama').fill('20 User');
    await save();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('20 User').getByRole('cell', { name: '20', exact: true })).toBeVisible();
  });

  it('creates and edits a user storage', async () => {
    await openCreateForm('User Storage', 'user-storage');
    await textbox('Nama').fill('Storage 250 GB');
    await textbox('Storage').fill('250');
    await choose('Type', 'GB');
    await textbox('Price').fill('900000');
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('Storage 250 GB').getByRole('cell', { name: 'GB', exact: true })).toBeVisible();

    await row('Storage 250 GB').getByRole('button', { name: 'Edit' }).click();
    await expect(textbox('Storage')).toHaveValue('250');
    await expect(combobox('Type')).toHaveValue('GB');
    await choose('Type', 'TB');
    await textbox('Nama').fill('Storage 250 TB');
    await save();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('Storage 250 TB').getByRole('cell', { name: 'TB', exact: true })).toBeVisible();
  });

  it('creates master packages with an automatic and a manual code, edits one and deletes one', async () => {
    await openCreateForm('Master Packages', 'master-packages');
    const code = textbox('Kode Paket');
    await expect.poll(() => code.inputValue()).toMatch(/^PKG-\d{6}-0001$/);
    const automatic = await code.inputValue();
    expect(await code.getAttribute('readonly')).not.toBeNull();
    await textbox('Nama').fill('Paket Korporasi');
    await choose('Select Product Item', 'Tagih ERP Enterprise', 'enter');
    await choose('Select User Package', '20 User');
    await choose('Select User Storage', 'Storage 250 TB');
    await choose('Select Add On (Optional)', 'WhatsApp Notification');
    await textbox('Start Date').fill('2026-01-01');
    await textbox('End Date').fill('2026-12-31');
    await textbox('Nama').click(); // leave the date field so it is read
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('Paket Korporasi').getByRole('cell', { name: automatic })).toBeVisible();

    await page().getByRole('link', { name: 'Add', exact: true }).click();
    await expect(textbox('Kode Paket')).toHaveValue(automatic.replace(/0001$/, '0002'));
    await page().getByRole('button', { name: 'Input manual kode' }).click();
    await expect(page().getByText('Input manual kode').first()).toBeVisible();
    await expect(textbox('Kode Paket')).toHaveValue('');
    await textbox('Nama').fill('Paket Emas');
    await choose('Select Product Item', 'Tagih ERP Enterprise');
    await choose('Select User Package', '20 User');
    await choose('Select User Storage', 'Storage 250 TB');
    await textbox('Start Date').fill('2026-02-01');
    await textbox('End Date').fill('2026-03-31');
    await textbox('Nama').click();
    // Manual and left empty: refused under the field, nothing sent.
    await save();
    await expect(page().getByText('Wajib diisi.')).toBeVisible();
    await expect.poll(() => textbox('Kode Paket').getAttribute('aria-invalid')).toBe('true');
    await ui.screenshot('catalogue-master-package-manual-empty');
    expect(page().url()).toMatch(/\/create$/); // still on the form: nothing was sent
    await textbox('Kode Paket').fill('GOLD-E2E');
    await expect(page().getByText('Wajib diisi.')).toHaveCount(0);
    await ui.screenshot('catalogue-master-package-form');
    await save();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row('Paket Emas').getByRole('cell', { name: 'GOLD-E2E' })).toBeVisible();

    await row('Paket Korporasi').getByRole('button', { name: 'Edit' }).click();
    await expect(textbox('Kode Paket')).toHaveValue(automatic);
    await expect(combobox('Select Product Item')).toHaveValue('Tagih ERP Enterprise');
    await expect(combobox('Select User Storage')).toHaveValue('Storage 250 TB');
    await expect(page().locator('.mantine-Pill-label', { hasText: 'WhatsApp Notification' })).toBeVisible();
    await expect(textbox('End Date')).toHaveValue('2026-12-31');
    await textbox('Nama').fill('Paket Korporasi Plus');
    await save();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('Paket Korporasi Plus').getByRole('cell', { name: automatic })).toBeVisible();

    await row('Paket Emas').getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page().getByText('Item Deleted')).toBeVisible();
    expect(new URL(page().url()).pathname).toBe('/admin/master-packages');
    await expect(page().getByRole('cell', { name: 'GOLD-E2E' })).toHaveCount(0);
  });

  it('refuses to delete a product item a master package uses, with the reason', async () => {
    await page().getByRole('link', { name: 'Product Item', exact: true }).click();
    await openRowAction('Tagih ERP Enterprise', 'Delete');
    await page().getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(
      page().getByText('Product item tidak dapat dihapus karena masih dipakai oleh master package.'),
    ).toBeVisible();
    await expect(row('Tagih ERP Enterprise')).toBeVisible();
  });
});
