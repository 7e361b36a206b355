// Reading orders: the row shape every order answer shares, a company's previous orders for 'Select Order', and
// one order. The list is in orders-list.ts.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { companies, orders, userPackages, type Db } from '@tagih/db';
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { orderState } from '@tagih/domain/order-lifecycle';
import { upgradeRefusal } from '@tagih/domain/proration-eligibility';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { containsPattern } from '../lib/search.ts';
import { NamedStatement, rawRows } from './raw-rows.ts';
import { selects } from './read-together.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'), formatted by PostgreSQL. */
const isoText = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What every order answer is read from: the order's columns, its company's name and its user package's
 * name, selected as plain values (dates, timestamps and money as text) so that both drivers hand them over
 * unparsed and the hot lists skip the ORM's per-column mapping (docs/performance.md).
 */
export const orderRowSelect = sql`${orders.id} as id, ${orders.id_company} as id_company, ${companies.name_company} as name_company,
  ${orders.id_order} as id_order, ${orders.invoice_number} as invoice_number, ${orders.start_period}::text as start_period,
  ${orders.end_period}::text as end_period, ${isoText(orders.created_on)} as created_on, ${orders.total_month} as total_month,
  ${orders.is_canceled} as is_canceled, ${orders.is_billing} as is_billing, ${orders.is_auto_order} as is_auto_order,
  ${orders.status} as status, ${orders.payment_proof} as payment_proof, ${orders.total_user} as total_user, ${orders.remarks} as remarks,
  ${orders.packages} as packages, ${orders.id_product_item} as id_product_item, ${orders.price_product_item}::text as price_product_item,
  ${userPackages.name} as user_package_name, ${orders.id_user_package} as id_user_package, ${orders.qty_user_package} as qty_user_package,
  ${orders.disc_user_package}::text as disc_user_package, ${orders.price_user_package}::text as price_user_package,
  ${orders.id_storage_package} as id_storage_package, ${orders.qty_storage_package} as qty_storage_package,
  ${orders.disc_storage_package}::text as disc_storage_package, ${orders.price_storage_package}::text as price_storage_package,
  ${orders.price_extra_package}::text as price_extra_package, ${orders.id_master_voucher} as id_master_voucher,
  ${orders.voucher_discount}::text as voucher_discount, ${orders.total_price}::text as total_price,
  ${orders.previous_total}::text as previous_total, ${orders.total_prorate}::text as total_prorate, ${orders.sisa_bayar}::text as sisa_bayar,
  ${isoText(orders.invoice_sent_at)} as invoice_sent_at, ${isoText(orders.paid_at)} as paid_at, ${orders.paid_by} as paid_by, ${isoText(orders.created_at)} as created_at, ${isoText(orders.updated_at)} as updated_at`;

/** The order lists' order: newest first, the later id first among orders of the same moment. */
export const NEWEST_FIRST = sql`${orders.created_on} desc, ${orders.id} desc`;

/** A page of the order list. */
export interface OrderPage {
  rows: OrderRow[];
  total: number;
  /** True when total is the planner's estimate (a search matching more than SEARCH_COUNT_CAP orders). */
  estimated: boolean;
}

/** The order joined to what its row names. */
export const orderRowSource = sql`${orders}
  join ${companies} on ${companies.id_company} = ${orders.id_company}
  join ${userPackages} on ${userPackages.id} = ${orders.id_user_package}`;

/** A row of orderRowSelect. */
export interface OrderRowValues {
  id: number;
  id_company: number;
  name_company: string;
  id_order: number | null;
  invoice_number: string;
  start_period: string;
  end_period: string;
  created_on: string;
  total_month: number;
  is_canceled: number;
  is_billing: number;
  is_auto_order: number;
  status: number;
  payment_proof: string | null;
  total_user: number;
  remarks: string;
  packages: string;
  id_product_item: number;
  price_product_item: string;
  user_package_name: string;
  id_user_package: number;
  qty_user_package: number;
  disc_user_package: string;
  price_user_package: string;
  id_storage_package: number | null;
  qty_storage_package: number;
  disc_storage_package: string;
  price_storage_package: string;
  price_extra_package: string;
  id_master_voucher: number | null;
  voucher_discount: string;
  total_price: string;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
  invoice_sent_at: string | null;
  paid_at: string | null;
  paid_by: number | null;
  created_at: string;
  updated_at: string;
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** A stored order as the API answers it. The proof link is added by the route, which holds the signing key. */
export function toOrderRow(r: OrderRowValues): OrderRow {
  return {
    id: r.id,
    id_company: r.id_company,
    company: { id_company: r.id_company, name_company: r.name_company },
    id_order: r.id_order,
    invoice_number: r.invoice_number,
    start_period: r.start_period,
    end_period: r.end_period,
    created_on: r.created_on,
    total_month: r.total_month,
    is_canceled: flag(r.is_canceled),
    is_billing: flag(r.is_billing),
    is_auto_order: flag(r.is_auto_order),
    status: r.status,
    payment_proof: r.payment_proof,
    image_payment_proof: null,
    total_user: r.total_user,
    remarks: r.remarks,
    packages: { id: r.id_product_item, name: r.packages },
    id_product_item: r.id_product_item,
    price_product_item: r.price_product_item,
    userPackages: { name: r.user_package_name },
    id_user_package: r.id_user_package,
    qty_user_package: r.qty_user_package,
    disc_user_package: r.disc_user_package,
    price_user_package: r.price_user_package,
    id_storage_package: r.id_storage_package,
    qty_storage_package: r.qty_storage_package,
    disc_storage_package: r.disc_storage_package,
    price_storage_package: r.price_storage_package,
    price_extra_package: r.price_extra_package,
    id_master_voucher: r.id_master_voucher,
    voucher_discount: r.voucher_discount,
    total_price: r.total_price,
    previous_total: r.previous_total,
    total_prorate: r.total_prorate,
    sisa_bayar: r.sisa_bayar,
    invoice_sent_at: r.invoice_sent_at,
    paid_at: r.paid_at,
    paid_by: r.paid_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/**
 * A company's orders that can be upgraded today (WIB): not cancelled and running (start_period <= today <=
 * end_period), newest first, at most 20; `name` narrows by invoice or package. The rows are checked again with
 * upgradeRefusal, the rule the store applies, so 'Select Order' never offers what the store refuses.
 */
export async function searchCompanyOrders(
  db: Db,
  body: { name: string; id_company: number },
  today: CalendarDate = todayInJakarta(),
): Promise<OrderRow[]> {
  const pattern = body.name ? containsPattern(body.name) : undefined;
  const narrowed = pattern
    ? sql`and (${orders.invoice_number} ilike ${pattern} or ${orders.packages} ilike ${pattern})`
    : sql``;
  const rows = await rawRows<OrderRowValues>(
    db,
    sql`select ${orderRowSelect} from ${orderRowSource}
      where ${orders.id_company} = ${body.id_company} and ${orders.is_canceled} <> 1
        and ${orders.start_period} <= ${today}::date and ${orders.end_period} >= ${today}::date ${narrowed}
      order by ${orders.created_on} desc, ${orders.id} desc limit 20`,
  );
  return rows
    .map(toOrderRow)
    .filter((row) => upgradeRefusal({ ...row, state: orderState(row) }, body.id_company, today) === null);
}

const ORDER_ROW = new NamedStatement<OrderRowValues>(
  'order_row_by_id',
  sql`select ${orderRowSelect} from ${orderRowSource} where ${orders.id} = ${sql.placeholder('id')}`,
);

export async function findOrderRow(db: Db, id: number): Promise<OrderRow> {
  const [row] = await ORDER_ROW.rows(db, { id });
  if (!row) throw AppError.notFound('Order');
  return toOrderRow(row);
}

/** The order row locked for a write (SELECT ... FOR UPDATE), or 404. */
export async function lockOrder(db: Db, id: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw AppError.notFound('Order');
  return order;
}

/** The order a NamedReads statement reads around (its `order` value). */
export const ORDER_ID = sql.placeholder('order');

/**
 * A select of `fields` from the row of `table` that the order's `reference` names (product item, user
 * package, voucher...), for NamedReads statements keyed by the order's id: empty when the reference is null.
 */
export function namedByOrder<Fields extends SelectedFields>(
  fields: Fields,
  table: PgTable,
  reference: SQL,
): { getSQL(): SQL; _: { result: Array<SelectResultFields<Fields>> } } {
  // The rows' type is spelled out: drizzle's builder types do not follow a generic table through a join.
  return selects
    .select(fields as SelectedFields)
    .from(table)
    .innerJoin(orders, reference)
    .where(eq(orders.id, ORDER_ID)) as never;
}
