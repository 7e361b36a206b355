// Keyboard only (issue 20, "every action of every screen reachable"): on the demo data, each action a clerk
// takes with the mouse is taken here with Tab, Shift+Tab, Enter, Space, the arrows and Escape alone: sorting a
// column, a filter chip on and off, Export, the row speed-dial's Edit and Delete with its confirmation,
// pagination, the order form's search-as-you-type select, the Send invoice confirmation, a Settings card's
// Save and the Audit Log's change dialog. Every test starts on its own page, once the page's controls and
// data are there (a busy machine renders late), and checks what was typed before pressing Enter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import { arrowTo, arrowUntil, focusedName, fromTheTop, tabTo } from './keyboard.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('keyboard only', { timeout: 90_000 }, () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer({ database: 'postgres', demo: true });
    await server.sql(`insert into product_items (name, price) values ('Produk Uji Hapus', 1000)`);
    ui = await launchBrowser(server);
  }, 120_000);
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;
  const press = (key: string) => page().keyboard.press(key);
  /** Each test can run alone (vitest -t): it signs in when no session is stored. */
  async function open(address: string, ready: () => Promise<unknown>) {
    const token = await page()
      .evaluate(() => localStorage.getItem('token'))
      .catch(() => null);
    if (!token) await ui.login();
    await page().goto(address);
    await ready();
    await page().waitForLoadState('networkidle');
    await fromTheTop(page());
  }
  const firstRow = () => page().locator('tbody tr').first().waitFor();
  /** Arrows down an open combobox until its active option is `option`, then Enter. */
  async function pickOption(option: string | RegExp) {
    const matches = (text: string) => (typeof option === 'string' ? text === option : option.test(text));
    const active = page().locator('[data-combobox-selected]');
    const reached = async () => (await active.count()) > 0 && matches((await active.innerText()).trim());
    if (!(await reached())) await arrowUntil(page(), `option '${option}'`, reached);
    await press('Enter');
  }

  it('sorts a column with Enter and Space on its header, aria-sort following', async () => {
    await open('/admin/orders', firstRow);
    const header = page().locator('th', {
      has: page().getByRole('button', { name: 'Total Harga', exact: true }),
    });
    await tabTo(page(), /^Total Harga$/);
    await press('Enter');
    await page().waitForURL(/sort=total_price&dir=asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await focusedName(page())).toBe('Total Harga');
    await press('Space');
    await page().waitForURL(/sort=total_price&dir=desc/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens the filters, chooses a status with the arrows, and clears its chip', async () => {
    await open('/admin/orders', firstRow);
    await tabTo(page(), /^Filter$/);
    await press('Enter');
    await expect(page().getByRole('button', { name: /^Filter/ })).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a transition: its fields take focus once they are shown (a busy machine is slow).
    await expect(page().getByRole('combobox', { name: 'Status', exact: true })).toBeVisible();
    await tabTo(page(), /^Status/, { limit: 5 });
    await press('ArrowDown');
    await pickOption('Lunas');
    await page().waitForURL(/status=1/);
    const chip = page().getByRole('button', { name: 'Hapus filter Status: Lunas' });
    await expect(chip).toBeVisible();
    await tabTo(page(), /Hapus filter Status: Lunas/, { backwards: true, limit: 10 });
    await press('Enter');
    await expect(chip).toHaveCount(0);
    expect(new URL(page().url()).searchParams.has('status')).toBe(false);
  });

  it('exports from the Export menu with the arrows and Enter', async () => {
    await open('/admin/extra-package', firstRow);
    await tabTo(page(), /^Export$/);
    await press('Enter');
    await page().getByRole('menuitem', { name: 'CSV (.csv)' }).waitFor();
    await arrowTo(page(), /^CSV \(\.csv\)$/);
    const [download] = await Promise.all([page().waitForEvent('download'), press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^extra-packages-.*\.csv$/);
    await expect(page().getByText('Export selesai')).toBeVisible();
  });

  it("opens a row's speed-dial, deletes through the confirmation, and edits", async () => {
    await open('/admin/product-item', () =>
      page()
        .getByRole('row', { name: /Produk Uji Hapus/ })
        .waitFor(),
    );
    const row = page().getByRole('row', { name: /Produk Uji Hapus/ });
    await tabTo(page(), /^Aksi$/); // the newest row's, first
    await press('Enter');
    await expect(page().getByRole('button', { name: 'Delete' })).toBeVisible();
    await tabTo(page(), /^Delete$/, { limit: 4 });
    await press('Enter');
    const confirm = page().getByRole('dialog');
    await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
    await tabTo(page(), /^Yes, delete it!$/, { limit: 4 });
    await press('Enter');
    await expect(page().getByText('Item Deleted')).toBeVisible();
    await expect(row).toHaveCount(0);

    await fromTheTop(page());
    await tabTo(page(), /^Aksi$/);
    await press('Enter');
    // The speed-dial opens with a transition: on a busy machine the Tabs would pass it before Edit is shown.
    await expect(page().getByRole('button', { name: 'Edit' })).toBeVisible();
    await tabTo(page(), /^Edit$/, { limit: 4 });
    await press('Enter');
    await page().waitForURL(/\/admin\/product-item\/edit\/\d+/);
  });

  it('moves to the next page and back with the pagination buttons', async () => {
    await open('/admin/orders', firstRow);
    await tabTo(page(), /^Halaman berikutnya$/, { limit: 150 });
    await press('Enter');
    await page().waitForURL((url) => url.searchParams.get('page') === '2');
    await expect(page().getByText(/^11–/)).toBeVisible();
    await tabTo(page(), /^Halaman sebelumnya$/, { backwards: true, limit: 10 });
    await press('Enter');
    await page().waitForURL((url) => !url.searchParams.has('page'));
  });

  it("chooses the order form's company by typing and the arrows", async () => {
    await open('/admin/orders/create', () => page().getByRole('button', { name: 'Save' }).waitFor());
    await tabTo(page(), /^Select Company/);
    await page().keyboard.type('Maju Jaya');
    await expect(page().getByRole('option', { name: 'PT Maju Jaya Abadi' })).toBeVisible();
    await pickOption('PT Maju Jaya Abadi');
    await expect(page().getByRole('combobox', { name: 'Select Company' })).toHaveValue('PT Maju Jaya Abadi');
  });

  it('sends an invoice through its confirmation by keyboard', async () => {
    await open('/admin/orders', firstRow);
    await tabTo(page(), /^Send invoice$/, { limit: 120 });
    await press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Kirim Invoice' });
    await expect(dialog.getByText(/@/).first()).toBeVisible(); // the recipients are listed
    await tabTo(page(), /^Kirim Invoice$/, { limit: 10 });
    await press('Enter');
    await expect(page().getByText('Inv berhasil dikirim!')).toBeVisible();
  });

  it("saves a Settings card (the invoice's BCC administrators) by keyboard", async () => {
    await open('/admin/setting-background', () =>
      page().getByRole('button', { name: 'Save Email' }).waitFor(),
    );
    await tabTo(page(), /^Select Email Admin/);
    await page().keyboard.type('admin');
    await expect(page().getByRole('option', { name: /admin@tagih\.local/ })).toBeVisible();
    await pickOption(/admin@tagih\.local/);
    await expect(page().getByText('admin@tagih.local').first()).toBeVisible();
    await tabTo(page(), /^Save Email$/, { limit: 5 });
    await press('Enter');
    await expect(page().getByText('Email has been save!')).toBeVisible();
  });

  it("opens an Audit Log row's change dialog and closes it with Escape", async () => {
    await open('/admin/audit-logs', firstRow);
    await tabTo(page(), /^Detail$/, { limit: 80 });
    await press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Detail perubahan' });
    await expect(dialog).toBeVisible();
    await press('Escape');
    await expect(dialog).toHaveCount(0);
    // Back where the clerk was, once the dialog has handed focus back (after its closing transition).
    await expect.poll(() => focusedName(page()), { timeout: 10_000 }).toBe('Detail');
  });
});
