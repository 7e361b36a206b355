// Shared setup of the two client-user test files (store; update, list, delete): two companies made through
// the API with their lookups, and the calls both files make. Each file keeps its own context and reads it
// through `get` when a test runs, after beforeAll made it.
import { count } from 'drizzle-orm';
import { clientUsers } from '@tagih/db';
import type { TestContext } from './helper.ts';

type Lookup = { id: number; name: string };

/** A company and what a user of it may be given: branches, groups (rbac roles), group accesses and roles. */
export interface ClientCompany {
  id: number;
  branches: Lookup[];
  groups: Lookup[];
  access: Lookup[];
  roles: Lookup[];
}

async function lookupIn(t: TestContext, path: string, company_id: number) {
  return (
    await t.request({ method: 'POST', url: `/api/${path}/search`, payload: { name: '', company_id } })
  ).json().data as Lookup[];
}

async function newCompany(t: TestContext, name_company: string): Promise<ClientCompany> {
  const id = (
    await t.request({ method: 'POST', url: '/api/companies/store', payload: { name_company } })
  ).json().data.id_company as number;
  return {
    id,
    branches: await lookupIn(t, 'branches', id),
    groups: await lookupIn(t, 'rbac_roles', id),
    access: await lookupIn(t, 'group-accesses', id),
    roles: await lookupIn(t, 'roles', id),
  };
}

/** PT Maju Jaya Abadi with a second branch (Cabang Surabaya besides Kantor Pusat), and CV Sinar Terang. */
export async function makeUserCompanies(t: TestContext) {
  const maju = await newCompany(t, 'PT Maju Jaya Abadi');
  await t.database.db.execute(
    `insert into branches (company_id, name) values (${maju.id}, 'Cabang Surabaya')`,
  );
  maju.branches = await lookupIn(t, 'branches', maju.id);
  const sinar = await newCompany(t, 'CV Sinar Terang');
  return { maju, sinar };
}

export function userCalls(get: () => { t: TestContext; maju: ClientCompany }) {
  const lookup = (path: string, company_id: number) => lookupIn(get().t, path, company_id);
  const countUsers = async () =>
    Number((await get().t.database.db.select({ n: count() }).from(clientUsers))[0]?.n);
  const store = (payload: object) => get().t.request({ method: 'POST', url: '/api/users/store', payload });
  /** A user of PT Maju Jaya Abadi in both its branches and its first group, which the API accepts. */
  const valid = () => {
    const { maju } = get();
    return {
      id_company: maju.id,
      branchs_id: maju.branches.map((branch) => branch.id),
      user_roles_id: [maju.groups[0]!.id],
      employee_id: 'MJA-0042',
      username_user: 'Rina.Wijaya@MajuJaya.co.id',
      name_user: 'Rina Wijaya',
      mobile_user: '081298765432',
    };
  };
  return { lookup, countUsers, store, valid };
}
