// Master Voucher end to end (spec 2.17): a rupiah voucher for the whole order and a two-tier percent voucher
// for one user package are created through the form, edited (the form shows the saved choices again), and one
// is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

const PACKAGE_NAME = 'Paket Karyawan 30 User';

async function createUserPackage(server: TestServer) {
  const login = await fetch(`${server.url}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${server.url}/api/user-packages/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      name: PACKAGE_NAME,
      price: '270000',
      total_user: 30,
      is_showing: 1,
      description: '<p>30 user</p>',
    }),
  });
  expect(response.status).toBe(200);
}

describe('Master Voucher', () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
    await createUserPackage(server);
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const save = () => ui.page.getByRole('button', { name: 'Save' }).click();
  const editRow = (name: string) =>
    ui.page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Edit' })
      .click();
  const percentRows = () => ui.page.getByRole('textbox', { name: 'Nominal Persen' });

  it('creates a rupiah voucher for the whole order', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Master Voucher', exact: true }).click();
    await expect(page.getByText('Data Master Voucher')).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();

    await page.getByLabel('Nama').fill('Diskon Natal');
    await expect(page.getByRole('combobox', { name: 'Select Module' })).toBeVisible();
    await page.getByLabel('Is for Order').check();
    await expect(page.getByRole('combobox', { name: 'Select Module' })).not.toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Select Type Voucher' })).toHaveValue('Rp');
    await page.getByLabel('Nominal').fill('750000');
    await page.getByLabel('Start Date').fill('2026-12-01');
    await page.getByLabel('End Date').fill('2026-12-31');
    await save();

    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    const row = page.getByRole('row', { name: /Diskon Natal/ });
    await expect(row.getByRole('cell', { name: 'Rp. 750.000' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Rp', exact: true })).toBeVisible();
    await expect(row.getByText(/^[A-Z2-9]{8}$/)).toBeVisible();
  });

  it('creates a two-tier percent voucher for one user package', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByLabel('Nama').fill('Promo Paket Karyawan');
    await page.getByRole('combobox', { name: 'Select Module' }).click();
    await page.getByRole('option', { name: 'User Packages' }).click();
    await expect(page.getByLabel('Is for All Packages')).toBeVisible();
    await page.getByRole('combobox', { name: 'Select User Package' }).fill('karyawan');
    await page.getByRole('option', { name: PACKAGE_NAME }).click();

    await page.getByRole('combobox', { name: 'Select Type Voucher' }).click();
    await page.getByRole('option', { name: '%' }).click();
    await expect(page.getByLabel('Nominal', { exact: true })).toHaveCount(0);
    await expect(percentRows()).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
    await percentRows().nth(0).fill('10');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(percentRows()).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Tambah' })).toHaveCount(0); // at most 2 rows
    await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(2);
    await percentRows().nth(1).fill('5x'); // a letter is not kept
    await expect(percentRows().nth(1)).toHaveValue('5');
    await page.getByLabel('Start Date').fill('2026-11-01');
    await page.getByLabel('End Date').fill('2027-03-31');
    await save();

    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    const row = page.getByRole('row', { name: /Promo Paket Karyawan/ });
    await expect(row.getByRole('cell', { name: '10% + 5%' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '%', exact: true })).toBeVisible();
  });

  it('edits the rupiah voucher, showing its saved choices again', async () => {
    const { page } = ui;
    await editRow('Diskon Natal');
    await expect(page.getByLabel('Nama')).toHaveValue('Diskon Natal');
    expect(await page.getByLabel('Is for Order').isChecked()).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Select Module' })).not.toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Select Type Voucher' })).toHaveValue('Rp');
    await expect(page.getByLabel('Nominal')).toHaveValue('750.000');
    await expect(page.getByLabel('End Date')).toHaveValue('2026-12-31');
    await page.getByLabel('Nominal').fill('800000');
    await save();

    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Diskon Natal/ }).getByRole('cell', { name: 'Rp. 800.000' }),
    ).toBeVisible();
  });

  it('edits the percent voucher, showing its module, package and tiers again', async () => {
    const { page } = ui;
    await editRow('Promo Paket Karyawan');
    await expect(page.getByLabel('Nama')).toHaveValue('Promo Paket Karyawan');
    expect(await page.getByLabel('Is for Order').isChecked()).toBe(false);
    await expect(page.getByRole('combobox', { name: 'Select Module' })).toHaveValue('User Packages');
    expect(await page.getByLabel('Is for All Packages').isChecked()).toBe(false);
    await expect(page.getByRole('combobox', { name: 'Select User Package' })).toHaveValue(PACKAGE_NAME);
    await expect(page.getByRole('combobox', { name: 'Select Type Voucher' })).toHaveValue('%');
    await expect(percentRows().nth(0)).toHaveValue('10');
    await expect(percentRows().nth(1)).toHaveValue('5');

    await page.getByRole('button', { name: 'Hapus' }).nth(1).click();
    await expect(percentRows()).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tambah' })).toBeVisible();
    await percentRows().nth(0).fill('15');
    await save();

    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Promo Paket Karyawan/ }).getByRole('cell', { name: '15%' }),
    ).toBeVisible();
  });

  it('refuses an end date before the start date under End Date', async () => {
    const { page } = ui;
    await editRow('Promo Paket Karyawan');
    await expect(percentRows().nth(0)).toHaveValue('15');
    await page.getByLabel('End Date').fill('2026-10-01');
    await save();
    await expect(page.getByText('End Date tidak boleh sebelum Start Date.')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
  });

  it('deletes a voucher after the confirmation', async () => {
    const { page } = ui;
    await page
      .getByRole('row', { name: /Diskon Natal/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Item Deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /Diskon Natal/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Promo Paket Karyawan/ })).toHaveCount(1);
    await ui.screenshot('vouchers-list');
  });
});
