// 'Ganti Password' from the power menu, as an administrator uses it: the dialog's fields, the server's reasons
// under them, the success notice, the other session ended and the new password the one that signs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

const NEW_PASSWORD = 'kopi-tubruk-jam-tujuh';

describe("'Ganti Password' in the power menu", () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  /** A session of the same administrator elsewhere (another browser, a script). */
  const signInElsewhere = async (password: string) => {
    const response = await fetch(`${server.url}/api/login-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const statusWith = async (token: string) =>
    (await fetch(`${server.url}/api/extra-packages`, { headers: { authorization: `Bearer ${token}` } }))
      .status;

  const dialog = () => ui.page.getByRole('dialog', { name: 'Ganti Password' });
  const fill = async (current: string, next: string, confirmation = next) => {
    await dialog().getByLabel('Password Saat Ini').fill(current);
    await dialog()
      .getByLabel(/^Password Baru/)
      .fill(next);
    await dialog().getByLabel('Konfirmasi Password Baru').fill(confirmation);
    await dialog().getByRole('button', { name: 'Simpan' }).click();
  };

  it('opens from the power menu with the three fields', async () => {
    await ui.login();
    await ui.page.getByRole('button', { name: 'Power menu' }).click();
    await ui.page.getByRole('menuitem', { name: 'Ganti Password' }).click();
    await expect(dialog()).toBeVisible();
    for (const label of ['Password Saat Ini', 'Konfirmasi Password Baru'])
      await expect(dialog().getByLabel(label)).toBeVisible();
    await expect(dialog().getByText('Minimal 12 karakter, bukan password yang umum dipakai.')).toBeVisible();
    await ui.screenshot('change-password-dialog');
  });

  it("shows the server's reasons under the fields they belong to", async () => {
    await fill('bukan-password-saya', NEW_PASSWORD);
    await expect(dialog().getByText('Password saat ini salah.')).toBeVisible();

    await fill(ADMIN.password, 'password1234');
    await expect(dialog().getByText(/Password ini terlalu umum/)).toBeVisible();
    await expect(dialog().getByText('Password saat ini salah.')).toHaveCount(0);
    await ui.screenshot('change-password-refused');

    await fill(ADMIN.password, NEW_PASSWORD, 'kopi-tubruk-jam-delapan');
    await expect(dialog().getByText('Konfirmasi password tidak sama dengan password baru.')).toBeVisible();
  });

  it('changes it, ends the other session, keeps this one, and the new password signs in', async () => {
    const elsewhere = await signInElsewhere(ADMIN.password);
    expect(await statusWith(elsewhere)).toBe(200);

    await fill(ADMIN.password, NEW_PASSWORD);
    await expect(ui.page.getByText('Password diganti!')).toBeVisible();
    await expect(dialog()).toHaveCount(0);
    await ui.screenshot('change-password-done');

    expect(await statusWith(elsewhere)).toBe(401);
    await ui.page.getByRole('link', { name: 'Extra Package', exact: true }).click();
    await expect(ui.page.getByText('Data Extra Package')).toBeVisible();

    await ui.context.clearCookies();
    await ui.page.evaluate(() => window.localStorage.clear());
    await ui.login(ADMIN.email, NEW_PASSWORD);
    expect(ui.page.url()).toMatch(/\/admin\/dashboard$/);
  });
});
