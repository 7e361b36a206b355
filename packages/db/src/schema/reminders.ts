// Reminders of unpaid invoices (issue 21). 'Setting Pengingat' is one row (none = on, 1, 7 and 14 days after
// the due date). `invoice_reminders` is the record of each step of each order: UNIQUE (order, step) is what
// makes a step go once however many instances scan the same day. A send first claims its row (claimed_at,
// committed), then mails, then writes sent_at; a row claimed long ago without sent_at is a send cut off
// between the two, which the next scan takes up again (docs/decisions-made.md, "Reminders").
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { orders } from './orders.ts';

export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    days: integer('days')
      .array()
      .notNull()
      .default(sql`'{1,7,14}'::integer[]`),
    /**
     * Each step's subject and text (issue 30), by position in `days`; a step without one (every setting saved
     * before) has the default words (packages/domain reminder-texts.ts), which are the words it had.
     */
    templates: jsonb('templates')
      .$type<Array<{ subject: string; body: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The last step also mails the Setting Mail administrators that it went. */
    notify_admins_last: boolean('notify_admins_last').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_single_row', sql`${t.id} = 1`)],
);

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    // restrict: a reminder is only ever sent for an invoice that was sent, which the lifecycle never voids.
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The step: days after the due date. */
    step_day: smallint('step_day').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    /** The balance the mail asked for (incl. PPN when the order has it). */
    amount_due: money('amount_due').notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null while the mail is on its way, or when the send was cut off (then taken up again). */
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sent_to: text('sent_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: smallint('attempts').notNull().default(1),
    last_error: text('last_error'),
  },
  (t) => [uniqueIndex('invoice_reminders_order_step').on(t.order_id, t.step_day)],
);
