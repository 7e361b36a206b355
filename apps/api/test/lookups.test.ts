import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

const LOOKUPS = [
  { path: '/api/branches/search', defaults: ['Kantor Pusat'] },
  { path: '/api/rbac_roles/search', defaults: ['Administrator', 'Staff'] },
  { path: '/api/group-accesses/search', defaults: ['Default'] },
  { path: '/api/roles/search', defaults: ['User'] },
];

describe('look-ups filtered by company', () => {
  let t: TestContext;
  let maju: number;
  let sinar: number;
  beforeAll(async () => {
    t = await createTestContext();
    const store = async (name_company: string) =>
      (await t.request({ method: 'POST', url: '/api/companies/store', payload: { name_company } })).json()
        .data.id_company as number;
    maju = await store('PT Maju Jaya Abadi');
    sinar = await store('CV Sinar Terang');
    await t.database.db.execute(
      `insert into branches (company_id, name) values (${maju}, 'Cabang Surabaya'), (${maju}, 'Cabang Medan')`,
    );
  });
  afterAll(() => t.close());

  const search = (path: string, payload: object) => t.request({ method: 'POST', url: path, payload });

  it.each(LOOKUPS)(
    "$path answers only the chosen company's rows as {id, name}",
    async ({ path, defaults }) => {
      const response = await search(path, { name: '', company_id: sinar });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, message: 'OK' });
      expect(body.data.map((row: { name: string }) => row.name)).toEqual(defaults);
      for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
      const other = (await search(path, { name: '', company_id: maju })).json().data;
      expect(
        other.some((row: { id: number }) => body.data.some((mine: { id: number }) => mine.id === row.id)),
      ).toBe(false);
    },
  );

  it.each(LOOKUPS)(
    '$path refuses a missing company_id with 422 and answers 401 without a token',
    async ({ path }) => {
      const response = await search(path, { name: 'a' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: { company_id: ['Wajib diisi.'] },
      });
      expect((await search(path, { company_id: 'abc' })).json().errors.company_id).toEqual(['Wajib diisi.']);
      expect(
        (await t.app.inject({ method: 'POST', url: path, payload: { name: '', company_id: maju } }))
          .statusCode,
      ).toBe(401);
    },
  );

  it('matches any part of the name, any case, and an unknown company finds nothing', async () => {
    const found = (await search('/api/branches/search', { name: 'CABANG', company_id: maju })).json().data;
    expect(found.map((row: { name: string }) => row.name)).toEqual(['Cabang Medan', 'Cabang Surabaya']);
    expect((await search('/api/branches/search', { company_id: maju })).json().data).toHaveLength(3);
    expect((await search('/api/branches/search', { name: 'cabang', company_id: sinar })).json().data).toEqual(
      [],
    );
    expect(
      (await search('/api/rbac_roles/search', { name: 'staf', company_id: maju }))
        .json()
        .data.map((row: { name: string }) => row.name),
    ).toEqual(['Staff']);
    expect((await search('/api/roles/search', { name: '', company_id: 999_999 })).json()).toEqual({
      code: 200,
      message: 'OK',
      data: [],
    });
  });

  it('adds a branch to a company with POST /branches/store, refusing duplicates, unknown companies and blanks', async () => {
    const store = (payload: object) => t.request({ method: 'POST', url: '/api/branches/store', payload });
    const added = await store({ company_id: sinar, name: '  Cabang Bandung ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      code: 200,
      message: 'Data berhasil ditambahkan!',
      data: { id: expect.any(Number), name: 'Cabang Bandung' },
    });
    expect(
      (await search('/api/branches/search', { name: 'bandung', company_id: sinar })).json().data,
    ).toEqual([added.json().data]);

    const duplicate = await store({ company_id: sinar, name: 'Cabang Bandung' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      name: ['Branch dengan nama ini sudah ada pada company tersebut.'],
    });
    expect((await store({ company_id: 999_999, name: 'X' })).json().errors).toEqual({
      company_id: ['Company tidak ditemukan.'],
    });
    expect((await store({ company_id: sinar, name: ' ' })).json().errors).toEqual({ name: ['Wajib diisi.'] });
    expect((await search('/api/branches/search', { company_id: sinar })).json().data).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/branches/store',
          payload: { company_id: sinar, name: 'Y' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
