// Subscriptions (issue 32, decisions.md "Subscriptions"): one row per chain of orders (a new order and its
// upgrades and renewals), kept by the trigger `keep_subscription` on orders (migration 0024) from the chain's
// current order: its latest order that is not cancelled (a voided order has left `orders`). The 'Langganan' list
// pages, sorts and filters these rows by index instead of finding every chain's latest order per request.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The chain's first order's id (orders.id_subscription of each of its orders). */
    id: integer('id').primaryKey(),
    id_company: integer('id_company').notNull(),
    /** The current order: the latest of the chain not cancelled. */
    id_order: integer('id_order').notNull(),
    invoice_number: text('invoice_number').notNull(),
    id_product_item: integer('id_product_item').notNull(),
    product: text('product').notNull(),
    start_period: date('start_period', { mode: 'string' }).notNull(),
    end_period: date('end_period', { mode: 'string' }).notNull(),
    total_month: integer('total_month').notNull(),
    /** The current order's Total Harga / total_month, half up (SQL `subscription_monthly_value`). */
    monthly_value: money('monthly_value').notNull(),
    /** Whether the current order is a renewal (is_auto_order 1 naming the order it renews). */
    is_renewal: boolean('is_renewal').notNull(),
  },
  (t) => [
    index('subscriptions_end_idx').on(t.end_period, t.id),
    index('subscriptions_start_idx').on(t.start_period, t.id),
    index('subscriptions_company_idx').on(t.id_company, t.id),
    index('subscriptions_monthly_idx').on(t.monthly_value, t.id),
  ],
);

/**
 * 'Setting Langganan', a single row (id 1): when a subscription counts as ending, and what a company stored
 * without its own renewal choice takes. Absent means the defaults (packages/domain subscriptions.ts).
 */
export const subscriptionSettings = pgTable(
  'subscription_settings',
  {
    id: smallint('id').primaryKey().default(1),
    ending_within_days: integer('ending_within_days').notNull().default(30),
    auto_renew: boolean('auto_renew').notNull().default(false),
    renew_days_before: integer('renew_days_before').notNull().default(14),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('subscription_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The automatic renewals' ledger: one row per renewed order, claimed (inserted) in the transaction that makes
 * the renewal, so any number of instances and restarts make a period's renewal once (the unique index
 * `orders_one_renewal` holds it too); `mailed_at` is set once its invoice is mailed, so a retry mails only
 * what was not.
 */
export const autoRenewals = pgTable('auto_renewals', {
  /** The order renewed. */
  id_order: integer('id_order').primaryKey(),
  /** The renewal order made. */
  renewal_id: integer('renewal_id').notNull(),
  made_at: timestamp('made_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  mailed_at: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  /** Why the last mailing failed, kept until one succeeds. */
  mail_error: text('mail_error'),
});
