// Release notes and settings end to end (spec 2.19, 2.21): a note is scheduled through the form, previewed,
// published and unpublished (and the public feed follows); the login page takes a new colour and new
// backgrounds at once; client users' sessions are cleared while the administrator stays signed in.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { ARTIFACTS, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

type FeedNote = { version: string; date_schedule: string };

describe('release notes and settings', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let files: string;
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
    files = mkdtempSync(path.join(tmpdir(), 'tagih-e2e-images-'));
    writeFileSync(path.join(files, 'latar.png'), solidPng(64, 40, [46, 125, 50]));
    writeFileSync(path.join(files, 'form.png'), solidPng(32, 32, [255, 243, 224]));
    writeFileSync(path.join(files, 'bukan-gambar.png'), '<html>bukan gambar</html>');
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
    rmSync(files, { recursive: true, force: true });
  });

  const feed = async (): Promise<string[]> => {
    const body = (await (await fetch(`${server.url}/api/public/release-notes`)).json()) as {
      data: FeedNote[];
    };
    return body.data.map((note) => note.version);
  };

  it('blocks a note without date and time, then schedules one in 24-hour time and lists it in US style', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Release Note', exact: true }).click();
    await expect(page.getByText('Data Release Note')).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByLabel('Version').fill('v3.1.0');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Laporan lembur per divisi');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Harap Isi tanggal dan waktu')).toBeVisible();
    expect(page.url()).toMatch(/\/release-notes\/create$/);

    const tomorrow = addDays(todayInJakarta(), 1);
    await page.getByLabel('Date Schedule').fill(tomorrow);
    await page.getByLabel('Date Schedule').press('Tab');
    await page.getByLabel('Jam').pressSequentially('21');
    await page.getByLabel('Menit').pressSequentially('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    const [year, month, day] = tomorrow.split('-').map(Number);
    await expect(page.getByRole('cell', { name: `${month}/${day}/${year}, 9:45 PM` })).toBeVisible();
    await ui.screenshot('release-notes-list');
  });

  it('previews the note, publishes it (the feed waits for its schedule), moves it to the past, and unpublishes it', async () => {
    const { page } = ui;
    const row = page.getByRole('row', { name: /v3\.1\.0/ });
    await row.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Laporan lembur per divisi')).toBeVisible();
    await expect(dialog.getByLabel('Version')).toHaveValue('v3.1.0');
    await ui.screenshot('release-notes-preview');
    await dialog.getByRole('button', { name: 'publish', exact: true }).click();
    await expect(page.getByText('Status has been updated')).toBeVisible();
    await expect(row.getByText('Published')).toBeVisible();
    expect(await feed()).not.toContain('v3.1.0'); // published, but scheduled for tomorrow

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Version')).toHaveValue('v3.1.0');
    await expect(page.getByLabel('Jam')).toHaveValue('21');
    const yesterday = addDays(todayInJakarta(), -1);
    await page.getByLabel('Date Schedule').fill(yesterday);
    await page.getByLabel('Date Schedule').press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    expect(await feed()).toContain('v3.1.0');

    await page
      .getByRole('row', { name: /v3\.1\.0/ })
      .getByRole('button', { name: 'Preview' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'unpublish', exact: true }).click();
    await expect(page.getByText('Status has been updated')).toBeVisible();
    await expect(page.getByRole('row', { name: /v3\.1\.0/ }).getByText('Published')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0); // the dialog closes after the change
    expect(await feed()).not.toContain('v3.1.0');
  });

  it('warns and sends nothing when no file is chosen, refuses a non-image, then changes the login look at once', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Setting', exact: true }).click();
    await expect(page.getByText('Login background')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Cannot upload empty file!')).toBeVisible();

    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles(path.join(files, 'bukan-gambar.png'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(/harus berupa gambar JPEG, PNG atau WebP/)).toBeVisible();

    await inputs.nth(0).setInputFiles(path.join(files, 'latar.png'));
    await inputs.nth(1).setInputFiles(path.join(files, 'form.png'));
    await page.getByLabel('Button Color').fill('#c2255c');
    await page.getByRole('button', { name: 'Upload' }).click();
    // The page reloads after the upload and then says so.
    await expect(page.getByText('Background Uploaded')).toBeVisible();
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('navigation')
          .map((entry) => (entry as PerformanceNavigationTiming).type),
      ),
    ).toEqual(['reload']);
    await expect(page.getByLabel('Button Color')).toHaveValue('#c2255c');
    await ui.screenshot('settings-after-upload');

    const visitor = await ui.browser.newPage({ baseURL: server.url });
    await visitor.goto('/admin/login');
    const login = visitor.getByRole('button', { name: 'Login' });
    await expect(login).toBeVisible();
    const look = async () =>
      visitor.evaluate(() => {
        const images = Array.from(document.querySelectorAll<HTMLElement>('*')).map(
          (element) => getComputedStyle(element).backgroundImage,
        );
        const button = Array.from(document.querySelectorAll('button')).find(
          (element) => element.textContent?.trim() === 'Login',
        )!;
        return {
          button: getComputedStyle(button).backgroundColor,
          images: images.filter((image) => image.includes('/api/public/settings/')),
        };
      });
    // The settings arrive just after the form shows: wait until both images are on the page.
    await expect
      .poll(async () => (await look()).images.length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const seen = await look();
    expect(seen.button).toBe('rgb(194, 37, 92)');
    expect(seen.images.some((image) => image.includes('/settings/background?'))).toBe(true);
    expect(seen.images.some((image) => image.includes('/settings/background-form?'))).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await visitor.screenshot({ path: path.join(ARTIFACTS, 'login-new-look.png'), fullPage: true });
    await visitor.close();
  });

  it('saves the e-mail administrators and shows them again', async () => {
    const { page } = ui;
    await page.getByRole('combobox', { name: 'Select Email Admin' }).click();
    await page.getByRole('option', { name: /admin@tagih\.local/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Email' }).click();
    await expect(page.getByText('Email has been save!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('admin@tagih.local').first()).toBeVisible();
  });

  it('clears all client user sessions after the confirmation, and the administrator stays signed in', async () => {
    const { page } = ui;
    const withSql = process.env.TEST_DATABASE_URL !== undefined;
    if (withSql) {
      const [company] = await server.sql<{ id_company: number }>(
        "insert into companies (code_company, name_company) values ('SNA0001', 'PT Sinar Nusantara') returning id_company",
      );
      const [user] = await server.sql<{ id: number }>(
        "insert into client_users (id_company, username_user) values ($1, 'rina@sinar.co.id') returning id",
        [company!.id_company],
      );
      await server.sql(
        "insert into client_user_sessions (id, user_id, expires_at) values ('e2e-1', $1, now() + interval '1 hour'), ('e2e-2', $1, now() + interval '1 hour')",
        [user!.id],
      );
    }
    await page.getByRole('button', { name: 'Clear All Session User' }).click();
    await expect(page.getByText('This Delete All Session Users Login!')).toBeVisible();
    await page.getByRole('button', { name: 'Oke' }).click();
    await expect(page.getByText('Clear All Sessions!')).toBeVisible();
    if (withSql) expect(await server.sql('select id from client_user_sessions')).toEqual([]);

    await page.getByRole('link', { name: 'Release Note', exact: true }).click();
    await expect(page.getByRole('row', { name: /v3\.1\.0/ })).toBeVisible();
    expect(page.url()).toMatch(/\/admin\/release-notes$/);
  });
});
