// The Audit Log end to end (issue 20, 'History'): an edit form's 'Riwayat' opens the log filtered to that
// record, each row says who changed which field from what to what, 'Detail' shows before and after side by
// side, and the resource and administrator filters live in the address.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

async function apiCall<T>(
  server: TestServer,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

describe('Audit Log', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let packageId: number;
  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
    const { data } = await apiCall<{ data: { token: string } }>(server, 'POST', '/login-admin', null, ADMIN);
    const created = await apiCall<{ data: { id: number } }>(
      server,
      'POST',
      '/extra-packages/store',
      data.token,
      {
        name: 'Migrasi Data',
        price: 3_500_000,
      },
    );
    packageId = created.data.id;
    await apiCall(server, 'POST', '/companies/store', data.token, {
      name_company: 'PT Sumber Rejeki',
      email: 'keuangan@sumber.co.id',
      pic_email: 'keuangan@sumber.co.id',
      pic_name: 'Rina',
      npwp: '012345678901000',
      address_company: 'Jl. Asia Afrika 1, Bandung',
    });
    await server.sql(
      `insert into admins (name, email, password_hash) values ('Dewi Lestari', 'dewi@tagih.local', 'x')`,
    );
    ui = await launchBrowser(server);
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  it("opens a record's history from its edit form and shows what changed, before and after", async () => {
    const { page } = ui;
    await page.goto(`/admin/extra-package/edit/${packageId}`);
    const name = page.getByRole('textbox', { name: 'Nama' });
    await expect(name).toHaveValue('Migrasi Data');
    await name.fill('Migrasi Data Lama');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/extra-package$/);

    await page.goto(`/admin/extra-package/edit/${packageId}`);
    await expect(name).toHaveValue('Migrasi Data Lama');
    await ui.screenshot('audit-log-riwayat-link');
    await page.getByRole('link', { name: 'Riwayat' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/audit-logs' &&
        url.searchParams.get('resource') === 'extra-package' &&
        url.searchParams.get('record_id') === String(packageId),
    );
    const rows = page.getByRole('row').filter({ hasText: `Extra Package #${packageId}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText(/ubah.*name: Migrasi Data → Migrasi Data Lama/is);
    await expect(rows.nth(0)).toHaveText(new RegExp(ADMIN.email));
    await expect(rows.nth(1)).toHaveText(/tambah.*Data baru/is);
    await ui.screenshot('audit-log-record');

    await rows.nth(0).getByRole('button', { name: 'Detail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail perubahan' });
    const changed = dialog.locator('tr[data-changed]');
    await expect(changed.filter({ hasText: 'name' })).toHaveText(/name\s+Migrasi Data\s+Migrasi Data Lama/);
    await expect(dialog.getByRole('row').filter({ hasText: 'price' })).toHaveCount(0);
    await dialog.getByRole('switch', { name: /Tampilkan semua field/ }).check();
    await expect(dialog.getByRole('row').filter({ hasText: 'price' })).toHaveText(
      /price\s+3500000\s+3500000/,
    );
    await ui.screenshot('audit-log-detail');
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeVisible();
  });

  it('filters by resource and administrator in the address, and is the last item of the sidebar', async () => {
    const { page } = ui;
    const menu = page.getByRole('navigation').getByRole('link');
    await expect(menu.last()).toHaveText('Audit Log');
    await menu.last().click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-logs' && url.search === '');

    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Company' }).click();
    await page.waitForURL((url) => url.searchParams.get('resource') === 'companies');
    await expect(page.getByRole('row').filter({ hasText: /Company #\d+/ })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Extra Package' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Administrator' }).click();
    await page.getByRole('option', { name: /Dewi Lestari/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.has('admin_id') && url.searchParams.get('resource') === 'companies',
    );
    await expect(page.getByText('Belum ada data.')).toBeVisible();
    await ui.screenshot('audit-log-filters');

    await page.getByRole('button', { name: 'Hapus filter' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-logs' && url.search === '');
    await expect(page.getByRole('row').filter({ hasText: `Extra Package #${packageId}` })).toHaveCount(2);
  });

  it('exports what the filtered log shows: Export downloads a CSV of its rows in words', async () => {
    const { page } = ui;
    await page.goto(`/admin/audit-logs?resource=extra-package&record_id=${packageId}`);
    const rows = page.getByRole('row').filter({ hasText: `Extra Package #${packageId}` });
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    // The Audit Log lists newest first only: its headers offer no sort its API would ignore.
    await expect(page.locator('th[aria-sort]')).toHaveCount(0);
    await ui.screenshot('audit-log-export-button');
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Waktu,Administrator,Peran,Tindakan,Resource,ID record,Perubahan');
    expect(lines).toHaveLength(shown);
    expect(lines.every((line) => line.includes(`,Extra Package,${packageId},`))).toBe(true);
    expect(lines.at(-1)).toMatch(/,Tambah,Extra Package,\d+,Data baru$/);
    await expect(page.getByText('Export selesai')).toBeVisible();
  });
});
