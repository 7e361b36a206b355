// emitWebhook: called INSIDE the transaction of a change (an order stored, a payment approved, ...). It writes
// one delivery per active endpoint subscribed to the event and queues a job for each on the same transaction,
// so a refused or rolled-back change sends nothing and a committed one is sent after commit, at least once
// (docs/decisions-made.md "Webhooks"). The message is built and frozen here: its body (`payload`) is what
// every retry and redelivery sends, byte for byte, under the same `webhook-id`.
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookDeliveries, webhooks, type Db } from '@tagih/db';
import { webhookEventDataSchemas, type WebhookEvent } from '@tagih/domain/schemas/webhook';
import { currentWebhookQueue, type WebhookQueue } from './queue.ts';

export type WebhookEventData<E extends WebhookEvent> = z.input<(typeof webhookEventDataSchemas)[E]>;

export interface EmitOptions {
  /** The message's `created_at` (default: now). */
  now?: Date;
  /** The queue to put the jobs on; default: the current request's (queue.ts), none when the queue is off. */
  queue?: WebhookQueue | null;
}

/** `msg_` + 32 random hex digits: the message's id and `webhook-id` header. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The body of a message (packages/domain webhookMessageSchema), as sent. */
export function messageBody(id: string, type: string, createdAt: Date, data: unknown): string {
  return JSON.stringify({ id, type, created_at: createdAt.toISOString(), data });
}

/**
 * Writes the event's deliveries on `tx` and queues them; answers how many. `data` is checked against the
 * event's schema (packages/domain), which also drops what the contract does not name.
 */
export async function emitWebhook<E extends WebhookEvent>(
  tx: Db,
  event: E,
  data: WebhookEventData<E>,
  options: EmitOptions = {},
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.is_active, true), arrayContains(webhooks.events, [event])));
  if (endpoints.length === 0) return 0;
  const now = options.now ?? new Date();
  const id = newMessageId();
  const payload = messageBody(id, event, now, webhookEventDataSchemas[event].parse(data));
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        webhook_id: endpoint.id,
        message_id: id,
        event,
        payload,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  const queue = options.queue === undefined ? currentWebhookQueue() : options.queue;
  if (queue) for (const row of rows) await queue.send(tx, { deliveryId: row.id, attempt: 1 });
  return rows.length;
}
