// Subscription orders: new orders, upgrades and renewals (id_order points at the order upgraded or renewed), with the
// figures the server computed when it stored them. Invoices and PDFs read these stored figures only.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PPN_BUYER_TYPES } from '@tagih/domain/ppn-buyer';
import { admins } from './admins.ts';
import { flag, money, timestamps } from './columns.ts';
import { addOns, extraPackages, productItems, userPackages, userStorages } from './catalogue.ts';
import { companies } from './companies.ts';
import { vouchers } from './vouchers.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    id_company: integer('id_company')
      .notNull()
      .references(() => companies.id_company, { onDelete: 'restrict' }),
    id_order: integer('id_order').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /**
     * The subscription (chain of upgrades and renewals) the order belongs to: the id of the chain's first order.
     * Set by the trigger `orders_subscription` from `id_order` (migration 0024), never by a write.
     */
    id_subscription: integer('id_subscription'),
    invoice_number: text('invoice_number').notNull(),
    start_period: date('start_period', { mode: 'string' }).notNull(),
    end_period: date('end_period', { mode: 'string' }).notNull(),
    created_on: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    total_month: integer('total_month').notNull().default(1),
    is_canceled: flag('is_canceled'),
    canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    is_billing: flag('is_billing'),
    is_auto_order: flag('is_auto_order'),
    /** Storage key of the payment proof image (never a public path). */
    payment_proof: text('payment_proof'),
    /** 0 new, 1 paid, 2 suspend. */
    status: smallint('status').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    /** Package display name (the product's name when stored). */
    packages: text('packages').notNull().default(''),
    total_user: integer('total_user').notNull().default(0),
    id_product_item: integer('id_product_item')
      .notNull()
      .references(() => productItems.id, { onDelete: 'restrict' }),
    price_product_item: money('price_product_item').notNull().default('0'),
    id_user_package: integer('id_user_package')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'restrict' }),
    qty_user_package: integer('qty_user_package').notNull().default(1),
    disc_user_package: money('disc_user_package').notNull().default('0'),
    price_user_package: money('price_user_package').notNull().default('0'),
    id_storage_package: integer('id_storage_package').references(() => userStorages.id, {
      onDelete: 'restrict',
    }),
    qty_storage_package: integer('qty_storage_package').notNull().default(1),
    disc_storage_package: money('disc_storage_package').notNull().default('0'),
    price_storage_package: money('price_storage_package').notNull().default('0'),
    price_extra_package: money('price_extra_package').notNull().default('0'),
    id_master_voucher: integer('id_master_voucher').references(() => vouchers.id, { onDelete: 'restrict' }),
    voucher_discount: money('voucher_discount').notNull().default('0'),
    total_price: money('total_price').notNull().default('0'),
    previous_total: money('previous_total').notNull().default('0'),
    total_prorate: money('total_prorate').notNull().default('0'),
    sisa_bayar: money('sisa_bayar').notNull().default('0'),
    /**
     * What is still owed: the amount due (packages/domain payments.ts `amountDue`) less the order's payments.
     * Set by a store and an update (no payment can stand then) and by every write to `payments`.
     */
    balance_due: money('balance_due').notNull().default('0'),
    // The rest of what is owed (decisions.md "What is owed"), written with balance_due from the domain's
    // owedFigures at every write that moves it (store, update, payment, publish, unpublish, cancel), so lists
    // sort and filter on them by index. days_overdue depends on today and is computed when read.
    amount_due: money('amount_due').notNull().default('0'),
    paid_amount: money('paid_amount').notNull().default('0'),
    /** PPh 23 the buyer withheld (issue 31): the net of the payments' `withheld`, kept by the same writes. */
    withheld: money('withheld').notNull().default('0'),
    /**
     * The invoice's due date: the order's created day in WIB + 14 days (domain reminders.ts), written by the
     * store. The default gives a row inserted without it (a test's fixture) the same for a row made now.
     */
    due_date: date('due_date', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'Asia/Jakarta')::date + 14)`),
    payment_status: text('payment_status', { enum: ['unpaid', 'partial', 'paid', 'credit', 'none'] })
      .notNull()
      .default('unpaid'),
    // PPN as fixed when the order was stored under 'Setting Pajak' (packages/domain ppn.ts); null on every
    // order stored while the seller was not PKP. A later change of the setting never touches these.
    dpp: money('dpp'),
    ppn: money('ppn'),
    total_with_ppn: money('total_with_ppn'),
    ppn_rate: smallint('ppn_rate'),
    dpp_rule: text('dpp_rule', { enum: ['11/12', '1/1'] }),
    // The buyer's PPN role (companies.ppn_buyer_type) when the order was stored or last updated, so a later
    // change never rewrites this invoice; null without PPN or before the column (regular). 02/03 buyers remit
    // the PPN themselves and are asked for the amount without it (domain payments.ts amountDue).
    ppn_buyer_type: text('ppn_buyer_type', { enum: PPN_BUYER_TYPES }),
    /** The 17-digit number DJP assigned to the order's tax invoice, recorded after the Coretax upload. */
    faktur_number: text('faktur_number'),
    /**
     * Set by migration 0015 on an order that already shared its faktur number with an earlier order: it keeps
     * the number (nothing DJP gave is erased) but stays out of the unique index until the number is recorded
     * again (docs/decisions-made.md "Faktur numbers unique"). Every new number is unique.
     */
    faktur_number_duplicate: boolean('faktur_number_duplicate').notNull().default(false),
    invoice_sent_at: timestamp('invoice_sent_at', { withTimezone: true, mode: 'date' }),
    invoice_sent_to: text('invoice_sent_to'),
    /** When and by whom the order was marked paid (status 1); both cleared when it is unpaid. */
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    paid_by: integer('paid_by').references(() => admins.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_invoice_number_unique').on(t.invoice_number),
    // One order per faktur number (issue 28): the 409 of orders-faktur.ts, held under concurrent writes.
    uniqueIndex('orders_faktur_number_unique')
      .on(t.faktur_number)
      .where(sql`${t.faktur_number} is not null and not ${t.faktur_number_duplicate}`),
    index('orders_created_idx').on(sql`${t.created_on} desc`, sql`${t.id} desc`),
    index('orders_company_idx').on(t.id_company),
    index('orders_previous_idx').on(t.id_order),
    // An order is renewed at most once (decisions.md "Subscriptions"): two racing renewals make one order.
    uniqueIndex('orders_one_renewal')
      .on(t.id_order)
      .where(sql`${t.is_auto_order} = 1 and ${t.is_canceled} = 0 and ${t.id_order} is not null`),
    // A chain's latest live order (the subscription's current one), read by the trigger keeping subscriptions.
    index('orders_subscription_idx')
      .on(t.id_subscription, t.id)
      .where(sql`${t.is_canceled} = 0`),
    // No pending list: with orders arriving all day it would hold thousands of entries that every search
    // reads one by one (1.5 ms a search at a million orders); each insert updates the index at once instead.
    index('orders_invoice_trgm')
      .using('gin', t.invoice_number.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The package name has a few dozen distinct values: a search finds the matching ones by a skip scan of
    // this btree and then their orders, where a trigram index would read posting lists of half the table.
    index('orders_packages_idx').on(t.packages),
    // The list's sorts (issue 20): each a column, then the id for ties, so a sorted page (either direction)
    // and each chunk of a sorted export is a walk of one index. The invoice number needs none: it is unique.
    index('orders_sort_packages_idx').on(t.packages, t.id),
    index('orders_sort_start_idx').on(t.start_period, t.id),
    index('orders_sort_end_idx').on(t.end_period, t.id),
    index('orders_sort_canceled_idx').on(t.is_canceled, t.id),
    index('orders_sort_status_idx').on(t.status, t.id),
    index('orders_sort_total_idx').on(t.total_price, t.id),
    index('orders_sort_sisa_idx').on(t.sisa_bayar, t.id),
    index('orders_sort_amount_due_idx').on(t.amount_due, t.id),
    index('orders_sort_balance_due_idx').on(t.balance_due, t.id),
    index('orders_sort_due_date_idx').on(t.due_date, t.id),
    // Receivables (issue 30): the orders open today, by company and due date, with what the aging reads, so
    // the aging of every company is an index-only scan of the open orders alone.
    index('orders_open_balance_idx')
      .on(t.id_company, t.due_date, t.balance_due, t.created_on, t.id)
      .where(sql`${t.balance_due} > 0 and ${t.is_canceled} = 0`),
    // The MRR report (issue 32, docs/subscription-metrics.md): the live orders by end and by start with the
    // figures it sums, so the running subscriptions on a day, the orders ending in the report's months and the
    // new orders starting in them are index-only scans of the range, not a heap visit per order.
    index('orders_mrr_end_idx')
      .on(t.end_period, t.start_period, t.id_subscription, t.id, t.total_price, t.total_month)
      .where(sql`${t.is_canceled} = 0`),
    index('orders_mrr_start_idx')
      .on(t.start_period, t.total_price, t.total_month)
      .where(sql`${t.is_canceled} = 0 and ${t.id_order} is null`),
    check(
      'orders_payment_status_check',
      sql`${t.payment_status} in ('unpaid', 'partial', 'paid', 'credit', 'none')`,
    ),
  ],
);

export const orderExtraPackages = pgTable(
  'order_extra_packages',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_extra_package: integer('id_extra_package')
      .notNull()
      .references(() => extraPackages.id, { onDelete: 'restrict' }),
    name_extra_package: text('name_extra_package').notNull(),
    price_extra_package: money('price_extra_package').notNull(),
    disc_extra_package: money('disc_extra_package').notNull().default('0'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_extra_packages_order_idx').on(t.order_id),
    index('order_extra_packages_extra_idx').on(t.id_extra_package),
  ],
);

export const orderAddOns = pgTable(
  'order_add_ons',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    add_on_id: integer('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    price: money('price').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.order_id, t.add_on_id] }),
    index('order_add_ons_add_on_idx').on(t.add_on_id),
  ],
);
