// The order books beside the orders: the kept monthly counts, the numbers of voided orders, and the package
// names the search reads (split from orders.ts, which holds the orders and their child rows).
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { flag, money } from './columns.ts';
import { companies } from './companies.ts';

/**
 * How many orders were created in each UTC month, kept exact by triggers (migration
 * 0002_order_counts_by_month): a row trigger deferred to commit adds or subtracts one, so a rolled-back write
 * never moves a count and the counter row is locked only while its transaction commits. The list's total is
 * their sum, and a deep page starts inside the right month instead of skipping half a million rows.
 */
export const orderCountsByMonth = pgTable('order_counts_by_month', {
  month_utc: date('month_utc', { mode: 'string' }).primaryKey(),
  row_count: bigint('row_count', { mode: 'number' }).notNull().default(0),
});

/**
 * The invoice numbers of voided orders (decisions.md "The ledger"). "Delete" of an order that was never sent,
 * has no proof and is not paid moves it out of `orders` (so no list, search, look-up or GET can meet it) and
 * keeps its number here with who voided it and when, and the order as it was: the month's invoice register
 * reads `orders` and this table together and runs 1..N with no hole.
 */
export const voidedInvoices = pgTable(
  'voided_invoices',
  {
    invoice_number: text('invoice_number').primaryKey(),
    /** The voided order's id: never reused (a serial), never answered by GET again. */
    order_id: integer('order_id').notNull(),
    id_company: integer('id_company')
      .notNull()
      .references(() => companies.id_company, { onDelete: 'restrict' }),
    name_company: text('name_company').notNull(),
    total_price: money('total_price').notNull(),
    status: smallint('status').notNull(),
    is_canceled: flag('is_canceled'),
    voided_at: timestamp('voided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    voided_by: integer('voided_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The order row, its extra-charge rows and add-on links as they were when it was voided. */
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [uniqueIndex('voided_invoices_order_unique').on(t.order_id)],
);

/**
 * Every package name the orders carry (a few dozen), kept by statement triggers on orders (migration
 * 0003_search_support), so an order search finds the matching names here instead of among a million orders.
 */
export const packageNames = pgTable('package_names', {
  name: text('name').primaryKey(),
});
