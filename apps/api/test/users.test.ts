// Client users, the store: the nested record it answers, and what it refuses. Update, list and delete are
// in users-manage.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';
import { makeUserCompanies, userCalls, type ClientCompany } from './users-fixtures.ts';

describe('client users: the standard set with update keyed by company', () => {
  let t: TestContext;
  let maju: ClientCompany;
  let sinar: ClientCompany;
  const { lookup, countUsers, store, valid } = userCalls(() => ({ t, maju }));
  beforeAll(async () => {
    t = await createTestContext();
    ({ maju, sinar } = await makeUserCompanies(t));
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
});
