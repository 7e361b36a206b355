// The order webhooks after order.created (issue 34): each emitted INSIDE the transaction of its change, with
// the order as `GET /orders/show/{id}` answers it (selectOrderRows) read on that transaction, so a refused or
// rolled-back change sends nothing. A lifecycle step (takeLockedStep) emits its own event here: a cancel
// `order.canceled`, a pay that leaves the order Lunas `order.paid` (publish, change-status, a payment or an
// approval that settles it: they all take the step there).
import { eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import type { OrderStep } from '@tagih/domain/order-lifecycle';
import type { OrderRow } from '@tagih/domain/schemas/order';
import type { WebhookEvent } from '@tagih/domain/schemas/webhook';
import { emitWebhook, type WebhookEventData } from '../../webhooks/emit.ts';
import { selectOrderRows } from '../read/orders-read.ts';
import { emitOrderCreated, webhookSubscribed } from './order-webhooks.ts';

type OrderOnly = 'order.updated' | 'order.canceled' | 'order.voided' | 'order.paid';

/** The order as the show route answers it, read on `tx`; null when it is gone. */
export async function orderForWebhook(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [order] = await selectOrderRows(tx).where(eq(orders.id, orderId));
  return order ?? null;
}

/** Emits an event whose `data` is `{order, ...extra}` for order `orderId` as it stands on `tx`. */
export async function emitOrderEvent<E extends WebhookEvent>(
  tx: Db,
  event: E,
  orderId: number,
  extra: Omit<WebhookEventData<E>, 'order'> | (E extends OrderOnly ? undefined : never),
): Promise<void> {
  // The order's read (a join of its lines) only when an active endpoint will take the message.
  if (!(await webhookSubscribed(tx, event))) return;
  const order = await orderForWebhook(tx, orderId);
  if (!order) return;
  await emitWebhook(tx, event, { ...(extra ?? {}), order } as WebhookEventData<E>);
}

/** The event a lifecycle step just taken announces, if any. */
export async function emitStepEvent(tx: Db, step: OrderStep, after: { id: number; status: number }) {
  if (step === 'cancel') await emitOrderEvent(tx, 'order.canceled', after.id, undefined);
  else if (step === 'pay' && after.status === 1) await emitOrderEvent(tx, 'order.paid', after.id, undefined);
}

/**
 * The events of an order just stored on `tx`: `order.created`, and for a renewal (manual or automatic, the
 * store's action says) `order.renewed` with the order it renews.
 */
export async function emitStoreEvents(
  tx: Db,
  storedId: number,
  renewal: { action: 'create' | 'renew' | 'renew-auto'; renewedId: number | null },
): Promise<void> {
  await emitOrderCreated(tx, storedId);
  if (renewal.action !== 'create' && renewal.renewedId !== null)
    await emitOrderEvent(tx, 'order.renewed', storedId, { renewed_order_id: renewal.renewedId });
}
