// Shared setup of the catalogue tests: payloads that pass, and records made through the API (or, for an
// order that refers to the catalogue, straight in the database, so these tests do not depend on orders).
import { expect } from 'vitest';
import { companies, orders } from '@tagih/db';
import type { TestContext } from './helper.ts';

/** Sub-module ids of the base seed: 1 Marketing 1-6, 2 Operation 7-12, 3 Master 13-17, 4 Report 18-22, 5 Setting 23-27, 6 Internal 28-31. */
export const row = (id: number, submodule: number, price: number | string, disc: number | string = 0) => ({
  id,
  name: `Sub ${id}`,
  submodule,
  price,
  disc,
});

export async function storeOk<T = Record<string, unknown>>(
  t: TestContext,
  url: string,
  payload: object,
): Promise<T> {
  const response = await t.request({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

export const addOnPayload = (name: string, rows = [row(1, 1, 250_000)]) => ({
  name,
  is_showing: 1,
  submodule: rows,
});
export const productItemPayload = (
  name: string,
  addOns: number[] = [],
  rows = [row(1, 1, 1_000_000, 100_000), row(7, 2, 500_000)],
) => ({
  name,
  is_aol: true,
  submodule: rows,
  addOns,
});
export const userPackagePayload = (name: string) => ({
  name,
  total_user: 10,
  price: '1500000',
  is_showing: 1,
  description: '<p>Sepuluh user</p>',
});
export const userStoragePayload = (name: string) => ({
  name,
  storage: 10,
  type: 'GB',
  price: '250000',
  is_free: 0,
});

/** The two add-ons the product-item tests link to their items, stored through the API; their ids. */
export async function storeTwoAddOns(t: TestContext): Promise<number[]> {
  return [
    (await storeOk<{ id: number }>(t, '/api/add-ons/store', addOnPayload('WhatsApp Notification'))).id,
    (await storeOk<{ id: number }>(t, '/api/add-ons/store', addOnPayload('E-Faktur Integration'))).id,
  ];
}

export interface Catalogue {
  productItemId: number;
  userPackageId: number;
  userStorageId: number;
  addOnId: number;
}

export async function makeCatalogue(t: TestContext, tag: string): Promise<Catalogue> {
  const addOn = await storeOk<{ id: number }>(t, '/api/add-ons/store', addOnPayload(`Add on ${tag}`));
  const product = await storeOk<{ id: number }>(
    t,
    '/api/product-items/store',
    productItemPayload(`Produk ${tag}`, [addOn.id]),
  );
  const userPackage = await storeOk<{ id: number }>(
    t,
    '/api/user-packages/store',
    userPackagePayload(`User ${tag}`),
  );
  const storage = await storeOk<{ id: number }>(
    t,
    '/api/user-storages/store',
    userStoragePayload(`Storage ${tag}`),
  );
  return {
    productItemId: product.id,
    userPackageId: userPackage.id,
    userStorageId: storage.id,
    addOnId: addOn.id,
  };
}

let companySeq = 0;

/** An order referring to the given catalogue records, inserted directly. */
export async function insertOrder(
  t: TestContext,
  refs: { productItemId: number; userPackageId: number; userStorageId?: number | null },
): Promise<number> {
  companySeq += 1;
  const [company] = await t.database.db
    .insert(companies)
    .values({
      code_company: `TST${String(companySeq).padStart(4, '0')}`,
      name_company: `PT Uji ${companySeq}`,
    })
    .returning();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      id_company: company!.id_company,
      invoice_number: `INV/2026/01/${String(companySeq).padStart(4, '0')}`,
      start_period: '2026-01-01',
      end_period: '2026-01-31',
      id_product_item: refs.productItemId,
      id_user_package: refs.userPackageId,
      id_storage_package: refs.userStorageId ?? null,
    })
    .returning();
  return order!.id;
}
