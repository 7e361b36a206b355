// Client users: update (keyed by company), list and search, delete, and the token every route needs. The
// store is in users.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, userBranches } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { makeUserCompanies, userCalls, type ClientCompany } from './users-fixtures.ts';

describe('client users: the standard set with update keyed by company', () => {
  let t: TestContext;
  let maju: ClientCompany;
  let sinar: ClientCompany;
  const { countUsers, store, valid } = userCalls(() => ({ t, maju }));
  beforeAll(async () => {
    t = await createTestContext();
    ({ maju, sinar } = await makeUserCompanies(t));
  });
  afterAll(() => t.close());

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
