// Reading orders: the row every order answer shares (declared once, below), a company's previous orders for
// 'Select Order', and one order. The list is in orders-list.ts.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { companies, orders, userPackages, type Db } from '@tagih/db';
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { orderState } from '@tagih/domain/order-lifecycle';
import { upgradeRefusal } from '@tagih/domain/proration-eligibility';
import { orderRowSchema, type OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { DAYS_OVERDUE } from '../payments/orders-owed.ts';
import { isUpgraded, upgradedByFields } from './orders-upgraded-by.ts';
import { isRenewed, renewedByFields } from './orders-renewed-by.ts';
import { fakturReplacementFields } from '../faktur/faktur-action-fields.ts';
import { flagOf, isoText } from '../../repositories/sql-values.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** What a select may name for one key of a row: a column, an SQL expression or a nested object of them. */
type Selected = SelectedFields[string];

/**
 * The order row, declared once: one entry per key of the wire schema (`orderRowSchema`, packages/domain), each
 * the column or expression it is read from. `satisfies` refuses a missing or extra key, and every function
 * answering `OrderRow` from this selection makes the compiler check each value's type against the schema's.
 * Timestamps are formatted by PostgreSQL (both drivers then hand over the same text); the proof link is
 * added by the route, which holds the signing key.
 */
const ownColumns = getTableColumns(orders);
/** The row's keys that are the order's own columns, answered as stored (a text, a number, money digits). */
type AsStored = Pick<typeof ownColumns, Extract<keyof OrderRow, keyof typeof ownColumns>>;

/** What the row reads otherwise: a join, an expression, a 0/1 flag or a timestamp PostgreSQL formats. */
const readOtherwise = {
  company: { id_company: orders.id_company, name_company: companies.name_company },
  ...upgradedByFields(orders.id),
  ...renewedByFields(orders.id),
  ...fakturReplacementFields(orders.id),
  created_on: isoText(orders.created_on),
  is_canceled: flagOf(orders.is_canceled),
  is_billing: flagOf(orders.is_billing),
  is_auto_order: flagOf(orders.is_auto_order),
  image_payment_proof: sql<string | null>`null`,
  packages: { id: orders.id_product_item, name: orders.packages },
  userPackages: { name: userPackages.name },
  days_overdue: DAYS_OVERDUE,
  invoice_sent_at: isoText(orders.invoice_sent_at),
  paid_at: isoText(orders.paid_at),
  created_at: isoText(orders.created_at),
  updated_at: isoText(orders.updated_at),
} satisfies { [K in keyof OrderRow]?: Selected };
type ReadOtherwise = typeof readOtherwise;

/** In the schema's order: each key read otherwise, or else the order's column of its name. */
const rowFields = Object.fromEntries(
  Object.keys(orderRowSchema.shape).map((key) => [
    key,
    key in readOtherwise
      ? readOtherwise[key as keyof ReadOtherwise]
      : ownColumns[key as keyof typeof ownColumns],
  ]),
) as Omit<AsStored, keyof ReadOtherwise> & ReadOtherwise;

export const orderRowFields = rowFields satisfies { [K in keyof OrderRow]: Selected };

/** How an order joins what its row names (company, user package), for selects of orderRowFields. */
export const orderRowJoins = {
  company: eq(companies.id_company, orders.id_company),
  userPackage: eq(userPackages.id, orders.id_user_package),
};

/** Order rows (orderRowFields), typed by drizzle from the selection: the caller adds where, order and limit. */
export function selectOrderRows(db: Db) {
  return db
    .select(orderRowFields)
    .from(orders)
    .innerJoin(companies, orderRowJoins.company)
    .innerJoin(userPackages, orderRowJoins.userPackage)
    .$dynamic();
}

/** The order lists' order: newest first, the later id first among orders of the same moment. */
export const NEWEST_FIRST = sql`${orders.created_on} desc, ${orders.id} desc`;

/** A page of the order list. */
export interface OrderPage {
  rows: OrderRow[];
  total: number;
  /** True when total is the planner's estimate (a search matching more than SEARCH_COUNT_CAP orders). */
  estimated: boolean;
}

/**
 * A company's orders that can be upgraded today (WIB): not cancelled, not upgraded by another order, not renewed
 * (its renewal is upgraded instead) and running
 * (start_period <= today <= end_period), newest first, at most 20; `name` narrows by invoice or package. The
 * rows are checked again with upgradeRefusal, the rule the store applies, so 'Select Order' never offers what
 * the store refuses.
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
  const rows: OrderRow[] = await selectOrderRows(db)
    .where(
      sql`${orders.id_company} = ${body.id_company} and ${orders.is_canceled} <> 1 and not ${isUpgraded(orders.id)}
        and not ${isRenewed(orders.id)}
        and ${orders.start_period} <= ${today}::date and ${orders.end_period} >= ${today}::date ${narrowed}`,
    )
    .orderBy(NEWEST_FIRST)
    .limit(20);
  return rows.filter(
    (row) => upgradeRefusal({ ...row, state: orderState(row) }, body.id_company, today) === null,
  );
}

/**
 * One order's row by id: a named prepared statement, built once per app (orders/statements.ts); each
 * connection parses it once and PostgreSQL keeps its plan.
 */
export const prepareOrderRowById = (db: Db) =>
  selectOrderRows(db)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_row_by_id');
export type OrderRowById = ReturnType<typeof prepareOrderRowById>;

/** One order's row, or 404. */
export async function findOrderRow(byId: OrderRowById, id: number): Promise<OrderRow> {
  const [row] = await byId.execute({ id });
  if (!row) throw AppError.notFound('Order');
  return row;
}

/** The order row locked for a write (SELECT ... FOR UPDATE), or 404. */
export async function lockOrder(db: Db, id: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw AppError.notFound('Order');
  return order;
}

/**
 * The rows of a page of order ids (`{ ids }`), newest first: one prepared statement for any page, which the
 * order list prepares once per app (orders/statements.ts).
 */
export const prepareOrderRowsByIds = (db: Db) =>
  selectOrderRows(db)
    .where(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(NEWEST_FIRST)
    .prepare('orders_rows_by_id');
export type OrderRowsByIds = ReturnType<typeof prepareOrderRowsByIds>;
