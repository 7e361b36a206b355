// The 'Webhook' screen's API beyond a send (issue 34): the delivery log by status, a redelivery (a new attempt
// series of the same message: same webhook-id, same body), 'Kirim tes' (a signed webhook.test answered at once,
// also when the receiver refuses it), an update that keeps the secret, a delete, each audited; and the SSRF
// guard without WEBHOOK_ALLOW_PRIVATE: every URL the brief names is refused with 422 under `url`, and an
// endpoint that points at the loopback anyway (written before the guard, or DNS changed) is refused at send.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, webhookDeliveries, webhooks } from '@tagih/db';
import { isPublicAddress } from '../src/webhooks/address-guard.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { startReceiver, storeWebhook, verified, type Receiver } from './webhooks-fixtures.ts';

describe('webhooks: the delivery log, redelivery, Kirim tes, update and delete', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' });
    c = await seedOrderCatalogue(t.database.db);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  const actions = (id: number) =>
    t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'webhook'), eq(auditLogs.entity_id, String(id))))
      .then((rows) => rows.map((row) => row.action));

  it('redelivers a message as a new series with the same webhook-id and body', async () => {
    const hook = await storeWebhook(t, receiver.url);
    receiver.answer(500);
    await createOrder(t, basePayload(c));
    await t.app.webhooks.deliverNow();
    const list = await t.request({
      method: 'GET',
      url: `/api/webhooks/${hook.id}/deliveries?status=pending`,
    });
    const [original] = list.json().data;
    expect(list.json().meta).toMatchObject({ total: 1 });
    const redelivered = await t.request({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/deliveries/${original.id}/redeliver`,
    });
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json().data).toMatchObject({
      message_id: original.message_id,
      status: 'pending',
      attempts: 0,
      attempt_log: [],
    });
    await t.app.webhooks.deliverNow();
    const [first, again] = receiver.received.map((message) => verified(hook.secret, message));
    expect(again).toEqual(first);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    const copy = await t.request({
      method: 'GET',
      url: `/api/webhooks/deliveries/${redelivered.json().data.id}`,
    });
    expect(copy.json().data).toMatchObject({ status: 'succeeded', attempts: 1 });
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/webhooks/${hook.id + 1000}/deliveries/${original.id}/redeliver`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await actions(hook.id)).toEqual(['create', 'redeliver']);
  });

  it("'Kirim tes' sends a signed webhook.test now and answers what the receiver said", async () => {
    const hook = await storeWebhook(t, receiver.url);
    receiver.received.length = 0;
    receiver.answer(200, 410);
    const ok = await t.request({ method: 'POST', url: `/api/webhooks/${hook.id}/test` });
    expect(ok.json()).toMatchObject({
      message: 'Tes terkirim.',
      data: { attempt: 1, response_status: 200, response_body: 'jawaban 200', error: null },
    });
    expect(verified(hook.secret, receiver.received[0]!)).toMatchObject({
      type: 'webhook.test',
      data: { test: true },
    });
    const refused = await t.request({ method: 'POST', url: `/api/webhooks/${hook.id}/test` });
    expect(refused.json()).toMatchObject({ message: 'Tes gagal terkirim.', data: { response_status: 410 } });
    const log = await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries?status=failed` });
    expect(log.json().data).toMatchObject([{ event: 'webhook.test', last_response_status: 410 }]);
  });

  it('updates an endpoint keeping its secret, and deletes it with its log', async () => {
    const hook = await storeWebhook(t, receiver.url);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/webhooks/update/${hook.id}`,
      payload: { url: receiver.url, description: 'ERP baru', events: ['order.paid'], is_active: false },
    });
    expect(updated.json().data).toMatchObject({
      description: 'ERP baru',
      events: ['order.paid'],
      is_active: false,
    });
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.secret).toBe(hook.secret);
    // Inactive: a new order writes no delivery for it; 'Kirim tes' still sends.
    await createOrder(t, basePayload(c));
    await t.request({ method: 'POST', url: `/api/webhooks/${hook.id}/test` });
    const log = await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` });
    expect(log.json().data.map((row: { event: string }) => row.event)).toEqual(['webhook.test']);
    const deleted = await t.request({ method: 'DELETE', url: `/api/webhooks/delete/${hook.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}` })).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hook.id));
    expect(left).toEqual([]);
    expect(await actions(hook.id)).toEqual(['create', 'update', 'test', 'delete']);
  });
});

describe('webhooks: the SSRF guard (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it.each([
    ['ftp://example.com/hook', 'URL harus diawali http:// atau https://.'],
    ['http://127.0.0.1:8080/hook', 'alamat publik'],
    ['http://10.1.2.3/hook', 'alamat publik'],
    ['http://169.254.169.254/latest/meta-data', 'alamat publik'],
    ['http://[::1]/hook', 'alamat publik'],
    ['http://[::ffff:127.0.0.1]/hook', 'alamat publik'],
    ['http://100.64.0.1/hook', 'alamat publik'],
    ['http://localhost:3412/hook', 'alamat publik'],
  ])('refuses %s with 422 under url', async (url, words) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/webhooks/store',
      payload: { url, events: ['order.created'], is_active: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.url.join(' ')).toContain(words);
    expect(await t.database.db.select().from(webhooks)).toEqual([]);
  });

  it('classifies addresses with ipaddr.js: only public unicast passes', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of ['0.0.0.0', '192.168.1.1', '172.16.0.1', 'fd00::1', 'fe80::1', '224.0.0.1', '::'])
      expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses at send time an endpoint that points at the loopback', async () => {
    const [hook] = await t.database.db
      .insert(webhooks)
      .values({
        url: 'http://127.0.0.1:9/hook',
        events: ['order.created'],
        secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0',
      })
      .returning();
    await createOrder(t, basePayload(c));
    await t.app.webhooks.deliverNow();
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hook!.id));
    expect(delivery?.attempt_log[0]).toMatchObject({
      response_status: null,
      error: expect.stringMatching(/^Ditolak: /),
    });
  });
});
