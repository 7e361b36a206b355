// Reading orders: the row shape every order answer shares, a company's previous orders for 'Select Order', and
// one order. The list is in orders-list.ts.
import { and, desc, eq, ilike, ne, or } from 'drizzle-orm';
import { companies, orders, userPackages, type Db } from '@tagih/db';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { containsPattern } from '../lib/search.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** The columns every order row is read with: the order, its company's name and its user package's name. */
export const orderRowColumns = {
  order: orders,
  name_company: companies.name_company,
  user_package_name: userPackages.name,
};

export type OrderRowSource = { order: OrderRecord; name_company: string; user_package_name: string };

export function selectOrderRows(db: Db) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .innerJoin(userPackages, eq(userPackages.id, orders.id_user_package));
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** A stored order as the API answers it. The proof link is added by the route, which holds the signing key. */
export function toOrderRow({ order, name_company, user_package_name }: OrderRowSource): OrderRow {
  return {
    id: order.id,
    id_company: order.id_company,
    company: { id_company: order.id_company, name_company },
    id_order: order.id_order,
    invoice_number: order.invoice_number,
    start_period: order.start_period,
    end_period: order.end_period,
    created_on: order.created_on.toISOString(),
    total_month: order.total_month,
    is_canceled: flag(order.is_canceled),
    is_billing: flag(order.is_billing),
    is_auto_order: flag(order.is_auto_order),
    status: order.status,
    payment_proof: order.payment_proof,
    image_payment_proof: null,
    total_user: order.total_user,
    remarks: order.remarks,
    packages: { id: order.id_product_item, name: order.packages },
    id_product_item: order.id_product_item,
    price_product_item: order.price_product_item,
    userPackages: { name: user_package_name },
    id_user_package: order.id_user_package,
    qty_user_package: order.qty_user_package,
    disc_user_package: order.disc_user_package,
    price_user_package: order.price_user_package,
    id_storage_package: order.id_storage_package,
    qty_storage_package: order.qty_storage_package,
    disc_storage_package: order.disc_storage_package,
    price_storage_package: order.price_storage_package,
    price_extra_package: order.price_extra_package,
    id_master_voucher: order.id_master_voucher,
    voucher_discount: order.voucher_discount,
    total_price: order.total_price,
    previous_total: order.previous_total,
    total_prorate: order.total_prorate,
    sisa_bayar: order.sisa_bayar,
    invoice_sent_at: order.invoice_sent_at?.toISOString() ?? null,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

/** A company's orders that can be upgraded (not cancelled), newest first, at most 20; `name` narrows by invoice or package. */
export async function searchCompanyOrders(
  db: Db,
  body: { name: string; id_company: number },
): Promise<OrderRow[]> {
  const pattern = body.name ? containsPattern(body.name) : undefined;
  const rows = await selectOrderRows(db)
    .where(
      and(
        eq(orders.id_company, body.id_company),
        ne(orders.is_canceled, 1),
        pattern ? or(ilike(orders.invoice_number, pattern), ilike(orders.packages, pattern)) : undefined,
      ),
    )
    .orderBy(desc(orders.created_on), desc(orders.id))
    .limit(20);
  return rows.map(toOrderRow);
}

export async function findOrderRow(db: Db, id: number): Promise<OrderRow> {
  const [row] = await selectOrderRows(db).where(eq(orders.id, id));
  if (!row) throw AppError.notFound('Order');
  return toOrderRow(row);
}

/** The order row locked for a write (SELECT ... FOR UPDATE), or 404. */
export async function lockOrder(db: Db, id: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw AppError.notFound('Order');
  return order;
}
