// The webhook of a stored order (issue 34): `order.created` with the order as `GET /orders/show/{id}` answers
// it, read and emitted in the store's transaction (webhooks/emit.ts), so a refused or rolled-back store
// sends nothing. A new order is otherwise stored by one autocommit statement (orders-invoice-number.ts); it
// takes a transaction only while an active endpoint is subscribed, so without webhooks the month's number
// lock is still never held across a round trip.
import { and, arrayContains, eq } from 'drizzle-orm';
import { orders, webhooks, type Db } from '@tagih/db';
import type { WebhookEvent } from '@tagih/domain/schemas/webhook';
import { emitWebhook } from '../../webhooks/emit.ts';
import { selectOrderRows } from '../read/orders-read.ts';

/** Whether an active endpoint is subscribed to the event now. */
export async function webhookSubscribed(db: Db, event: WebhookEvent): Promise<boolean> {
  const [found] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.is_active, true), arrayContains(webhooks.events, [event])))
    .limit(1);
  return found !== undefined;
}

/** Emits `order.created` for the order just stored on `tx`. */
export async function emitOrderCreated(tx: Db, orderId: number): Promise<void> {
  const [order] = await selectOrderRows(tx).where(eq(orders.id, orderId));
  if (order) await emitWebhook(tx, 'order.created', { order });
}
