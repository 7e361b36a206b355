// The nine events after order.created (issue 34), each made through the API with three endpoints stored: one
// active and subscribed to every event, one active and subscribed to order.created only, one subscribed to
// every event but inactive. Each change leaves exactly one delivery, on the first endpoint, whose payload
// parses with webhookMessageSchema(event) and carries the changed order as GET /orders/{id} answers it (the row's fields); a
// refused change (409/422) leaves none.
import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { WEBHOOK_EVENTS, webhookMessageSchema, type WebhookEvent } from '@tagih/domain/schemas/webhook';
import { createTestContext, type TestContext } from './helper.ts';
import { addMailRecipient } from './invoice-fixtures.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { dueDayOf, movingClock, sendInvoiceOf } from './reminders-fixtures.ts';

describe('webhook events, each in its change’s transaction', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const clock = movingClock();
  const hooks = { all: 0, createdOnly: 0, inactive: 0 };
  const { uploadProof, book, approve, reject, setStatus } = paymentCalls(() => t);
  const store = async (events: readonly WebhookEvent[], is_active: boolean) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/webhooks/store',
      payload: { url: 'http://127.0.0.1:9/hook', description: '', events, is_active },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  const show = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data as Record<string, unknown>;

  /** The deliveries `change` leaves. */
  const deliveriesOf = async (change: () => Promise<unknown>) => {
    const mark = (await t.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).reduce(
      (max, row) => Math.max(max, row.id),
      0,
    );
    await change();
    return t.database.db.select().from(webhookDeliveries).where(gt(webhookDeliveries.id, mark));
  };

  /** Exactly one delivery of `event`, to the endpoint subscribed to all; answers its parsed message. */
  const onlyOne = <E extends WebhookEvent>(rows: Awaited<ReturnType<typeof deliveriesOf>>, event: E) => {
    expect(rows.map((row) => [row.webhook_id, row.event])).toEqual([[hooks.all, event]]);
    return webhookMessageSchema(event).parse(JSON.parse(rows[0]!.payload));
  };

  beforeAll(async () => {
    t = await createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' }, { now: clock.now });
    c = await seedOrderCatalogue(t.database.db);
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
    hooks.all = await store(WEBHOOK_EVENTS, true);
    hooks.createdOnly = await store(['order.created'], true);
    hooks.inactive = await store(WEBHOOK_EVENTS, false);
  });
  afterAll(() => t.close());

  it('order.updated on an edit, with the order as shown after it; a stale edit (409) sends nothing', async () => {
    const order = await createOrder(t, basePayload(c));
    const rows = await deliveriesOf(() =>
      t.request({
        method: 'PUT',
        url: `/api/orders/update/${order.id}`,
        payload: basePayload(c, { total_month: 3, updated_at: order.updated_at }),
      }),
    );
    const message = onlyOne(rows, 'order.updated');
    expect(await show(order.id)).toMatchObject(message.data.order);
    expect(message.data.order.total_month).toBe(3);
    const stale = await deliveriesOf(async () => {
      const response = await t.request({
        method: 'PUT',
        url: `/api/orders/update/${order.id}`,
        payload: basePayload(c, { total_month: 6, updated_at: order.updated_at }),
      });
      expect(response.statusCode).toBe(409);
    });
    expect(stale).toEqual([]);
  });

  it('order.canceled on cancel_order; cancelling it again (409) sends nothing', async () => {
    const order = await createOrder(t, basePayload(c));
    const cancel = () =>
      t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: order.id } });
    const message = onlyOne(await deliveriesOf(cancel), 'order.canceled');
    expect(message.data.order).toMatchObject({ id: order.id, is_canceled: 1 });
    const again = await deliveriesOf(async () => expect((await cancel()).statusCode).toBe(409));
    expect(again).toEqual([]);
  });

  it('order.voided on delete, with the order as it was; a void refused (409, sent) sends nothing', async () => {
    const order = await createOrder(t, basePayload(c));
    const shown = await show(order.id);
    const rows = await deliveriesOf(() =>
      t.request({ method: 'DELETE', url: `/api/orders/delete/${order.id}` }),
    );
    expect(shown).toMatchObject(onlyOne(rows, 'order.voided').data.order);
    const sent = await createOrder(t, basePayload(c));
    await sendInvoiceOf(t, sent.id);
    const refused = await deliveriesOf(async () =>
      expect((await t.request({ method: 'DELETE', url: `/api/orders/delete/${sent.id}` })).statusCode).toBe(
        409,
      ),
    );
    expect(refused).toEqual([]);
  });

  it('order.paid on a publish (change-status 1); publishing it again (409) sends nothing', async () => {
    const order = await createOrder(t, basePayload(c));
    const paid = onlyOne(await deliveriesOf(() => setStatus(order.id, 1)), 'order.paid');
    expect(paid.data.order).toMatchObject({ id: order.id, status: 1 });
    const twice = await deliveriesOf(async () => expect((await setStatus(order.id, 1)).statusCode).toBe(409));
    expect(twice).toEqual([]);
  });

  it('payment.approved on an approval; one that settles the order also sends order.paid', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const payments = await book(order.id);
    const review = payments.reviews[0]!;
    const total = BigInt(payments.amount_due);
    const partial = await deliveriesOf(async () => {
      const response = await approve(order.id, review.id, {
        amount: String(total / 2n),
        received_on: todayInJakarta(),
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    const approved = onlyOne(partial, 'payment.approved');
    expect(approved.data.review).toMatchObject({ id: review.id, status: 'approved' });
    // The show route signs a link to the proof; the webhook's row leaves it null (a link would expire).
    expect(await show(order.id)).toMatchObject({
      ...approved.data.order,
      image_payment_proof: expect.any(String),
    });
    expect(approved.data.order.image_payment_proof).toBeNull();

    await uploadProof(order.id);
    const second = (await book(order.id)).reviews.find((row) => row.status === 'pending')!;
    const settling = await deliveriesOf(() =>
      approve(order.id, second.id, { amount: String(total - total / 2n), received_on: todayInJakarta() }),
    );
    expect(settling.map((row) => row.event).sort()).toEqual(['order.paid', 'payment.approved']);
    const paid = webhookMessageSchema('order.paid').parse(
      JSON.parse(settling.find((row) => row.event === 'order.paid')!.payload),
    );
    expect(paid.data.order).toMatchObject({ id: order.id, status: 1 });
    const decidedAgain = await deliveriesOf(async () =>
      expect(
        (await approve(order.id, second.id, { amount: '1', received_on: todayInJakarta() })).statusCode,
      ).toBe(409),
    );
    expect(decidedAgain).toEqual([]);
  });

  it('payment.rejected on a rejection, with the reason', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const review = (await book(order.id)).reviews[0]!;
    const rows = await deliveriesOf(() => reject(order.id, review.id, { reason: 'Nominal tidak terbaca' }));
    const message = onlyOne(rows, 'payment.rejected');
    expect(message.data.review).toMatchObject({
      id: review.id,
      status: 'rejected',
      reason: 'Nominal tidak terbaca',
    });
    expect(message.data.order.id).toBe(order.id);
  });

  it('invoice.sent on send_inv, with the recipients', async () => {
    const order = await createOrder(t, basePayload(c));
    const message = onlyOne(await deliveriesOf(() => sendInvoiceOf(t, order.id)), 'invoice.sent');
    expect(await show(order.id)).toMatchObject(message.data.order);
    expect(message.data.sent.bcc).toEqual(['siti.rahma@tagih.test']);
    expect(message.data.sent.to.length).toBeGreaterThan(0);
    expect(message.data.sent.admin?.email).toBe('admin@tagih.local');
  });

  it('order.renewed (and order.created) on a renewal, naming the order it renews', async () => {
    const order = await createOrder(t, basePayload(c, { total_month: 3 }));
    const rows = await deliveriesOf(async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/subscriptions/renew',
        payload: { orders: [order.id] },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(rows.map((row) => [row.webhook_id, row.event]).sort()).toEqual(
      [
        [hooks.all, 'order.created'],
        [hooks.all, 'order.renewed'],
        [hooks.createdOnly, 'order.created'],
      ].sort(),
    );
    const renewed = webhookMessageSchema('order.renewed').parse(
      JSON.parse(rows.find((row) => row.event === 'order.renewed')!.payload),
    );
    expect(renewed.data.renewed_order_id).toBe(order.id);
    expect(renewed.data.order.id).not.toBe(order.id);
  });

  it('reminder.sent once the reminder mail went; nothing while no reminder is due', async () => {
    const order = await createOrder(t, basePayload(c));
    await sendInvoiceOf(t, order.id);
    clock.at(dueDayOf(0));
    expect(await deliveriesOf(() => t.app.reminders.runNow())).toEqual([]);
    clock.at(dueDayOf(1));
    const rows = await deliveriesOf(async () =>
      expect((await t.app.reminders.runNow()).sent).toBeGreaterThan(0),
    );
    const reminders = rows.filter((row) => row.event === 'reminder.sent');
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((row) => row.webhook_id === hooks.all)).toBe(true);
    const ours = reminders
      .map((row) => webhookMessageSchema('reminder.sent').parse(JSON.parse(row.payload)))
      .find((message) => message.data.order.id === order.id);
    expect(ours?.data.reminder.sent_at).not.toBeNull();
    expect(ours?.data.reminder.sent_to.length).toBeGreaterThan(0);
  });
});
