// The 'API Key' screen (issue 34) as an admin uses it: make a key, read its secret from the dialog that shows it
// once, call the API with it (fetch, as an integrator would), revoke it with 'Cabut' and see the next call
// refused. Screenshots at 1280 px and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe("'API Key': a key made in the console, used, then revoked", () => {
  let server: TestServer;
  let ui: TestBrowser;
  let secret = '';
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
      await ui.page.waitForFunction(
        (w) =>
          document.documentElement.scrollWidth <= w &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        width,
      );
      await ui.screenshot(`api-keys-${name}-${suffix}`);
    }
    await ui.page.setViewportSize({ width: 1280, height: 860 });
  };
  const companies = (key: string) =>
    fetch(`${server.url}/api/companies`, { headers: { authorization: `Bearer ${key}` } });

  it('makes a key and shows its secret once', async () => {
    const { page } = ui;
    await ui.login();
    await page.getByRole('link', { name: 'API Key', exact: true }).click();
    await page.getByRole('button', { name: 'Tambah API Key' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah API Key' });
    await add.getByRole('textbox', { name: 'Nama' }).fill('Integrasi ERP');
    await atWidths('add-dialog');
    await add.getByRole('button', { name: 'Simpan' }).click();

    const shown = page.getByRole('dialog', { name: 'Secret API Key' });
    await expect(shown.getByText('Secret ini tidak akan ditampilkan lagi.', { exact: false })).toBeVisible();
    secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^tgh_[A-Za-z0-9_-]{43}$/);
    await atWidths('secret-dialog');
    await shown.getByRole('button', { name: 'Selesai' }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Integrasi ERP' })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  });

  it('the key answers the API; after Cabut the next call is refused', async () => {
    const { page } = ui;
    expect((await companies(secret)).status).toBe(200);
    await page.reload();
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
    await atWidths('list');
    await page.getByRole('button', { name: 'Cabut' }).first().click();
    await page.getByRole('button', { name: 'Ya, cabut' }).click();
    await expect(page.getByText('Dicabut', { exact: true })).toBeVisible();
    const refused = await companies(secret);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: number }).code).toBe(401);
  });
});
