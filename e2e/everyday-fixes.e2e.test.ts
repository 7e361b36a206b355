// The everyday faults of issue 20, each as a clerk met it: logging out from a list, the row speed-dial, alerts
// over the Save button, coming back from a form (and from a 401) to the list as it was, and the messages of a
// wrong password, an id that is no record and the change-password dialog (one Indonesian message, no
// English toast).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe('everyday fixes', () => {
  let server: TestServer;
  let ui: TestBrowser;
  const unauthorized: string[] = [];
  beforeAll(async () => {
    server = await startServer();
    // 25 extra packages (three pages of a search) and two add-ons (a speed-dial list).
    for (let i = 1; i <= 25; i += 1)
      await server.sql(`insert into extra_packages (name, price) values ($1, 1000)`, [
        `Paket Uji ${String(i).padStart(2, '0')}`,
      ]);
    await server.sql(`insert into add_ons (name, price) values ('Modul Gudang', 0), ('Modul Armada', 0)`);
    ui = await launchBrowser(server);
    ui.page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;
  const alerts = () => page().locator('.mantine-Notification-root');
  const params = () => new URL(page().url()).searchParams;

  it('a wrong password says so once, in Indonesian, under the field: no toast, none stacking', async () => {
    await page().goto('/admin/login');
    await page().getByLabel(/email/i).fill(ADMIN.email);
    const password = page().getByRole('textbox', { name: 'Password', exact: true });
    for (const attempt of ['salah-sekali', 'salah-lagi']) {
      await password.fill(attempt);
      await page().getByRole('button', { name: 'Login' }).click();
      await expect(page().getByText('Email atau password salah.')).toBeVisible();
    }
    await page().waitForLoadState('networkidle');
    await expect(page().getByText('Email atau password salah.')).toHaveCount(1);
    await expect(alerts()).toHaveCount(0);
    await expect(page().getByText('The given data was invalid.')).toHaveCount(0);
  });

  it('an address whose id is no record says "Data tidak ditemukan", with no English toast', async () => {
    await ui.login();
    await page().goto('/admin/companies/edit/abc');
    await expect(page().getByText('Data tidak ditemukan')).toBeVisible();
    await page().waitForLoadState('networkidle');
    await expect(alerts()).toHaveCount(0);
  });

  it('the change-password dialog shows a wrong current password under its field only', async () => {
    await page().getByRole('button', { name: 'Power menu' }).click();
    await page().getByRole('menuitem', { name: 'Ganti Password' }).click();
    const dialog = page().getByRole('dialog', { name: 'Ganti Password' });
    await dialog.getByLabel('Password Saat Ini').fill('bukan-password-saya');
    await dialog.getByLabel(/^Password Baru/).fill('kopi-tubruk-jam-tujuh');
    await dialog.getByLabel('Konfirmasi Password Baru').fill('kopi-tubruk-jam-tujuh');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Password saat ini salah.')).toBeVisible();
    await page().waitForLoadState('networkidle');
    await expect(alerts()).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Batal' }).click();
  });

  it('the row speed-dial opens on a click and stays open; Enter opens it and moves into its actions', async () => {
    await page().goto('/admin/add-on');
    const row = page().getByRole('row', { name: /Modul Gudang/ });
    await row.getByRole('button', { name: 'Aksi' }).click();
    const edit = page().getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toBeVisible();
    await page().mouse.move(5, 5); // leaving the button does not close it either
    await expect(edit).toBeVisible();
    expect(await row.getByRole('button', { name: 'Aksi' }).getAttribute('aria-expanded')).toBe('true');
    await ui.screenshot('speed-dial-open');
    await page().keyboard.press('Escape');
    await expect(edit).toHaveCount(0);

    await row.getByRole('button', { name: 'Aksi' }).focus();
    await page().keyboard.press('Enter');
    await expect(edit).toBeVisible();
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit');
    await page().keyboard.press('Enter');
    await page().waitForURL(/\/admin\/add-on\/edit\/\d+$/);
  });

  it('alerts appear at the top, never over the Save button of a form', async () => {
    await page().setViewportSize({ width: 1280, height: 600 });
    await page().route('**/api/extra-packages/store', (route) =>
      route.fulfill({ status: 500, json: { code: 500, message: 'Server sedang sibuk.' } }),
    );
    await page().goto('/admin/extra-package/create');
    await page().getByLabel('Nama').fill('Migrasi Data');
    await page().getByLabel('Price').fill('3500000');
    const save = page().getByRole('button', { name: 'Save' });
    await save.click();
    const alert = alerts().filter({ hasText: 'Server sedang sibuk.' });
    await expect(alert).toBeVisible();
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeLessThan(120);
    await alert.hover(); // a hovered alert stays, and still covers nothing of the form
    await save.scrollIntoViewIfNeeded();
    const saveBox = (await save.boundingBox())!;
    const hit = await page().evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [saveBox.x + saveBox.width / 2, saveBox.y + saveBox.height / 2],
    );
    expect(hit).toBe('Save');
    await ui.screenshot('alert-top-center');
    await page().unroute('**/api/extra-packages/store');
    await page().setViewportSize({ width: 1366, height: 900 });
  });

  it('Back and Save return to the page and search the list was on', async () => {
    await page().goto('/admin/extra-package');
    await ui.search('Paket Uji');
    await page().getByRole('button', { name: '2', exact: true }).click();
    await page().waitForURL((url) => url.searchParams.get('page') === '2');
    await page()
      .getByRole('row', { name: /Paket Uji 15/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page().getByRole('link', { name: 'Back' }).click();
    await page().waitForURL(/\/admin\/extra-package\?/);
    expect([params().get('page'), params().get('search')]).toEqual(['2', 'Paket Uji']);
    await expect(page().getByRole('textbox', { name: 'Search' })).toHaveValue('Paket Uji');

    await page()
      .getByRole('row', { name: /Paket Uji 14/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page().getByLabel('Nama')).toHaveValue('Paket Uji 14');
    await page().getByLabel('Nama').fill('Paket Uji 14 Baru');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByRole('row', { name: /Paket Uji 14 Baru/ })).toBeVisible();
    expect([params().get('page'), params().get('search')]).toEqual(['2', 'Paket Uji']);
  });

  it('after a 401, signing in again returns to where the user was, not the dashboard', async () => {
    await page().evaluate(() => localStorage.setItem('token', 'expired.or.revoked'));
    await page().getByRole('button', { name: 'Halaman berikutnya' }).click();
    await page().waitForURL('**/admin/login');
    await expect(page().getByText('Harap login terlebih dahulu!')).toBeVisible();
    await page().getByLabel(/email/i).fill(ADMIN.email);
    await page().getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/admin\/extra-package\?/);
    expect([params().get('page'), params().get('search')]).toEqual(['3', 'Paket Uji']);
    await expect(page().getByRole('row', { name: /Paket Uji 05/ })).toBeVisible();
  });

  it('logging out from a list lands on the login page with no 401 and no warning', async () => {
    await page().goto('/admin/extra-package');
    await expect(page().getByRole('row', { name: /Paket Uji 25/ })).toBeVisible();
    unauthorized.length = 0;
    await page().getByRole('button', { name: 'Power menu' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await page().getByRole('button', { name: 'Yes, Logout' }).click();
    await page().waitForURL('**/admin/login');
    await page().waitForLoadState('networkidle');
    expect(unauthorized).toEqual([]);
    await expect(page().getByText('Harap login terlebih dahulu!')).toHaveCount(0);
    await expect(alerts()).toHaveCount(0);
  });
});
