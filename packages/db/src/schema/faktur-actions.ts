// What must still be done in Coretax about a faktur DJP has numbered (issue 31; PER-11/PJ/2025 Articles 48-49).
// Cancelling an order whose faktur number is recorded opens a `cancel` action (the faktur must be cancelled in
// Coretax, with the buyer's approval); starting a replacement opens a `replace` action, open until the new
// faktur number is recorded on the order. The clerk closes a cancel action with the date Coretax cancelled it.
import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders.ts';

export const fakturActions = pgTable(
  'faktur_actions',
  {
    id: serial('id').primaryKey(),
    // restrict: an order with a recorded faktur number is never voided (cancel it instead), so none is lost.
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** cancel (Faktur perlu dibatalkan) or replace (Faktur perlu diganti). */
    kind: text('kind', { enum: ['cancel', 'replace'] }).notNull(),
    /** The faktur number concerned: the one to cancel, or the one being replaced. */
    faktur_number: text('faktur_number').notNull(),
    /** open until done in Coretax (a replacement: until the new number is recorded). */
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    opened_at: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    opened_by: integer('opened_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The day (WIB) Coretax cancelled or replaced the faktur, as the clerk says. */
    done_on: date('done_on', { mode: 'string' }),
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    done_by: integer('done_by').references(() => admins.id, { onDelete: 'set null' }),
    /** A replacement's new faktur number, once recorded on the order. */
    new_faktur_number: text('new_faktur_number'),
  },
  (t) => [
    index('faktur_actions_order_idx').on(t.order_id, t.id.desc()),
    index('faktur_actions_status_idx').on(t.status, t.opened_at.desc(), t.id.desc()),
    // One thing at a time per order: cancelling an order withdraws its open replacement (orders-status.ts).
    uniqueIndex('faktur_actions_one_open')
      .on(t.order_id)
      .where(sql`${t.status} = 'open'`),
    check('faktur_actions_kind_check', sql`${t.kind} in ('cancel', 'replace')`),
    check('faktur_actions_status_check', sql`${t.status} in ('open', 'done')`),
    check(
      'faktur_actions_done_check',
      sql`(${t.status} = 'open') = (${t.done_on} is null and ${t.done_at} is null)`,
    ),
  ],
);
