// Webhooks (issue 34): the endpoints an integrator registers and every message sent to them. A delivery is
// one message (its exact JSON body, `payload`) to one endpoint and its attempt series: the rows are written in
// the transaction of the change that emitted them (apps/api/src/webhooks/emit.ts), so a rolled-back change
// leaves none, and a committed one is sent after commit, at least once (docs/decisions-made.md "Webhooks").
// A redelivery is a new row with the same message id and payload. Deleting an endpoint deletes its deliveries
// (the audit log keeps who deleted it and what it was).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The events it is subscribed to (packages/domain WEBHOOK_EVENTS). */
  events: text('events').array().notNull(),
  is_active: boolean('is_active').notNull().default(true),
  /** `whsec_` + base64 of 24 random bytes: the Standard Webhooks signing key, answered once at store. */
  secret: text('secret').notNull(),
  ...timestamps,
});

/** One try of a delivery (packages/domain webhookAttemptSchema). */
export interface WebhookAttemptRecord {
  attempt: number;
  attempted_at: string;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number;
}

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhook_id: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** `msg_` + random: the `webhook-id` header, the same on every retry and redelivery. */
    message_id: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The body exactly as signed and sent. */
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While pending: when the next try is due. Null once succeeded or failed. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    attempt_log: jsonb('attempt_log')
      .$type<WebhookAttemptRecord[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    index('webhook_deliveries_endpoint').on(t.webhook_id, t.id),
    index('webhook_deliveries_due')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);
