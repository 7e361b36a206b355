// One record of each resource, made through the API the way the console makes them, and a valid store
// payload per resource: the generic security tests (mass assignment, audit, stale versions, fuzzing next to
// real records) start from these. A resource with the standard set is listed in RESOURCES.
import { eq } from 'drizzle-orm';
import { admins } from '@tagih/db';
import { ADMIN, type TestContext } from '../helper.ts';

/** One record of each resource, made through the API by `makeRecords`. */
export interface Records {
  admin: number;
  company: number;
  branch: number;
  rbacRole: number;
  addOn: number;
  productItem: number;
  userPackage: number;
  userStorage: number;
  extraPackage: number;
  voucher: number;
  masterPackage: number;
  releaseNote: number;
  user: number;
  order: number;
}

export type Payload = Record<string, unknown>;

/** A resource with the standard set (store, update/:id, delete/:id, search, show /:id). */
export interface Resource {
  base: string;
  /** `entity` of its audit rows. */
  entity: string;
  /** The field of an answer that holds the record's id. */
  idField: 'id' | 'id_company';
  /** A minimal payload that stores; `tag` keeps unique names unique. */
  valid(r: Records, tag: string): Payload;
  /** Input fields the server must ignore anyway (it assigns them itself). */
  serverAssigned?: string[];
  /** The update address and body when they are not `/update/{id}` with the payload (users: keyed by company). */
  update?(r: Records, id: number, payload: Payload): { url: string; payload: Payload };
}

const submoduleRow = (id: number, submodule: number, price: number, disc = 0) => ({
  id,
  name: `Sub ${id}`,
  submodule,
  price,
  disc,
});

// Ordered by dependency: makeRecords stores them top to bottom.
export const RESOURCES: Record<Exclude<keyof Records, 'admin' | 'branch' | 'rbacRole'>, Resource> = {
  company: {
    base: '/api/companies',
    entity: 'company',
    idField: 'id_company',
    valid: (_r, tag) => ({ name_company: `PT Uji Keamanan ${tag}`, email: `finance.${tag}@uji.co.id` }),
  },
  addOn: {
    base: '/api/add-ons',
    entity: 'add_on',
    idField: 'id',
    valid: (_r, tag) => ({
      name: `Modul Uji ${tag}`,
      is_showing: 1,
      description: '<p>Modul</p>',
      submodule: [submoduleRow(1, 1, 250_000)],
    }),
  },
  productItem: {
    base: '/api/product-items',
    entity: 'product_item',
    idField: 'id',
    valid: (r, tag) => ({
      name: `Produk Uji ${tag}`,
      is_aol: 1,
      description: '<p>Produk</p>',
      submodule: [submoduleRow(1, 1, 1_000_000, 100_000), submoduleRow(7, 2, 500_000)],
      addOns: [r.addOn],
    }),
  },
  userPackage: {
    base: '/api/user-packages',
    entity: 'user_package',
    idField: 'id',
    valid: (_r, tag) => ({
      name: `Paket User ${tag}`,
      total_user: 10,
      price: '1500000',
      is_showing: 1,
      description: '<p>Sepuluh user</p>',
    }),
  },
  userStorage: {
    base: '/api/user-storages',
    entity: 'user_storage',
    idField: 'id',
    valid: (_r, tag) => ({
      name: `Storage ${tag}`,
      storage: 10,
      type: 'GB',
      price: '250000',
      is_free: 0,
      description: '<p>Storage</p>',
    }),
  },
  extraPackage: {
    base: '/api/extra-packages',
    entity: 'extra_package',
    idField: 'id',
    valid: (_r, tag) => ({ name: `Implementasi ${tag}`, price: 3_500_000 }),
  },
  voucher: {
    base: '/api/voucher',
    entity: 'voucher',
    idField: 'id',
    valid: (_r, tag) => ({
      name_voucher: `Diskon ${tag}`,
      is_all_module: 1,
      type_voucher: 0,
      nominal: 50_000,
      start_date: '2026-01-01',
      end_date: '2099-12-31',
    }),
  },
  masterPackage: {
    base: '/api/kode_paket',
    entity: 'master_package',
    idField: 'id',
    valid: (r, tag) => ({
      nama_paket: `Paket ${tag}`,
      product_item_id: r.productItem,
      user_package_id: r.userPackage,
      user_storage_id: r.userStorage,
      add_on_id: [r.addOn],
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    }),
  },
  releaseNote: {
    base: '/api/release-notes',
    entity: 'release_note',
    idField: 'id',
    valid: (_r, tag) => ({
      version: `v9.${tag}`,
      date_schedule: '2026-01-01 10:00',
      description: '<p>Perbaikan</p>',
    }),
  },
  user: {
    base: '/api/users',
    entity: 'client_user',
    idField: 'id',
    valid: (r, tag) => ({
      id_company: r.company,
      branchs_id: [r.branch],
      user_roles_id: [r.rbacRole],
      username_user: `pengguna.${tag}@uji.co.id`,
      name_user: `Pengguna ${tag}`,
    }),
    update: (r, id, payload) => ({ url: `/api/users/update/${r.company}`, payload: { ...payload, id } }),
  },
  order: {
    base: '/api/orders',
    entity: 'order',
    idField: 'id',
    valid: (r) => ({
      id_company: r.company,
      id_product_item: r.productItem,
      id_user_package: r.userPackage,
      qty_user_package: 2,
      id_storage_package: r.userStorage,
      total_month: 3,
      extra_package: [{ id_extra_package: r.extraPackage, disc_extra_package: 0 }],
      array_addon: [r.addOn],
    }),
    serverAssigned: ['invoice_number', 'packages'],
  },
};

export interface ActionContext {
  t: TestContext;
  r: Records;
  /** Stores a fresh record of a resource (for actions that use one up, such as cancel or delete). */
  fresh(resource: keyof typeof RESOURCES): Promise<number>;
}

async function storeRecord(t: TestContext, resource: Resource, r: Records, tag: string): Promise<Payload> {
  const response = await t.request({
    method: 'POST',
    url: `${resource.base}/store`,
    payload: resource.valid(r, tag),
  });
  if (response.statusCode !== 200)
    throw new Error(
      `${resource.base}/store refused its valid example: ${response.statusCode} ${response.body}`,
    );
  return response.json().data as Payload;
}

export async function storeFresh(
  t: TestContext,
  resource: Resource,
  r: Records,
  tag: string,
): Promise<number> {
  return (await storeRecord(t, resource, r, tag))[resource.idField] as number;
}

/** One record of each resource, stored through the API in dependency order. */
export async function makeRecords(t: TestContext): Promise<Records> {
  const [admin] = await t.database.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, ADMIN.email));
  const r = { admin: admin!.id } as Records;
  const lookup = async (kind: string) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/${kind}/search`,
      payload: { name: '', company_id: r.company },
    });
    return (response.json().data as Array<{ id: number }>)[0]!.id;
  };
  for (const [name, resource] of Object.entries(RESOURCES) as Array<[keyof typeof RESOURCES, Resource]>) {
    r[name] = await storeFresh(t, resource, r, `rec-${name}`);
    if (name === 'company') {
      r.branch = await lookup('branches');
      r.rbacRole = await lookup('rbac_roles');
    }
  }
  return r;
}

let freshCount = 0;
export function actionContext(t: TestContext, r: Records): ActionContext {
  return {
    t,
    r,
    fresh: (name) => storeFresh(t, RESOURCES[name], r, `fresh-${(freshCount += 1)}-${Date.now() % 100_000}`),
  };
}
