// Payments that are reviewed (issue 21; decisions.md "The ledger"). A payment proof opens a review; an
// administrator approves it (a payment row is recorded) or rejects it with a reason. `payments` is a book:
// rows are only ever added, never updated or deleted. A correction (unpublish) is a reversing row, a negative
// amount naming the row it reverses (each row is reversed at most once). The order's `balance_due` is kept
// from these rows by the writes that add them (packages/domain payments.ts decides what is due).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { money } from './columns.ts';
import { orders } from './orders.ts';

export const paymentReviews = pgTable(
  'payment_reviews',
  {
    id: serial('id').primaryKey(),
    // restrict: an order with a proof can never be voided (the lifecycle), and a review is never lost.
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The proof image under review (a storage key); a decided review's image is kept when replaced. */
    proof_key: text('proof_key').notNull(),
    /** pending (Menunggu verifikasi), approved (Disetujui), rejected (Ditolak). */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    amount: money('amount'),
    received_on: date('received_on', { mode: 'string' }),
    decided_by: integer('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** Who uploaded the image under review (a replacement's uploader): the maker of maker-checker (issue 33). */
    created_by: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_reviews_order_idx').on(t.order_id),
    // At most one review waits per order: a new proof while one waits replaces its image instead.
    uniqueIndex('payment_reviews_one_pending')
      .on(t.order_id)
      .where(sql`${t.status} = 'pending'`),
    check('payment_reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Whole rupiah; negative only for a reversal. */
    amount: money('amount').notNull(),
    /**
     * PPh 23 the buyer withheld from this payment (issue 31): it settles the invoice beside `amount` but is
     * no money received. A reversal carries it negated, so the book's net is the order's `withheld`.
     */
    withheld: money('withheld').notNull().default('0'),
    received_on: date('received_on', { mode: 'string' }).notNull(),
    /** review (an approved proof), publish (marked paid without a reviewed proof), reversal. */
    kind: text('kind').notNull(),
    review_id: integer('review_id').references(() => paymentReviews.id, { onDelete: 'restrict' }),
    reverses_id: integer('reverses_id').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    recorded_by: integer('recorded_by').references(() => admins.id, { onDelete: 'set null' }),
    recorded_at: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.order_id),
    // Payments received (issue 30): the list, newest received first, and the aging's "received after as_of".
    index('payments_received_idx').on(sql`${t.received_on} desc`, sql`${t.id} desc`),
    uniqueIndex('payments_review_unique').on(t.review_id),
    uniqueIndex('payments_reverses_unique').on(t.reverses_id),
    check('payments_kind_check', sql`${t.kind} in ('review', 'publish', 'reversal')`),
    check(
      'payments_withheld_sign_check',
      sql`case when ${t.kind} = 'reversal' then ${t.withheld} <= 0 else ${t.withheld} >= 0 end`,
    ),
    check(
      'payments_sign_check',
      sql`(${t.kind} = 'reversal') = (${t.amount} < 0) and (${t.kind} = 'reversal') = (${t.reverses_id} is not null)`,
    ),
  ],
);

/**
 * What the payment book holds per day received (issue 30): rows and their net amount, kept by a trigger on
 * every insert into `payments` (a book: nothing is updated or deleted), so the payments list's total and
 * totals over a date range read a row per day instead of every payment (migration 0016).
 */
export const paymentTotalsByDay = pgTable('payment_totals_by_day', {
  received_on: date('received_on', { mode: 'string' }).primaryKey(),
  row_count: bigint('row_count', { mode: 'number' }).notNull().default(0),
  amount: money('amount').notNull().default('0'),
});

/**
 * The bukti potong (Coretax BPPU) of a payment with PPh 23 withheld (issue 31): its number, date and PDF,
 * which the buyer often sends weeks after paying. One row per such payment, written at approval; the payment
 * itself is a book entry never updated, so what is collected later lives here and may be filled in.
 */
export const withholdingSlips = pgTable(
  'withholding_slips',
  {
    payment_id: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    number: text('number'),
    slip_date: date('slip_date', { mode: 'string' }),
    /** The PDF's storage key (`withholding-slips/<32 hex>.pdf`). */
    file_key: text('file_key'),
    updated_by: integer('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // 'Bukti Potong' with missing=1: the slips still waiting for their number or PDF.
  (t) => [
    index('withholding_slips_missing_idx')
      .on(t.payment_id)
      .where(sql`${t.number} is null or ${t.file_key} is null`),
  ],
);
