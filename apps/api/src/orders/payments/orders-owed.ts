// The owed columns of an order (decisions.md "What is owed"), written from the domain's owedFigures by every
// write that moves them: a store and an update (orderValues), a payment approved (settle), publish
// (payInFull), unpublish (reverseAll) and cancel. days_overdue moves with the calendar, not with a write, so
// it is computed when read (DAYS_OVERDUE), from the stored due date and today in WIB.
import { sql } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { owedFigures, type OwedOrder } from '@tagih/domain/payments';

/** What an order's book nets to: money received and PPh 23 withheld by the buyer, reversals taken off. */
export interface BookTotals {
  paid: bigint;
  withheld: bigint;
}

/** The stored owed columns of `order` after payments netting to `paid` and PPh 23 `withheld`. */
export function owedColumns(order: OwedOrder, paid: bigint, withheld = 0n) {
  const owed = owedFigures(order, paid, todayInJakarta(), withheld);
  return {
    amount_due: owed.amount_due.toString(),
    paid_amount: owed.paid_amount.toString(),
    withheld: owed.withheld.toString(),
    balance_due: owed.balance_due.toString(),
    due_date: owed.due_date,
    payment_status: owed.payment_status,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** Today in WIB, as PostgreSQL reads it when the statement runs. */
export const TODAY_WIB = sql`(now() at time zone 'Asia/Jakarta')::date`;

/** Days from the due date to today (WIB) while a balance is open, else 0: owedFigures' days_overdue in SQL. */
export const DAYS_OVERDUE = sql<number>`(case when ${orders.balance_due} > 0
  then greatest(0, ${TODAY_WIB} - ${orders.due_date}) else 0 end)::int`;

/** The orders whose balance is open past their due date (`overdue=1`). */
export const IS_OVERDUE = sql`(${orders.balance_due} > 0 and ${orders.due_date} < ${TODAY_WIB})`;
