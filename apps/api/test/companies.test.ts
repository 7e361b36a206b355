import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLogs, branches, companies, groupAccesses, rbacRoles, roles } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

const full = {
  name_company: 'PT Maju Jaya Abadi',
  phone_company: '0215551234',
  email: 'info@majujaya.co.id',
  pic_email: 'budi@majujaya.co.id',
  pic_name: 'Budi Santoso',
  pic_phone: '081234567890',
  fax_number: '0215551235',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  country: 'Indonesia',
  npwp: '012345678901000',
  address_company: 'Jl. Jend. Sudirman Kav. 21\nJakarta 12920',
  status_type_job_order: 2,
};

describe('companies: the standard set', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/companies/store', payload });
  const countCompanies = async () =>
    Number((await t.database.db.select({ n: count() }).from(companies))[0]?.n);

  it('stores every field, assigns the code itself and returns the record', async () => {
    const response = await store({ ...full, code_company: 'HACK9999', id_company: 77 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'Data berhasil ditambahkan!',
      // The 15-digit NPWP comes back with its leading 0, as Coretax reads it (issue 21).
      data: { ...full, npwp: '0012345678901000', code_company: 'MJA0001' },
    });
    expect(body.data.id_company).not.toBe(77);
    const shown = await t.request({ method: 'GET', url: `/api/companies/${body.data.id_company}` });
    expect(shown.json()).toEqual({ code: 200, message: 'OK', data: body.data });
  });

  it('creates the default branch, RBAC roles, group access and role with the company', async () => {
    const { id_company } = (await store({ name_company: 'CV Sinar Terang' })).json().data;
    const names = async (table: typeof branches | typeof rbacRoles | typeof groupAccesses | typeof roles) =>
      (await t.database.db.select({ name: table.name }).from(table).where(eq(table.company_id, id_company)))
        .map((row) => row.name)
        .sort();
    expect(await names(branches)).toEqual(['Kantor Pusat']);
    expect(await names(rbacRoles)).toEqual(['Administrator', 'Staff']);
    expect(await names(groupAccesses)).toEqual(['Default']);
    expect(await names(roles)).toEqual(['User']);
  });

  it('stores blank optional fields as null and accepts numbers for numeric inputs', async () => {
    const data = (
      await store({ name_company: '  UD Berkah  ', email: '', phone_company: 81234, npwp: null })
    ).json().data;
    expect(data).toMatchObject({
      name_company: 'UD Berkah',
      email: null,
      phone_company: '81234',
      npwp: null,
      status_type_job_order: 0,
      code_company: 'B0001',
    });
  });

  it('refuses bad values with a message under each field and stores nothing', async () => {
    const before = await countCompanies();
    const response = await store({
      name_company: ' ',
      email: 'bukan-email',
      pic_email: 'budi@',
      phone_company: '021-555',
      pic_phone: '+6281',
      fax_number: 'abc',
      npwp: '12345',
      status_type_job_order: 5,
      city: 'x'.repeat(101),
      address_company: 'y'.repeat(1001),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: {
        name_company: ['Wajib diisi.'],
        email: ['Format email tidak valid.'],
        pic_email: ['Format email tidak valid.'],
        phone_company: ['Hanya boleh berisi angka.'],
        pic_phone: ['Hanya boleh berisi angka.'],
        fax_number: ['Hanya boleh berisi angka.'],
        npwp: ['NPWP harus 15 atau 16 digit.'],
        status_type_job_order: ['Pilih salah satu tipe.'],
        city: ['Maksimal 100 karakter.'],
        address_company: ['Maksimal 1000 karakter.'],
      },
    });
    expect((await store({ name_company: 'PT A', npwp: '12345678901234567' })).json().errors.npwp).toEqual([
      'Maksimal 16 digit.',
    ]);
    expect((await store({ name_company: 'PT A', npwp: '1234567890123a' })).json().errors.npwp).toEqual([
      'Hanya boleh berisi angka.',
    ]);
    expect(
      (await store({ name_company: 'PT A', phone_company: '1'.repeat(21) })).json().errors.phone_company,
    ).toEqual(['Maksimal 20 digit.']);
    expect((await store({ name_company: 'n'.repeat(151) })).json().errors.name_company).toEqual([
      'Maksimal 150 karakter.',
    ]);
    expect(await countCompanies()).toBe(before);
  });

  it('accepts a 16-digit NPWP and every job-order type 0..4', async () => {
    for (const type of [0, 1, 2, 3, 4]) {
      const response = await store({
        name_company: `PT Tipe ${type}`,
        npwp: '3171234567890001',
        status_type_job_order: String(type),
      });
      expect(response.json().data).toMatchObject({ npwp: '3171234567890001', status_type_job_order: type });
    }
  });

  it('lists 10 a page, newest first, and searches any part of the name or code, any case', async () => {
    for (let i = 1; i <= 9; i += 1) await store({ name_company: `PT Nusantara Logistik ${i}` });
    const page1 = (await t.request({ method: 'GET', url: '/api/companies?page=1' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].name_company).toBe('PT Nusantara Logistik 9');
    const total = await countCompanies();
    expect(page1.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 10), per_page: 10, total });

    const byName = (await t.request({ method: 'GET', url: '/api/companies?search=TARA%20LOG' })).json();
    expect(byName.meta.total).toBe(9);
    const byCode = (await t.request({ method: 'GET', url: '/api/companies?search=mja000' })).json();
    expect(byCode.data.map((row: { name_company: string }) => row.name_company)).toEqual([
      'PT Maju Jaya Abadi',
    ]);
    const typed = (
      await t.request({ method: 'POST', url: '/api/companies/search', payload: { name: 'sinar' } })
    ).json();
    expect(typed).toMatchObject({ code: 200, data: [{ name_company: 'CV Sinar Terang' }] });
    const none = (await t.request({ method: 'GET', url: '/api/companies?search=%25' })).json();
    expect(none.meta.total).toBe(0);
  });

  it('updates every field, keeps the code while the initials stay, and gives a new code for new initials', async () => {
    const created = (await store(full)).json().data;
    expect(created.code_company).toBe('MJA0002');
    const url = `/api/companies/update/${created.id_company}`;
    const same = await t.request({
      method: 'PUT',
      url,
      payload: {
        ...full,
        name_company: 'PT Maju Jaya Abadi Sentosa',
        city: 'Bandung',
        updated_at: created.updated_at,
      },
    });
    expect(same.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: { code_company: 'MJA0002', city: 'Bandung', name_company: 'PT Maju Jaya Abadi Sentosa' },
    });
    const renamed = await t.request({
      method: 'PUT',
      url,
      payload: { ...full, name_company: 'PT Karya Mandiri', code_company: 'ZZZ0001' },
    });
    expect(renamed.json().data.code_company).toBe('KM0001');
  });

  it('refuses a stale update with 409, a bad one with 422, a missing one with 404, and changes nothing', async () => {
    const created = (await store({ name_company: 'PT Stale Test' })).json().data;
    const url = `/api/companies/update/${created.id_company}`;
    await t.request({ method: 'PUT', url, payload: { name_company: 'PT Stale Test', city: 'Medan' } });
    const stale = await t.request({
      method: 'PUT',
      url,
      payload: { name_company: 'PT Lain', updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await t.request({ method: 'PUT', url, payload: { name_company: 'PT Lain', email: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Format email tidak valid.'] });
    const shown = (await t.request({ method: 'GET', url: `/api/companies/${created.id_company}` })).json()
      .data;
    expect(shown).toMatchObject({
      name_company: 'PT Stale Test',
      city: 'Medan',
      code_company: created.code_company,
    });
    const missing = await t.request({
      method: 'PUT',
      url: '/api/companies/update/999999',
      payload: { name_company: 'PT X' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Company tidak ditemukan.' });
    expect((await t.request({ method: 'GET', url: '/api/companies/999999' })).statusCode).toBe(404);
  });

  it('deletes a company with its branches and roles, answers 404 after, and audits every write', async () => {
    const created = (await store({ name_company: 'PT Sementara' })).json().data;
    const deleted = await t.request({ method: 'DELETE', url: `/api/companies/delete/${created.id_company}` });
    expect(deleted.json()).toEqual({ code: 200, message: 'Item Deleted' });
    expect(
      (await t.database.db.select().from(branches).where(eq(branches.company_id, created.id_company))).length,
    ).toBe(0);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/companies/delete/${created.id_company}` })).statusCode,
    ).toBe(404);
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'company'), eq(auditLogs.entity_id, String(created.id_company))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(trail[1]?.before).toMatchObject({ name_company: 'PT Sementara' });
  });

  it('answers 401 to every route without a token', async () => {
    const calls = [
      { method: 'GET', url: '/api/companies' },
      { method: 'GET', url: '/api/companies/1' },
      { method: 'POST', url: '/api/companies/search', payload: { name: 'a' } },
      { method: 'POST', url: '/api/companies/get_company_number', payload: { name: 'a' } },
      { method: 'POST', url: '/api/companies/store', payload: full },
      { method: 'PUT', url: '/api/companies/update/1', payload: full },
      { method: 'DELETE', url: '/api/companies/delete/1' },
    ] as const;
    const before = await countCompanies();
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    }
    expect(await countCompanies()).toBe(before);
  });
});
