// The catalogue, companies and vouchers the order tests price against, inserted straight into the tables
// (the order API reads them from there, whatever the other resources' routes look like).
import { count, eq } from 'drizzle-orm';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  addOns,
  auditLogs,
  codeSequences,
  companies,
  extraPackages,
  orderAddOns,
  orderExtraPackages,
  orders,
  productItemAddOns,
  productItems,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import { orderInputSchema } from '@tagih/domain/schemas/order';
import { storeOrder as storeOrderDirect } from '../src/orders/write/orders-write.ts';
import type { TestContext } from './helper.ts';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function seedOrderCatalogue(db: Db) {
  const maju = await one(
    db
      .insert(companies)
      .values({
        code_company: 'MJA0001',
        name_company: 'PT Maju Jaya Abadi',
        email: 'finance@majujaya.co.id',
      })
      .returning(),
  );
  const sinar = await one(
    db
      .insert(companies)
      .values({ code_company: 'STE0001', name_company: 'CV Sinar Terang Elektrik' })
      .returning(),
  );
  // Prices per month (product, user package, storage), one-off (extras).
  const pro = await one(
    db.insert(productItems).values({ name: 'Tagih Pro', price: '1000000', is_billing: 0 }).returning(),
  );
  const flex = await one(
    db.insert(productItems).values({ name: 'Tagih Flex', price: '2000000', is_billing: 1 }).returning(),
  );
  const gudang = await one(db.insert(addOns).values({ name: 'Modul Gudang', price: '400000' }).returning());
  const hrd = await one(db.insert(addOns).values({ name: 'Modul HRD', price: '250000' }).returning());
  const armada = await one(db.insert(addOns).values({ name: 'Modul Armada', price: '900000' }).returning());
  await db.insert(productItemAddOns).values([
    { product_item_id: pro.id, add_on_id: gudang.id },
    { product_item_id: pro.id, add_on_id: hrd.id },
    { product_item_id: flex.id, add_on_id: armada.id },
  ]);
  const users10 = await one(
    db.insert(userPackages).values({ name: 'Paket 10 User', price: '100000', total_user: 10 }).returning(),
  );
  const storage50 = await one(
    db
      .insert(userStorages)
      .values({ name: 'Storage 50 GB', storage: 50, type: 'GB', price: '50000' })
      .returning(),
  );
  const onsite = await one(
    db.insert(extraPackages).values({ name: 'Implementasi & Training Onsite', price: '7500000' }).returning(),
  );
  const migrasi = await one(
    db.insert(extraPackages).values({ name: 'Migrasi Data', price: '3500000' }).returning(),
  );

  const voucher = (values: Partial<typeof vouchers.$inferInsert> & { code_voucher: string }) =>
    one(
      db
        .insert(vouchers)
        .values({
          name_voucher: values.code_voucher,
          type_voucher: 0,
          nominal: '0',
          start_date: '2000-01-01',
          end_date: '2099-12-31',
          ...values,
        })
        .returning(),
    );
  const v = {
    order: await voucher({ code_voucher: 'ORDER105', type_voucher: 1, nominal: '10|5', is_all_module: 1 }),
    product: await voucher({ code_voucher: 'PRODUK25', nominal: '250000', id_module: 2, id_product_item: 0 }),
    flexOnly: await voucher({
      code_voucher: 'FLEXONLY',
      nominal: '100000',
      id_module: 2,
      id_product_item: flex.id,
    }),
    addOn: await voucher({
      code_voucher: 'GUDANG50',
      type_voucher: 1,
      nominal: '50',
      id_module: 3,
      id_add_on: gudang.id,
    }),
    userPackage: await voucher({
      code_voucher: 'USER10PC',
      type_voucher: 1,
      nominal: '10',
      id_module: 1,
      id_user_package: users10.id,
    }),
    expired: await voucher({
      code_voucher: 'LAMA2020',
      nominal: '50000',
      is_all_module: 1,
      end_date: '2020-12-31',
    }),
  };
  return { maju, sinar, pro, flex, gudang, hrd, armada, users10, storage50, onsite, migrasi, v };
}

export type OrderCatalogue = Awaited<ReturnType<typeof seedOrderCatalogue>>;

/** A minimal valid new order for PT Maju Jaya Abadi: Tagih Pro, 10 users, 1 month. */
export function basePayload(c: OrderCatalogue, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id_company: c.maju.id_company,
    id_product_item: c.pro.id,
    id_user_package: c.users10.id,
    qty_user_package: 1,
    total_month: 1,
    ...over,
  };
}

export async function storeOrder(t: TestContext, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/orders/store', payload });
}

/** Stores an order and returns its row, failing the test when the API refuses it. */
export async function createOrder(t: TestContext, payload: Record<string, unknown>) {
  const response = await storeOrder(t, payload);
  if (response.statusCode !== 200) throw new Error(`store failed: ${response.statusCode} ${response.body}`);
  return response.json().data as Record<string, unknown> & {
    id: number;
    invoice_number: string;
    updated_at: string;
  };
}

/**
 * Stores basePayload with `over` through the store itself, on the Jakarta day `today` (the API's clock is
 * today's): what an upgrade test needs to price proration on fixed dates.
 */
export function storeOrderOn(
  t: TestContext,
  c: OrderCatalogue,
  over: Record<string, unknown>,
  today: string,
) {
  const context = { adminId: null, requestId: 'orders-fixtures' };
  const input = orderInputSchema.parse(basePayload(c, over));
  return storeOrderDirect(t.database.db, t.app.orderStatements, input, context, today);
}

/** Moves an order's period back, as if it had been made `daysAgo` days ago (for proration). */
export async function movePeriod(db: Db, id: number, start: string, end: string) {
  await db.update(orders).set({ start_period: start, end_period: end }).where(eq(orders.id, id));
}

/** How many orders, extra-charge rows, add-on links and order audit rows exist, and this month's sequence. */
export async function orderTableCounts(t: TestContext) {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [x] = await t.database.db.select({ n: count() }).from(orderExtraPackages);
  const [a] = await t.database.db.select({ n: count() }).from(orderAddOns);
  const [l] = await t.database.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.entity, 'order'));
  const [s] = await t.database.db
    .select({ last: codeSequences.last_value })
    .from(codeSequences)
    .where(eq(codeSequences.scope, `invoice:${todayInJakarta().slice(0, 7)}`));
  return {
    orders: Number(o?.n),
    extras: Number(x?.n),
    addOns: Number(a?.n),
    audits: Number(l?.n),
    sequence: s?.last ?? 0,
  };
}

/** The start of this month's invoice numbers, `INV/yyyy/mm/` (the month in Jakarta, as the sequence counts). */
export function invoiceMonthPrefix() {
  const today = todayInJakarta();
  return `INV/${today.slice(0, 4)}/${today.slice(5, 7)}/`;
}
