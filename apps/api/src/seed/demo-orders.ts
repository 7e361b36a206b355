// Demo orders for the companies, catalogue and vouchers the other demo seeds added. They go through the
// order store itself (priced by the shared code, numbered by the month's sequence), dated over the last
// months: most new, some paid, one cancelled and one upgrade of a still-running order, prorated. A paid order
// is paid through the publish step itself, so its payment is recorded and its balance due is 0.
import { asc, eq } from 'drizzle-orm';
import {
  companies,
  extraPackages,
  orders,
  productItemAddOns,
  productItems,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import { addDays, jakartaDateTimeToUtc, todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { orderInputSchema, type OrderInput } from '@tagih/domain/schemas/order';
import { invoiceDueDate } from '@tagih/domain/reminders';
import { AppError } from '../lib/app-error.ts';
import { orderStatementsOn, type OrderStatements } from '../orders/statements.ts';
import { cancelOrder, changeOrderStatus } from '../orders/lifecycle/orders-status.ts';
import { storeOrder } from '../orders/write/orders-write.ts';

const context = { adminId: null, requestId: 'demo-seed' };

const REMARKS = [
  'Termasuk pelatihan admin 2 hari',
  'Pembayaran via transfer BCA',
  'Perpanjangan kontrak tahunan',
  'Onboarding cabang baru',
  '',
  'Diskon khusus pelanggan lama',
  'Implementasi bertahap',
  '',
];

/**
 * Stores a demo order priced on `day` (a demo voucher that does not fit is dropped) and dates it then, during
 * office hours, as a real order would have been.
 */
async function storeMadeOn(
  db: Db,
  statements: OrderStatements,
  input: OrderInput,
  { index, daysAgo, day }: { index: number; daysAgo: number; day: CalendarDate },
) {
  let row;
  try {
    row = (await storeOrder(db, statements, orderInputSchema.parse(input), context, day)).row;
  } catch (error) {
    // A demo voucher that does not fit this order: place it without one.
    if (!(error instanceof AppError) || !input.id_master_diskon) throw error;
    row = (
      await storeOrder(
        db,
        statements,
        orderInputSchema.parse({ ...input, id_master_diskon: null }),
        context,
        day,
      )
    ).row;
  }
  // Made on that day, during office hours, as a real order would have been.
  if (daysAgo > 0) {
    const madeAt = new Date(jakartaDateTimeToUtc(day, '09:00').getTime() + index * 17 * 60_000);
    await db
      .update(orders)
      .set({ created_on: madeAt, created_at: madeAt, due_date: invoiceDueDate(day) })
      .where(eq(orders.id, row.id));
  }
  return row;
}

export async function seedOrdersDemo(db: Db): Promise<void> {
  const statements = orderStatementsOn(db);
  const [companyRows, products, users, storages, extras, orderVouchers] = await Promise.all([
    db.select().from(companies).orderBy(asc(companies.id_company)),
    db.select().from(productItems).orderBy(asc(productItems.id)),
    db.select().from(userPackages).orderBy(asc(userPackages.id)),
    db.select().from(userStorages).orderBy(asc(userStorages.id)),
    db.select().from(extraPackages).orderBy(asc(extraPackages.id)),
    db.select().from(vouchers).where(eq(vouchers.is_all_module, 1)).orderBy(asc(vouchers.id)),
  ]);
  if (companyRows.length === 0 || products.length === 0 || users.length === 0) return;
  const pick = <T>(rows: T[], index: number): T => rows[index % rows.length]!;
  const today = todayInJakarta();

  async function place(index: number, daysAgo: number, over: Partial<OrderInput> = {}) {
    const product = pick(products, index);
    const links = await db
      .select({ id: productItemAddOns.add_on_id })
      .from(productItemAddOns)
      .where(eq(productItemAddOns.product_item_id, product.id));
    const voucher =
      index % 4 === 1 ? orderVouchers.find((v) => v.end_date >= addDays(today, -daysAgo)) : undefined;
    const input: OrderInput = {
      id_company: pick(companyRows, index).id_company,
      total_month: [12, 6, 3, 12, 1][index % 5],
      remarks: pick(REMARKS, index),
      id_product_item: product.id,
      id_user_package: pick(users, index).id,
      qty_user_package: 1 + (index % 3),
      id_storage_package: storages.length > 0 && index % 2 === 0 ? pick(storages, index).id : null,
      qty_storage_package: 1,
      extra_package:
        extras.length > 0 && index % 3 === 0 ? [{ id_extra_package: pick(extras, index).id }] : [],
      array_addon: links.map((link) => link.id),
      id_master_diskon: voucher?.id ?? null,
      ...over,
    };
    return storeMadeOn(db, statements, input, { index, daysAgo, day: addDays(today, -daysAgo) });
  }

  const placed = [];
  const daysAgoOf = (index: number) => 150 - index * 10;
  for (let index = 0; index < 14; index += 1) placed.push(await place(index, daysAgoOf(index)));

  // Paid orders: the older half, each published 5 days after its invoice, as a clerk would on seeing the
  // transfer (their proofs would be uploaded files, which the demo leaves out).
  for (const [index, row] of placed.slice(0, 6).entries()) {
    const paidOn = addDays(today, 5 - daysAgoOf(index));
    await changeOrderStatus(
      db,
      statements.rowById,
      row.id,
      { status: 1 },
      context,
      jakartaDateTimeToUtc(paidOn, '10:00'),
    );
  }
  // One cancelled.
  await cancelOrder(db, placed[7]!.id, context);
  // One upgrade: the first 12-month order, running since 150 days ago, gets more users today.
  const previous = placed[0]!;
  await place(0, 0, {
    id_company: previous.id_company,
    id_order: previous.id,
    total_month: previous.total_month,
    id_product_item: previous.id_product_item,
    qty_user_package: previous.qty_user_package + 2,
    remarks: 'Upgrade: tambah user',
  });
}
