// The 'Administrator' screen (issue 33) as an admin uses it: add an administrator, read their one-time password
// from the dialog that shows it once, sign out, sign in as them, be made to change it (only 'Ganti Password'
// is shown) and land on the dashboard. Screenshots at 1280 px and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

const RINA = { name: 'Rina Keuangan', email: 'rina@tagih.co.id' };
const HER_PASSWORD = 'teh-tarik-pagi-hari-2026';

describe("'Administrator': a new administrator's first sign-in", () => {
  let server: TestServer;
  let ui: TestBrowser;
  let oneTime = '';
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const atWidths = async (name: string) => {
    for (const [width, suffix] of [
      [1280, 'desktop'],
      [390, 'phone'],
    ] as const) {
      await ui.page.setViewportSize({ width, height: 860 });
      // The layout moves to the new width (the menu slides, a dialog fades in): shot once it has settled.
      await ui.page.waitForFunction(
        (w) =>
          document.documentElement.scrollWidth <= w &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        width,
      );
      await ui.screenshot(`admins-${name}-${suffix}`);
    }
    await ui.page.setViewportSize({ width: 1280, height: 860 });
  };

  it('lists the administrators, reached from the menu', async () => {
    await ui.login();
    await ui.page.getByRole('link', { name: 'Administrator', exact: true }).click();
    await expect(ui.page.getByRole('cell', { name: 'admin@tagih.local' })).toBeVisible();
    await expect(ui.page.getByText('Terakhir aktif', { exact: true })).toBeVisible();
    await atWidths('list');
  });

  it('adds one and shows the one-time password once', async () => {
    const { page } = ui;
    await page.getByRole('button', { name: 'Tambah Administrator' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Administrator' });
    await add.getByLabel('Nama').fill(RINA.name);
    await add.getByLabel('Email').fill(RINA.email);
    await add.getByRole('combobox', { name: 'Peran' }).click();
    await page.getByRole('option', { name: /Finance/ }).click();
    await expect(add.getByText(/Order, pembayaran, pajak/)).toBeVisible();
    await atWidths('add-dialog');
    await add.getByRole('button', { name: 'Simpan' }).click();

    const shown = page.getByRole('dialog', { name: 'Password sekali pakai' });
    await expect(shown.getByText('Password ini hanya ditampilkan sekali.', { exact: false })).toBeVisible();
    oneTime = (await shown.getByTestId('one-time-password').textContent()) ?? '';
    expect(oneTime).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await atWidths('password-dialog');
    await shown.getByRole('button', { name: 'Selesai' }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByRole('cell', { name: RINA.email })).toBeVisible();
    await expect(page.getByText('Password sekali pakai').first()).toBeVisible();
  });

  it('signs in with it, is made to change it, then lands on the dashboard', async () => {
    const { page } = ui;
    await page.getByRole('button', { name: 'Power menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL(/\/admin\/login/);

    await page.getByLabel(/email/i).fill(RINA.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(oneTime);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Ganti Password' })).toBeVisible();
    // Only this screen: no menu to go anywhere else.
    await expect(page.getByRole('link', { name: 'Order', exact: true })).toHaveCount(0);
    await atWidths('forced-change');

    await page.getByLabel('Password Sekali Pakai').fill(oneTime);
    await page.getByLabel(/^Password Baru/).fill(HER_PASSWORD);
    await page.getByLabel('Konfirmasi Password Baru').fill(HER_PASSWORD);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Welcome to Dashboard page!').waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Order', exact: true }).click();
    await expect(page.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
  });
});
