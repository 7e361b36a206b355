// The delivery log of an endpoint (routes/api/webhooks/deliveries.ts): a page of its deliveries, one with its
// exact body and attempt log, a redelivery (a NEW attempt series of the same message: same `webhook-id`, same
// body, so a receiver that deduplicates on it sees one message) and 'Kirim tes' (one `webhook.test` sent now).
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { webhookDeliveries, webhooks, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { webhookDeliveryListQuerySchema } from '@tagih/domain/schemas/webhook';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookDeliveryRow,
  type WebhookDeliveryStatus,
} from '@tagih/domain/schemas/webhook';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { containsPattern } from '../lib/search.ts';
import { writeAudit, type AuditContext } from '../repositories/audit.ts';
import { isoText } from '../repositories/sql-values.ts';
import { messageBody, newMessageId } from './emit.ts';
import { sendMessage, isDelivered, type SendSettings } from './http-send.ts';
import { currentWebhookQueue } from './queue.ts';

const rowFields = {
  id: webhookDeliveries.id,
  webhook_id: webhookDeliveries.webhook_id,
  message_id: webhookDeliveries.message_id,
  event: webhookDeliveries.event,
  status: sql<WebhookDeliveryStatus>`${webhookDeliveries.status}`,
  attempts: webhookDeliveries.attempts,
  next_attempt_at: isoText(webhookDeliveries.next_attempt_at),
  created_at: isoText(webhookDeliveries.created_at),
  last_response_status: sql<
    number | null
  >`(${webhookDeliveries.attempt_log} -> -1 ->> 'response_status')::int`,
} satisfies Record<keyof WebhookDeliveryRow, unknown>;

async function assertWebhook(db: Db, id: number) {
  const [found] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  if (!found) throw AppError.notFound('Webhook');
}

export async function listDeliveries(
  db: Db,
  webhookId: number,
  query: z.output<typeof webhookDeliveryListQuerySchema>,
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  await assertWebhook(db, webhookId);
  const filters: SQL[] = [eq(webhookDeliveries.webhook_id, webhookId)];
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(webhookDeliveries.event, pattern), ilike(webhookDeliveries.message_id, pattern))!);
  }
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDelivery(db: Db, deliveryId: number, webhookId?: number) {
  const [row] = await db
    .select({ ...rowFields, payload: webhookDeliveries.payload, attempt_log: webhookDeliveries.attempt_log })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        webhookId === undefined ? undefined : eq(webhookDeliveries.webhook_id, webhookId),
      ),
    );
  if (!row) throw AppError.notFound('Pengiriman webhook');
  return row;
}

/** A new attempt series of the delivery's message, queued on the request's queue (or left for deliverNow). */
export async function redeliver(db: Db, webhookId: number, deliveryId: number, context: AuditContext) {
  const original = await findDelivery(db, deliveryId, webhookId);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        webhook_id: webhookId,
        message_id: original.message_id,
        event: original.event,
        payload: original.payload,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: webhookDeliveries.id });
    await currentWebhookQueue()?.send(tx, { deliveryId: copy!.id, attempt: 1 });
    await writeAudit(tx, context, {
      action: 'redeliver',
      entity: 'webhook',
      entityId: webhookId,
      after: { delivery_id: copy!.id, redelivers: deliveryId, message_id: original.message_id },
    });
    return copy!.id;
  });
  return findDelivery(db, id);
}

/** 'Kirim tes': one `webhook.test` message now, outside the retries; logged as a delivery and answered. */
export async function sendTest(
  db: Db,
  webhookId: number,
  context: AuditContext,
  settings: SendSettings,
): Promise<WebhookAttempt> {
  const [endpoint] = await db
    .select({ url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(eq(webhooks.id, webhookId));
  if (!endpoint) throw AppError.notFound('Webhook');
  const now = new Date();
  const messageId = newMessageId();
  const payload = messageBody(messageId, WEBHOOK_TEST_EVENT, now, { test: true });
  const attempt: WebhookAttempt = {
    attempt: 1,
    ...(await sendMessage({ url: endpoint.url, secret: endpoint.secret, messageId, payload }, settings)),
  };
  await db.transaction(async (tx) => {
    const [logged] = await tx
      .insert(webhookDeliveries)
      .values({
        webhook_id: webhookId,
        message_id: messageId,
        event: WEBHOOK_TEST_EVENT,
        payload,
        status: isDelivered(attempt.response_status) ? 'succeeded' : 'failed',
        attempts: 1,
        next_attempt_at: null,
        attempt_log: [attempt],
        created_at: now,
        updated_at: new Date(),
      })
      .returning({ id: webhookDeliveries.id });
    await writeAudit(tx, context, {
      action: 'test',
      entity: 'webhook',
      entityId: webhookId,
      after: { delivery_id: logged!.id, message_id: messageId, response_status: attempt.response_status },
    });
  });
  return attempt;
}
