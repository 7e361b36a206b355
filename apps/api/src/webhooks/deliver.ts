// The attempt series of a delivery (docs/decisions-made.md "Webhooks"): a try is claimed (its due time pushed
// past the try's longest run, so a second worker or the sweep leaves it alone), sent outside any transaction,
// then logged; the log, the new status and the next try's job are written in one transaction. A 2xx answer
// succeeds; anything else is tried again on RETRY_SCHEDULE_MINUTES, about 24 hours, then the delivery fails.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { webhookDeliveries, webhooks, type Db, type WebhookAttemptRecord } from '@tagih/db';
import type { WebhookDeliveryStatus } from '@tagih/domain/schemas/webhook';
import { isDelivered, sendMessage, type SendSettings } from './http-send.ts';
import type { WebhookQueue } from './queue.ts';

/** Minutes after each failed try until the next: 9 tries over 23 h 36 min, then 'failed'. */
export const RETRY_SCHEDULE_MINUTES = [1, 5, 30, 60, 120, 240, 480, 480] as const;
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MINUTES.length + 1;

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  settings: SendSettings;
  /** The job queue, when it runs: the next try is queued on it. */
  queue: WebhookQueue | null;
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

const minutes = (count: number) => count * 60_000;

/** Claims try `attempt` of a pending, due delivery; answers what to send, or null (not due, done, taken). */
async function claim(deps: DeliveryDeps, deliveryId: number, attempt: number) {
  const now = deps.now();
  const lease = new Date(now.getTime() + deps.settings.timeoutMs + minutes(1));
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({ next_attempt_at: lease })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempt - 1),
        lte(webhookDeliveries.next_attempt_at, now),
      ),
    )
    .returning({ webhook_id: webhookDeliveries.webhook_id });
  if (!claimed) return null;
  const [endpoint] = await deps.db
    .select({ url: webhooks.url, secret: webhooks.secret, is_active: webhooks.is_active })
    .from(webhooks)
    .where(eq(webhooks.id, claimed.webhook_id));
  const [message] = await deps.db
    .select({ messageId: webhookDeliveries.message_id, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  return endpoint && message ? { endpoint, message } : null;
}

/** Makes try `attempt` of the delivery now, if it is still due; logs it and schedules the next. */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: number,
  attempt: number,
): Promise<DeliveryOutcome> {
  const claimed = await claim(deps, deliveryId, attempt);
  if (!claimed) return 'skipped';
  const { endpoint, message } = claimed;
  const tried: WebhookAttemptRecord = endpoint.is_active
    ? {
        attempt,
        ...(await sendMessage({ url: endpoint.url, secret: endpoint.secret, ...message }, deps.settings)),
      }
    : {
        attempt,
        attempted_at: deps.now().toISOString(),
        response_status: null,
        response_body: null,
        error: 'Webhook nonaktif; pesan tidak dikirim.',
        duration_ms: 0,
      };
  const delay = RETRY_SCHEDULE_MINUTES[attempt - 1];
  const status: WebhookDeliveryStatus = isDelivered(tried.response_status)
    ? 'succeeded'
    : endpoint.is_active && delay !== undefined
      ? 'pending'
      : 'failed';
  const next = status === 'pending' ? new Date(deps.now().getTime() + minutes(delay ?? 0)) : null;
  await deps.db.transaction(async (tx) => {
    const [logged] = await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts: attempt,
        next_attempt_at: next,
        attempt_log: sql`${webhookDeliveries.attempt_log} || ${JSON.stringify([tried])}::jsonb`,
        updated_at: deps.now(),
      })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, attempt - 1)))
      .returning({ id: webhookDeliveries.id });
    if (logged && next && deps.queue) await deps.queue.send(tx, { deliveryId, attempt: attempt + 1 }, next);
  });
  return status === 'pending' ? 'retrying' : status;
}

/** Pending deliveries due by `dueBy`, oldest first: what deliverNow sends and the sweep queues again. */
export async function dueDeliveries(db: Db, dueBy: Date, limit = 100) {
  return db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.next_attempt_at, dueBy)))
    .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
    .limit(limit);
}

/** Sends every due delivery's next try in this process (the queue off: tests and app.webhooks.deliverNow). */
export async function deliverDue(deps: DeliveryDeps): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { succeeded: 0, retrying: 0, failed: 0, skipped: 0 };
  for (const due of await dueDeliveries(deps.db, deps.now()))
    counts[await attemptDelivery(deps, due.id, due.attempts + 1)] += 1;
  return counts;
}
