// Companies and client users end to end (spec 2.6, 2.7, 2.20): a company is created with its code generated
// from the typed name (one preview request per pause in typing), edited, given a user with two branches and
// a group, the user is edited and shows the saved choices again, and both are deleted (the company only once
// it has no user left). The company list's search finds it by a part of its name and by its code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

async function apiToken(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('companies and users', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let previewRequests = 0;
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server);
    ui.page.on('request', (request) => {
      if (request.url().endsWith('/api/companies/get_company_number')) previewRequests += 1;
    });
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const save = () => ui.page.getByRole('button', { name: 'Save' }).click();
  const row = (text: string) => ui.page.getByRole('row', { name: new RegExp(text) });
  const codeField = () => ui.page.getByRole('textbox', { name: 'Kode Perusahaan' });
  const pill = (name: string) => ui.page.locator('.mantine-Pill-label', { hasText: new RegExp(`^${name}$`) });
  const choose = async (field: string, option: string, typed?: string) => {
    const input = ui.page.getByRole('combobox', { name: field });
    await input.click();
    if (typed) await input.pressSequentially(typed, { delay: 30 });
    await ui.page.getByRole('option', { name: option, exact: true }).click();
  };

  it('creates a company whose code follows the typed name, with one preview request per pause', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Company', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Data Company' })).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Form Company' })).toBeVisible();

    await page.getByLabel('Nama Perusahaan').pressSequentially('PT Maju Jaya Abadi', { delay: 40 });
    await expect(codeField()).toHaveValue('MJA0001');
    expect(previewRequests).toBe(1);

    await page.getByLabel('No Telp Perusahaan').pressSequentially('(021) 555-1234');
    await expect(page.getByLabel('No Telp Perusahaan')).toHaveValue('0215551234');
    await page.getByLabel('Email', { exact: true }).fill('info@majujaya.co.id');
    await page.getByLabel('Nama PIC').fill('Budi Santoso');
    await page.getByLabel('Email PIC').fill('budi@majujaya.co.id');
    await page.getByLabel('No Telp PIC').fill('081234567890');
    await page.getByLabel('No Fax').fill('0215551235');
    await page.getByLabel('Kota').fill('Jakarta Selatan');
    await page.getByLabel('Provinsi').fill('DKI Jakarta');
    await page.getByLabel('Negara').fill('Indonesia');
    await page.getByLabel('NPWP').fill('01.234.567.8-901.000');
    await expect(page.getByLabel('NPWP')).toHaveValue('012345678901000');
    await page.getByLabel('Alamat').fill('Jl. Jend. Sudirman Kav. 21\nKaret, Setiabudi');
    await choose('Status Type Job Order', '2 Type 2');
    await ui.screenshot('companies-form-filled');
    await save();

    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data Company' })).toBeVisible();
    await expect(row('PT Maju Jaya Abadi').getByRole('cell', { name: 'MJA0001' })).toBeVisible();
    await expect(row('PT Maju Jaya Abadi').getByRole('cell', { name: '0215551234' })).toBeVisible();
  });

  it('edits the company: the form shows what was saved, and the code changes only with the initials', async () => {
    const { page } = ui;
    await row('PT Maju Jaya Abadi').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Kota')).toHaveValue('Jakarta Selatan');
    // The 15-digit NPWP was stored with its leading 0, as Coretax reads it (issue 21).
    await expect(page.getByLabel('NPWP')).toHaveValue('0012345678901000');
    await expect(page.getByRole('combobox', { name: 'Status Type Job Order' })).toHaveValue('2 Type 2');
    await expect(codeField()).toHaveValue('MJA0001');

    await page.getByLabel('Nama Perusahaan').fill('PT Karya Mandiri');
    await expect(codeField()).toHaveValue('KM0001');
    await page.getByLabel('Nama Perusahaan').fill('PT Maju Jaya Abadi Sentosa');
    await expect(codeField()).toHaveValue('MJA0001');
    await page.getByLabel('Kota').fill('Bandung');
    await save();

    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    await expect(row('PT Maju Jaya Abadi Sentosa').getByRole('cell', { name: 'MJA0001' })).toBeVisible();
    await ui.screenshot('companies-list');
  });

  it('creates a user for the company with two branches and a group', async () => {
    const { page } = ui;
    const token = await apiToken(server);
    const company = (await (
      await fetch(`${server.url}/api/companies/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'MJA0001' }),
      })
    ).json()) as { data: Array<{ id_company: number }> };
    const branch = await fetch(`${server.url}/api/branches/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ company_id: company.data[0]!.id_company, name: 'Cabang Surabaya' }),
    });
    expect(branch.status).toBe(200);

    await page.getByRole('link', { name: 'User', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Data User' })).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Select Branch' })).toBeVisible();

    await choose('Select Company', 'PT Maju Jaya Abadi Sentosa', 'maju');
    await choose('Select Branch', 'Kantor Pusat');
    await choose('Select Branch', 'Cabang Surabaya');
    await page.keyboard.press('Escape');
    await choose('Select Group', 'Staff');
    await page.keyboard.press('Escape');
    await page.getByLabel('Employee ID').fill('MJA-0042');
    await page.getByLabel('Email').fill('rina.wijaya@majujaya.co.id');
    await page.getByLabel(/^Name/).fill('Rina Wijaya');
    await page.getByLabel('Phone Number').pressSequentially('0812-9876-5432');
    await ui.screenshot('users-form-filled');
    await save();

    await expect(page.getByText('Data berhasil ditambahkan!')).toBeVisible();
    const user = row('rina.wijaya@majujaya.co.id');
    await expect(user.getByRole('cell', { name: 'PT Maju Jaya Abadi Sentosa' })).toBeVisible();
    await expect(user.getByRole('cell', { name: 'MJA-0042' })).toBeVisible();
    await expect(user.getByRole('cell', { name: 'Rina Wijaya' })).toBeVisible();
  });

  it('edits the user: the saved company, branches and group are shown again, and changes are kept', async () => {
    const { page } = ui;
    await row('rina.wijaya@majujaya.co.id').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Rina Wijaya');
    await expect(page.getByRole('combobox', { name: 'Select Company' })).toHaveValue(
      'PT Maju Jaya Abadi Sentosa',
    );
    await expect(pill('Kantor Pusat')).toBeVisible();
    await expect(pill('Cabang Surabaya')).toBeVisible();
    await expect(pill('Staff')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveValue('081298765432');
    await ui.screenshot('users-form-edit');

    await choose('Select Group', 'Administrator');
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Name/).fill('Rina Wijayanti');
    await save();
    await expect(page.getByText('Data berhasil di update!')).toBeVisible();
    await expect(
      row('rina.wijaya@majujaya.co.id').getByRole('cell', { name: 'Rina Wijayanti' }),
    ).toBeVisible();

    await row('rina.wijaya@majujaya.co.id').getByRole('button', { name: 'Edit' }).click();
    await expect(pill('Administrator')).toBeVisible();
    await expect(pill('Staff')).toBeVisible();
    await expect(pill('Cabang Surabaya')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Data User' })).toBeVisible();
  });

  it('finds the company by a part of its name and by its code in the search box', async () => {
    const { page } = ui;
    const listed = (await (
      await fetch(`${server.url}/api/companies?search=Sentosa`, {
        headers: { authorization: `Bearer ${await apiToken(server)}` },
      })
    ).json()) as {
      data: Array<{ code_company: string }>;
    };
    await page.getByRole('link', { name: 'Company', exact: true }).click();
    // The user list before it has a Search box too: search only once the company list has replaced it.
    await expect(page.getByRole('heading', { name: 'Data Company' })).toBeVisible();
    await expect(page.getByText(/dari \d+ data/)).toBeVisible();
    await ui.search('jaya abadi sent');
    await expect(page.getByText('1–1 dari 1 data')).toBeVisible();
    await expect(row('PT Maju Jaya Abadi Sentosa')).toBeVisible();
    await ui.screenshot('companies-search');
    await ui.search(listed.data[0]!.code_company.toLowerCase());
    await expect(page.getByText('1–1 dari 1 data')).toBeVisible();
    await expect(row('PT Maju Jaya Abadi Sentosa')).toBeVisible();
    await ui.search('Nusantara Raya');
    await expect(page.getByText('Tidak ada data untuk "Nusantara Raya".')).toBeVisible();
  });

  it('refuses to delete the company while it has a user, then deletes the user and the company', async () => {
    const { page } = ui;
    const confirm = () => page.getByRole('button', { name: 'Yes, delete it!' }).click();

    await page.getByRole('link', { name: 'Company', exact: true }).click();
    await row('PT Maju Jaya Abadi Sentosa').getByRole('button', { name: 'Delete' }).click();
    await confirm();
    await expect(page.getByText(/masih memiliki 1 user, sehingga tidak dapat dihapus/)).toBeVisible();
    await expect(row('PT Maju Jaya Abadi Sentosa')).toBeVisible();

    await page.getByRole('link', { name: 'User', exact: true }).click();
    await row('rina.wijaya@majujaya.co.id').getByRole('button', { name: 'Delete' }).click();
    await confirm();
    await expect(page.getByText('Item Deleted')).toBeVisible();
    await expect(row('rina.wijaya@majujaya.co.id')).toHaveCount(0);

    await page.getByRole('link', { name: 'Company', exact: true }).click();
    await row('PT Maju Jaya Abadi Sentosa').getByRole('button', { name: 'Delete' }).click();
    await confirm();
    await expect(page.getByText('Item Deleted')).toBeVisible();
    await expect(row('PT Maju Jaya Abadi Sentosa')).toHaveCount(0);
  });
});
