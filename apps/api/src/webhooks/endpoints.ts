// The endpoints (routes/api/webhooks): list, one, store (with its signing secret, answered once), update and
// delete, each write audited. The URL is refused at store and update when the SSRF guard refuses it
// (address-guard.ts: 422 under `url`), and checked again before every send.
import { randomBytes } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhooks, type Db } from '@tagih/db';
import { PAGE_SIZE, type ListQuery } from '@tagih/domain/schemas/common';
import type { webhookInputSchema } from '@tagih/domain/schemas/webhook';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookRow,
} from '@tagih/domain/schemas/webhook';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { containsPattern } from '../lib/search.ts';
import { writeAudit, type AuditContext } from '../repositories/audit.ts';
import { isoText } from '../repositories/sql-values.ts';
import { checkWebhookUrl, RefusedWebhookUrl } from './address-guard.ts';

export type WebhookInputParsed = z.output<typeof webhookInputSchema>;

const isEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

const latest = (column: string) =>
  sql.raw(
    `(select d.${column} from webhook_deliveries d where d.webhook_id = webhooks.id order by d.id desc limit 1)`,
  );

const rowFields = {
  id: webhooks.id,
  url: webhooks.url,
  description: webhooks.description,
  events: webhooks.events,
  is_active: webhooks.is_active,
  created_at: isoText(webhooks.created_at),
  updated_at: isoText(webhooks.updated_at),
  last_delivery_status: sql<WebhookDeliveryStatus | null>`${latest('status')}`,
  last_delivery_at: sql<
    string | null
  >`to_char(${latest('updated_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

type SelectedRow = Omit<WebhookRow, 'events'> & { events: string[] };
const asRow = (row: SelectedRow): WebhookRow => ({ ...row, events: row.events.filter(isEvent) });

export async function listWebhooks(db: Db, query: ListQuery) {
  const where = query.search
    ? sql`(${webhooks.url} ilike ${containsPattern(query.search)} or ${webhooks.description} ilike ${containsPattern(query.search)})`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(webhooks)
      .where(where)
      .orderBy(desc(webhooks.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(webhooks).where(where),
  ]);
  return { rows: rows.map(asRow), total: counted?.total ?? 0 };
}

export async function findWebhookRow(db: Db, id: number): Promise<WebhookRow> {
  const [row] = await db.select(rowFields).from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw AppError.notFound('Webhook');
  return asRow(row);
}

/** The URL as the guard sees it now: a refusal is the form's 422 under `url`. */
async function assertUrlAllowed(url: string, allowPrivate: boolean) {
  await checkWebhookUrl(url, allowPrivate).catch((error: unknown) => {
    if (error instanceof RefusedWebhookUrl) throw AppError.field('url', error.message);
    throw error;
  });
}

/** `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export async function storeWebhook(
  db: Db,
  input: WebhookInputParsed,
  context: AuditContext,
  allowPrivate: boolean,
): Promise<WebhookRow & { secret: string }> {
  await assertUrlAllowed(input.url, allowPrivate);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(webhooks)
      .values({ ...input, secret })
      .returning({ id: webhooks.id });
    // The secret stays out of the audit row.
    await writeAudit(tx, context, {
      action: 'create',
      entity: 'webhook',
      entityId: stored!.id,
      after: input,
    });
    return stored!.id;
  });
  return { ...(await findWebhookRow(db, id)), secret };
}

export async function updateWebhook(
  db: Db,
  id: number,
  input: WebhookInputParsed,
  context: AuditContext,
  allowPrivate: boolean,
): Promise<WebhookRow> {
  await assertUrlAllowed(input.url, allowPrivate);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhooks).where(eq(webhooks.id, id)).for('update');
    if (!before) throw AppError.notFound('Webhook');
    await tx
      .update(webhooks)
      .set({ ...input, updated_at: new Date() })
      .where(eq(webhooks.id, id));
    const { secret: _secret, ...shown } = before;
    await writeAudit(tx, context, {
      action: 'update',
      entity: 'webhook',
      entityId: id,
      before: shown,
      after: input,
    });
  });
  return findWebhookRow(db, id);
}

/** Deletes the endpoint and its delivery log (pending tries stop); the audit row keeps what it was. */
export async function destroyWebhook(db: Db, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [deliveries] = await tx
      .select({ total: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, id));
    const [before] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
    if (!before) throw AppError.notFound('Webhook');
    const { secret: _secret, ...shown } = before;
    await writeAudit(tx, context, {
      action: 'delete',
      entity: 'webhook',
      entityId: id,
      before: { ...shown, deliveries: deliveries?.total ?? 0 },
    });
  });
}
