import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLogs, clientUsers, userBranches } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

type Lookup = { id: number; name: string };

describe('client users: the standard set with update keyed by company', () => {
  let t: TestContext;
  let maju: { id: number; branches: Lookup[]; groups: Lookup[]; access: Lookup[]; roles: Lookup[] };
  let sinar: { id: number; branches: Lookup[]; groups: Lookup[] };

  const lookup = async (path: string, company_id: number) =>
    (
      await t.request({ method: 'POST', url: `/api/${path}/search`, payload: { name: '', company_id } })
    ).json().data as Lookup[];
  const newCompany = async (name_company: string) => {
    const id = (
      await t.request({ method: 'POST', url: '/api/companies/store', payload: { name_company } })
    ).json().data.id_company as number;
    return {
      id,
      branches: await lookup('branches', id),
      groups: await lookup('rbac_roles', id),
      access: await lookup('group-accesses', id),
      roles: await lookup('roles', id),
    };
  };
  const countUsers = async () => Number((await t.database.db.select({ n: count() }).from(clientUsers))[0]?.n);
  const store = (payload: object) => t.request({ method: 'POST', url: '/api/users/store', payload });
  const valid = () => ({
    id_company: maju.id,
    branchs_id: maju.branches.map((branch) => branch.id),
    user_roles_id: [maju.groups[0]!.id],
    employee_id: 'MJA-0042',
    username_user: 'Rina.Wijaya@MajuJaya.co.id',
    name_user: 'Rina Wijaya',
    mobile_user: '081298765432',
  });

  beforeAll(async () => {
    t = await createTestContext();
    maju = await newCompany('PT Maju Jaya Abadi');
    await t.database.db.execute(
      `insert into branches (company_id, name) values (${maju.id}, 'Cabang Surabaya')`,
    );
    maju.branches = await lookup('branches', maju.id);
    sinar = await newCompany('CV Sinar Terang');
  });
  afterAll(() => t.close());

  it('stores a user and returns the nested record of spec section 3', async () => {
    const response = await store({
      ...valid(),
      id: 999,
      id_group: maju.access[0]!.id,
      id_role: maju.roles[0]!.id,
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Data berhasil ditambahkan!');
    expect(data.id).not.toBe(999);
    const [cabang, pusat] = maju.branches; // alphabetical: Cabang Surabaya, Kantor Pusat
    expect(data).toMatchObject({
      id_company: maju.id,
      company: { id_company: maju.id, name_company: 'PT Maju Jaya Abadi' },
      employee_id: 'MJA-0042',
      username_user: 'rina.wijaya@majujaya.co.id',
      profile: { name_user: 'Rina Wijaya', mobile_user: '081298765432' },
      branchs_id: [cabang!.id, pusat!.id],
      branches: [cabang, pusat],
      default_branch: cabang!.id,
      branch: cabang,
      user_roles_id: [maju.groups[0]!.id],
      roles: [{ rbac_role_id: maju.groups[0]!.id, role: { id: maju.groups[0]!.id, name: 'Administrator' } }],
      id_group: maju.access[0]!.id,
      group: { id: maju.access[0]!.id, name: 'Default' },
      id_role: maju.roles[0]!.id,
      role: { id_role: maju.roles[0]!.id, name: 'User' },
    });
    const shown = await t.request({ method: 'GET', url: `/api/users/${data.id}` });
    expect(shown.json()).toEqual({ code: 200, message: 'OK', data });
  });

  it('stores without group access and role (id_role 0 means none)', async () => {
    const data = (
      await store({
        ...valid(),
        username_user: 'tanpa.role@majujaya.co.id',
        id_role: 0,
        id_group: null,
        mobile_user: '',
      })
    ).json().data;
    expect(data).toMatchObject({
      id_role: null,
      role: null,
      id_group: null,
      group: null,
      profile: { mobile_user: null },
    });
  });

  it('refuses invalid fields under their names and stores nothing', async () => {
    const before = await countUsers();
    const response = await store({
      id_company: '',
      branchs_id: [],
      user_roles_id: ['x'],
      username_user: 'bukan-email',
      name_user: ' ',
      mobile_user: '08-12',
      employee_id: 'e'.repeat(51),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: {
        id_company: ['Wajib diisi.'],
        branchs_id: ['Pilih minimal satu branch.'],
        user_roles_id: ['Pilihan tidak valid.'],
        username_user: ['Format email tidak valid.'],
        name_user: ['Wajib diisi.'],
        mobile_user: ['Hanya boleh berisi angka.'],
        employee_id: ['Maksimal 50 karakter.'],
      },
    });
    expect((await store({})).json().errors).toMatchObject({
      branchs_id: ['Wajib diisi.'],
      user_roles_id: ['Wajib diisi.'],
      username_user: ['Wajib diisi.'],
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses branches, groups, group access and role of another company, and an unknown company (422)', async () => {
    const before = await countUsers();
    const foreign = await store({
      ...valid(),
      username_user: 'asing@majujaya.co.id',
      branchs_id: [maju.branches[0]!.id, sinar.branches[0]!.id],
      user_roles_id: [sinar.groups[0]!.id],
      id_group: (await lookup('group-accesses', sinar.id))[0]!.id,
      id_role: (await lookup('roles', sinar.id))[0]!.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      branchs_id: ['Branch tidak terdaftar pada company yang dipilih.'],
      user_roles_id: ['Group tidak terdaftar pada company yang dipilih.'],
      id_group: ['Group access tidak terdaftar pada company yang dipilih.'],
      id_role: ['Role tidak terdaftar pada company yang dipilih.'],
    });
    const unknown = await store({ ...valid(), username_user: 'x@y.co.id', id_company: 999_999 });
    expect(unknown.json().errors).toEqual({ id_company: ['Company tidak ditemukan.'] });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username already in use, whatever its case', async () => {
    const taken = await store({ ...valid(), username_user: 'RINA.WIJAYA@majujaya.co.id' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username_user: ['Email sudah digunakan oleh user lain.'] });
  });

  it('updates at PUT /users/update/{id_company} with the user id in the body, replacing branches and groups', async () => {
    const created = (await store({ ...valid(), username_user: 'dewi@majujaya.co.id' })).json().data;
    const pusat = maju.branches.find((branch) => branch.name === 'Kantor Pusat')!;
    const response = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: {
        ...valid(),
        id: created.id,
        username_user: 'dewi.lestari@majujaya.co.id',
        name_user: 'Dewi Lestari',
        branchs_id: [pusat.id],
        user_roles_id: maju.groups.map((g) => g.id),
        default_branch: created.default_branch,
        updated_at: created.updated_at,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: {
        id: created.id,
        username_user: 'dewi.lestari@majujaya.co.id',
        profile: { name_user: 'Dewi Lestari' },
        branchs_id: [pusat.id],
        default_branch: pusat.id,
        user_roles_id: maju.groups.map((g) => g.id),
      },
    });
    const links = await t.database.db.select().from(userBranches).where(eq(userBranches.user_id, created.id));
    expect(links.map((link) => link.branch_id)).toEqual([pusat.id]);
    // Saving again with its own username is not a clash.
    const again = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...valid(), id: created.id, username_user: 'dewi.lestari@majujaya.co.id' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an update for another company (404), a move of company (422), a missing id (422), a stale version (409)', async () => {
    const created = (await store({ ...valid(), username_user: 'agus@majujaya.co.id' })).json().data;
    const payload = { ...valid(), id: created.id, username_user: 'agus@majujaya.co.id', name_user: 'Diubah' };
    const wrongCompany = await t.request({
      method: 'PUT',
      url: `/api/users/update/${sinar.id}`,
      payload: {
        ...payload,
        id_company: sinar.id,
        branchs_id: [sinar.branches[0]!.id],
        user_roles_id: [sinar.groups[0]!.id],
      },
    });
    expect(wrongCompany.statusCode).toBe(404);
    expect(wrongCompany.json()).toEqual({ code: 404, message: 'User pada company ini tidak ditemukan.' });
    const moved = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, id_company: sinar.id },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ id_company: ['Company user tidak dapat dipindah.'] });
    const noId = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, id: undefined },
    });
    expect(noId.json()).toMatchObject({ code: 422, errors: { id: ['Wajib diisi.'] } });
    const unknownUser = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, id: 999_999 },
    });
    expect(unknownUser.statusCode).toBe(404);
    const unknownCompany = await t.request({ method: 'PUT', url: '/api/users/update/999999', payload });
    expect(unknownCompany.json()).toEqual({ code: 404, message: 'Company tidak ditemukan.' });
    await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, name_user: 'Agus Salim' },
    });
    const stale = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const shown = (await t.request({ method: 'GET', url: `/api/users/${created.id}` })).json().data;
    expect(shown).toMatchObject({ id_company: maju.id, profile: { name_user: 'Agus Salim' } });
    const badUpdate = await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...payload, branchs_id: [sinar.branches[0]!.id] },
    });
    expect(badUpdate.json().errors).toEqual({
      branchs_id: ['Branch tidak terdaftar pada company yang dipilih.'],
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${created.id}` })).json().data.branchs_id,
    ).toEqual(shown.branchs_id);
  });

  it('lists 10 a page and searches username, employee id, name and company name', async () => {
    for (let i = 1; i <= 9; i += 1)
      await store({
        ...valid(),
        username_user: `staf${i}@sinar.co.id`,
        employee_id: `ST-${i}`,
        name_user: `Staf Gudang ${i}`,
        id_company: sinar.id,
        branchs_id: [sinar.branches[0]!.id],
        user_roles_id: [sinar.groups[1]!.id],
      });
    const total = await countUsers();
    const page1 = (await t.request({ method: 'GET', url: '/api/users' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 10), per_page: 10, total });
    expect(page1.data[0]).toMatchObject({
      username_user: 'staf9@sinar.co.id',
      company: { name_company: 'CV Sinar Terang' },
      profile: { name_user: 'Staf Gudang 9' },
    });

    const search = async (text: string) =>
      (await t.request({ method: 'GET', url: `/api/users?search=${encodeURIComponent(text)}` })).json().meta
        .total;
    expect(await search('SINAR TERANG')).toBe(9);
    expect(await search('st-3')).toBe(1);
    expect(await search('gudang')).toBe(9);
    expect(await search('@MAJUJAYA')).toBe(total - 9);
    expect(await search('tidak-ada')).toBe(0);
    const typed = (
      await t.request({ method: 'POST', url: '/api/users/search', payload: { name: 'staf gudang 1' } })
    ).json();
    expect(typed.data.map((row: { profile: { name_user: string } }) => row.profile.name_user)).toEqual([
      'Staf Gudang 1',
    ]);
  });

  it('deletes a user with its links, answers 404 after, and audits create, update and delete', async () => {
    const created = (await store({ ...valid(), username_user: 'hapus@majujaya.co.id' })).json().data;
    await t.request({
      method: 'PUT',
      url: `/api/users/update/${maju.id}`,
      payload: { ...valid(), id: created.id, username_user: 'hapus@majujaya.co.id' },
    });
    expect((await t.request({ method: 'DELETE', url: `/api/users/delete/${created.id}` })).json()).toEqual({
      code: 200,
      message: 'Item Deleted',
    });
    expect(
      (await t.database.db.select().from(userBranches).where(eq(userBranches.user_id, created.id))).length,
    ).toBe(0);
    expect((await t.request({ method: 'DELETE', url: `/api/users/delete/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/api/users/${created.id}` })).json()).toEqual({
      code: 404,
      message: 'User tidak ditemukan.',
    });
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'client_user'), eq(auditLogs.entity_id, String(created.id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[2]?.before).toMatchObject({
      username_user: 'hapus@majujaya.co.id',
      branchs_id: created.branchs_id,
    });
  });

  it('answers 401 to every route without a token', async () => {
    const calls = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/users/1' },
      { method: 'POST', url: '/api/users/search', payload: { name: '' } },
      { method: 'POST', url: '/api/users/store', payload: {} },
      { method: 'PUT', url: '/api/users/update/1', payload: {} },
      { method: 'DELETE', url: '/api/users/delete/1' },
    ] as const;
    for (const call of calls)
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });
});
