// Webhooks (issue 34) as an integrator receives them, with the queue off: app.webhooks.deliverNow() sends what
// is due and the test moves the app's clock over the try schedule. A receiver on the loopback (allowed by
// WEBHOOK_ALLOW_PRIVATE=1) verifies every message with the standardwebhooks library. A store answers the secret
// once; `order.created` is sent after the order's store commits; a 500 then a 200 is retried and succeeds, a
// receiver that never answers times out and is retried, nine failures fail the delivery; a refused store and a
// rolled-back change send nothing; a redelivery repeats the same message; 'Kirim tes' answers the attempt.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, webhookDeliveries } from '@tagih/db';
import { MAX_ATTEMPTS } from '../src/webhooks/deliver.ts';
import { emitWebhook } from '../src/webhooks/emit.ts';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { startReceiver, storeWebhook, verified, type Receiver } from './webhooks-fixtures.ts';

describe('webhooks, the queue off', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let receiver: Receiver;
  let offset = 0;
  const later = (minutes: number) => (offset += minutes * 60_000);
  const deliveriesOf = (webhookId: number) =>
    t.request({ method: 'GET', url: `/api/webhooks/${webhookId}/deliveries` }).then((r) => r.json().data);
  const deliveryOf = (id: number) =>
    t.request({ method: 'GET', url: `/api/webhooks/deliveries/${id}` }).then((r) => r.json().data);

  beforeAll(async () => {
    t = await createTestContext(
      { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '500' },
      { now: () => new Date(Date.now() + offset) },
    );
    c = await seedOrderCatalogue(t.database.db);
  });
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('stores an endpoint with a whsec_ secret answered once, and lists it without', async () => {
    const stored = await storeWebhook(t, receiver.url);
    expect(stored.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const shown = await t.request({ method: 'GET', url: `/api/webhooks/${stored.id}` });
    expect(shown.json().data).toMatchObject({ url: receiver.url, events: ['order.created', 'order.paid'] });
    expect(shown.json().data).not.toHaveProperty('secret');
    const listed = await t.request({ method: 'GET', url: '/api/webhooks' });
    expect(JSON.stringify(listed.json())).not.toContain(stored.secret);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'webhook'), eq(auditLogs.entity_id, String(stored.id))));
    expect(audit?.action).toBe('create');
    expect(JSON.stringify(audit?.after)).not.toContain(stored.secret);
    await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${stored.id}` });
  });

  it('sends order.created after the store; a 500 is retried, then a 200 succeeds, every try logged', async () => {
    const hook = await storeWebhook(t, receiver.url);
    receiver.answer(500, 200);
    const order = await createOrder(t, basePayload(c));
    expect(receiver.received).toHaveLength(0);
    expect(await t.app.webhooks.deliverNow()).toMatchObject({ retrying: 1 });
    const [pending] = await deliveriesOf(hook.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_response_status: 500 });
    // Not due yet: the next try is a minute later.
    expect(await t.app.webhooks.deliverNow()).toMatchObject({ retrying: 0, succeeded: 0 });
    later(1);
    expect(await t.app.webhooks.deliverNow()).toMatchObject({ succeeded: 1 });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received.map((message) => verified(hook.secret, message));
    expect(first).toEqual(second);
    expect(first).toMatchObject({ type: 'order.created', data: { order: { id: order.id } } });
    expect(first?.id).toMatch(/^msg_/);
    expect(receiver.received[0]?.headers['webhook-id']).toBe(first?.id);
    expect(receiver.received[0]?.headers['content-type']).toBe('application/json');
    const delivery = await deliveryOf(pending.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, next_attempt_at: null });
    expect(delivery.payload).toBe(receiver.received[1]?.body);
    expect(delivery.attempt_log).toMatchObject([
      { attempt: 1, response_status: 500, response_body: 'jawaban 500', error: null },
      { attempt: 2, response_status: 200, response_body: 'jawaban 200', error: null },
    ]);
    const listed = await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}` });
    expect(listed.json().data).toMatchObject({ last_delivery_status: 'succeeded' });
    await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${hook.id}` });
  });

  it('a receiver that does not answer times out and is tried again', async () => {
    const hook = await storeWebhook(t, receiver.url);
    receiver.answer('hang');
    await createOrder(t, basePayload(c));
    await t.app.webhooks.deliverNow();
    const [delivery] = await deliveriesOf(hook.id);
    const logged = await deliveryOf(delivery.id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logged.attempt_log[0]).toMatchObject({
      response_status: null,
      error: 'Waktu habis setelah 500 ms.',
    });
    later(1);
    await t.app.webhooks.deliverNow();
    expect(await deliveryOf(delivery.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${hook.id}` });
  });

  it('fails a delivery after nine tries over about a day', async () => {
    const hook = await storeWebhook(t, receiver.url);
    receiver.answer(...Array<number>(MAX_ATTEMPTS).fill(503));
    await createOrder(t, basePayload(c));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await t.app.webhooks.deliverNow();
      later(8 * 60);
    }
    const failed = await t.request({
      method: 'GET',
      url: `/api/webhooks/${hook.id}/deliveries?status=failed`,
    });
    expect(failed.json().data).toMatchObject([
      { status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null },
    ]);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    later(24 * 60);
    await t.app.webhooks.deliverNow();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${hook.id}` });
  });

  it('a refused store (422) and a rolled-back change write and send nothing', async () => {
    const hook = await storeWebhook(t, receiver.url);
    const refused = await storeOrder(t, basePayload(c, { id_product_item: 999_999 }));
    expect(refused.statusCode).toBe(422);
    const order = await createOrder(t, basePayload(c));
    const deliveredBefore = await t.database.db.select().from(webhookDeliveries);
    const shown = await t.request({ method: 'GET', url: `/api/orders/${order.id}` });
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitWebhook(tx, 'order.paid', { order: shown.json().data });
        throw new Error('the change is refused after the emit');
      }),
    ).rejects.toThrow('refused after');
    const rows = await t.database.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(deliveredBefore.length);
    expect(rows.filter((row) => row.webhook_id === hook.id).map((row) => row.event)).toEqual([
      'order.created',
    ]);
    await t.app.webhooks.deliverNow();
    expect(receiver.received.map((message) => verified(hook.secret, message).data)).toMatchObject([
      { order: { id: order.id } },
    ]);
    await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${hook.id}` });
  });
});
