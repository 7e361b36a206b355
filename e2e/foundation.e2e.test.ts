// The console shell end to end on the embedded database, exactly as the README's start command runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe('console shell (embedded database)', () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer({ database: 'embedded' });
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  it('sends / to the login page, and a signed-out visit to an admin page there too', async () => {
    await ui.page.goto('/');
    await ui.page.waitForURL('**/admin/login');
    await ui.page.goto('/admin/orders');
    await ui.page.waitForURL('**/admin/login');
  });

  it('refuses a wrong password with the message under the field', async () => {
    await ui.page.goto('/admin/login');
    await ui.page.getByLabel(/email/i).fill('admin@tagih.local');
    await ui.page.getByRole('textbox', { name: 'Password', exact: true }).fill('salah-sekali');
    await ui.page.getByRole('button', { name: 'Login' }).click();
    await expect(ui.page.getByText('Email atau password salah.').first()).toBeVisible();
    await ui.screenshot('login-error');
  });

  it('signs in with the README credentials and shows the dashboard inside the sidebar layout', async () => {
    await ui.login();
    expect(ui.page.url()).toMatch(/\/admin\/dashboard$/);
    await expect(ui.page.getByText('Administrator', { exact: true }).first()).toBeVisible();
    await expect(ui.page.getByText('Version 1.0')).toBeVisible();
    const menu = [
      'Dashboard',
      'Company',
      'User',
      'Extra Package',
      'User Package',
      'User Storage',
      'Order',
      'Langganan', // issue 32: right after Order
      'Release Note',
      'Product Item',
      'Add On',
      'Master Voucher',
      'Master Packages',
      'Setting',
      'Piutang', // issue 30: after the spec's 13 entries
      'Pembayaran',
      'Bukti Potong', // issue 31
      'Faktur Pajak',
      'Laporan', // issue 32
      'Administrator', // issue 33
      'API Key', // issue 34
      'Webhook',
      'Audit Log', // issue 20: last
    ];
    for (const label of menu)
      await expect(ui.page.getByRole('link', { name: label, exact: true })).toBeVisible();
    await ui.screenshot('dashboard');
  });

  it('creates, searches, edits and deletes an extra package through the list and form patterns', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Extra Package', exact: true }).click();
    await expect(page.getByText('Data Extra Package')).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByLabel('Nama').fill('Pelatihan Onsite Surabaya');
    await page.getByLabel('Price').fill('7500000');
    await page.getByRole('button', { name: /save|simpan/i }).click();
    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(page.getByText('Data Extra Package')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Pelatihan Onsite Surabaya' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Rp. 7.500.000' })).toBeVisible();
    await ui.screenshot('extra-package-list');

    await page.getByRole('textbox', { name: 'Search' }).fill('onsite');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);

    await page
      .getByRole('row', { name: /Pelatihan Onsite Surabaya/ })
      .getByRole('button', { name: /edit/i })
      .click();
    await expect(page.getByLabel('Nama')).toHaveValue('Pelatihan Onsite Surabaya');
    await page.getByLabel('Price').fill('8000000');
    await page.getByRole('button', { name: /save|simpan/i }).click();
    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Rp. 8.000.000' })).toBeVisible();

    await page
      .getByRole('row', { name: /Pelatihan Onsite Surabaya/ })
      .getByRole('button', { name: /delete|hapus/i })
      .click();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Item Deleted')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Pelatihan Onsite Surabaya' })).toHaveCount(0);
  });

  it('shows 422 messages under their fields', async () => {
    const { page } = ui;
    await page.goto('/admin/extra-package/create');
    await page.getByLabel('Nama').fill('X');
    await page.getByLabel('Price').fill('');
    await page.getByRole('button', { name: /save|simpan/i }).click();
    await expect(page.getByText(/Wajib diisi|tidak valid|Harus/i).first()).toBeVisible();
  });

  it('logs out after the confirmation, and the old token is refused afterwards', async () => {
    const { page } = ui;
    await page.goto('/admin/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page
      .getByRole('button', { name: /power|logout|menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('All your session will be deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const response = await fetch(`${server.url}/api/extra-packages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('sends the user to the login page with "Harap login terlebih dahulu!" when the token stops working', async () => {
    const { page } = ui;
    await ui.login();
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.revoked'));
    await page.goto('/admin/extra-package');
    await page.waitForURL('**/admin/login');
    await expect(page.getByText('Harap login terlebih dahulu!')).toBeVisible();
  });
});
