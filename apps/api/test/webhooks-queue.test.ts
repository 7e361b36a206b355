// Webhooks on a real pg-boss worker (jobQueue 'worker', polling every half second): a stored order's
// `order.created` job is written on the store's transaction and the worker delivers it after commit, signed; a
// change that rolls back after its emit leaves no job, and a refused store (422) queues none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SEND_QUEUE } from '../src/webhooks/queue.ts';
import { emitWebhook } from '../src/webhooks/emit.ts';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { eventually } from './reminders-fixtures.ts';
import { startReceiver, storeWebhook, verified, type Receiver } from './webhooks-fixtures.ts';

describe('webhooks on the pg-boss worker', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let receiver: Receiver;
  let secret = '';
  beforeAll(async () => {
    t = await createTestContext(
      { WEBHOOK_ALLOW_PRIVATE: '1' },
      { jobQueue: 'worker', jobPollingSeconds: 0.5 },
    );
    c = await seedOrderCatalogue(t.database.db);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  const jobs = () => t.app.reminders.boss!.findJobs(WEBHOOK_SEND_QUEUE);

  it('delivers order.created after the store commits', async () => {
    const hook = await storeWebhook(t, receiver.url);
    secret = hook.secret;
    const order = await createOrder(t, basePayload(c));
    await eventually(async () => receiver.received.length === 1);
    expect(verified(hook.secret, receiver.received[0]!)).toMatchObject({
      type: 'order.created',
      data: { order: { id: order.id, invoice_number: order.invoice_number } },
    });
    await eventually(async () => {
      const log = await t.request({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` });
      return log.json().data[0]?.status === 'succeeded';
    });
  });

  it('queues nothing for a rolled-back change or a refused store', async () => {
    const before = (await jobs()).length;
    const refused = await storeOrder(t, basePayload(c, { id_product_item: 999_999 }));
    expect(refused.statusCode).toBe(422);
    const order = await createOrder(t, basePayload(c));
    expect((await jobs()).length).toBe(before + 1);
    const shown = await t.request({ method: 'GET', url: `/api/orders/${order.id}` });
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitWebhook(tx, 'order.paid', { order: shown.json().data }, { queue: t.app.webhooks.queue });
        // (No look at the jobs from inside: on the embedded PGlite the queue's reads wait for this transaction.)
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await jobs()).length).toBe(before + 1);
    // The same emit committed does queue its job: the count above could have moved.
    await t.database.db.transaction((tx) =>
      emitWebhook(tx, 'order.paid', { order: shown.json().data }, { queue: t.app.webhooks.queue }),
    );
    expect((await jobs()).length).toBe(before + 2);
    await eventually(async () => receiver.received.length === 3);
    const types = receiver.received.slice(1).map((message) => verified(secret, message).type);
    expect(types.sort()).toEqual(['order.created', 'order.paid']);
  });
});
