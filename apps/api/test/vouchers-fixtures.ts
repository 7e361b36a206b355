// Shared setup of the two voucher test files (store and its refusals; code, list, update, delete, demo seed):
// the catalogue rows a voucher can target, a voucher stored before targets were written down (the legacy
// row), and the calls both files make. Each file keeps its own context and reads it through `get`.
import { count } from 'drizzle-orm';
import { addOns, productItems, userPackages, vouchers, type Db } from '@tagih/db';
import type { TestContext } from './helper.ts';

export const CODE = /^[A-Z2-9]{8}$/;

export const orderVoucher = {
  name_voucher: 'Diskon Akhir Tahun',
  is_all_module: 1,
  type_voucher: 0,
  nominal: 500_000,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
};

/** The catalogue rows a voucher can target, inserted directly (their endpoints are another resource's). */
export async function insertVoucherTargets(db: Db) {
  const idOf = (rows: { id: number }[]) => rows[0]!.id;
  return {
    userPackageId: idOf(
      await db.insert(userPackages).values({ name: 'Paket 25 User', price: '250000' }).returning(),
    ),
    productItemId: idOf(
      await db.insert(productItems).values({ name: 'Tagih ERP Standard', price: '1500000' }).returning(),
    ),
    addOnId: idOf(await db.insert(addOns).values({ name: 'Modul Payroll', price: '300000' }).returning()),
  };
}

/** 'Data Lama' (LAMA2345): a stored '0' user-package target with the module left empty, as old rows have it. */
export async function insertLegacyVoucher(db: Db) {
  const [legacy] = await db
    .insert(vouchers)
    .values({
      name_voucher: 'Data Lama',
      code_voucher: 'LAMA2345',
      type_voucher: 1,
      nominal: '15',
      id_user_package: 0,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    })
    .returning();
  return legacy!;
}

export function voucherCalls(get: () => TestContext) {
  const store = (payload: object) => get().request({ method: 'POST', url: '/api/voucher/store', payload });
  const update = (id: number, payload: object) =>
    get().request({ method: 'PUT', url: `/api/voucher/update/${id}`, payload });
  const show = (id: number) => get().request({ method: 'GET', url: `/api/voucher/${id}` });
  const voucherCount = async () =>
    Number((await get().database.db.select({ n: count() }).from(vouchers))[0]?.n);
  return { store, update, show, voucherCount };
}
