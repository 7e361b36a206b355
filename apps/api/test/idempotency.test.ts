// Idempotency-Key (issue 34): an integrator that retries a write after a timeout gets the first answer again
// and nothing is written twice, on POST /orders/store, a payment's approval and POST /subscriptions/renew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders, payments } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  orderTableCounts,
  seedOrderCatalogue,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { asMaker } from './proof-maker.ts';
import { outboxMails } from './reminders-fixtures.ts';

const REUSED =
  'Idempotency-Key ini sudah dipakai untuk permintaan lain dalam 24 jam terakhir; gunakan key baru.';

describe('Idempotency-Key', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let clock = new Date();
  const calls = paymentCalls(() => t);
  beforeAll(async () => {
    t = await createTestContext({}, { now: () => clock });
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const store = (key: string | undefined, payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/orders/store',
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const orderCount = async () => Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n);

  it('answers the first answer again for the same key and body, and stores one order', async () => {
    const payload = basePayload(c, { remarks: 'sekali saja' });
    const first = await store('order-key-1', payload);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await orderTableCounts(t);

    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await store('order-key-1', reordered);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('refuses the key with another body (422) and changes nothing', async () => {
    await store('order-key-2', basePayload(c, { remarks: 'pertama' }));
    const before = await orderTableCounts(t);
    const other = await store('order-key-2', basePayload(c, { remarks: 'kedua' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'idempotency-key': [REUSED] });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('makes one order of ten concurrent stores with one key, each answered the same order', async () => {
    const before = await orderCount();
    const payload = basePayload(c, { remarks: 'serentak' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => store('order-key-3', payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().data.id as number));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps nothing of a refused write: the key is free for the corrected request', async () => {
    const refused = await store('order-key-4', basePayload(c, { id_company: 999_999 }));
    expect(refused.statusCode).toBe(422);
    const before = await orderCount();
    const stored = await store('order-key-4', basePayload(c));
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a malformed key (422) and stores nothing', async () => {
    const before = await orderCount();
    for (const key of ['', 'dengan spasi', 'x'.repeat(256), 'kunci\u00e9']) {
      const response = await store(key, basePayload(c));
      expect(response.statusCode, JSON.stringify(key)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['idempotency-key']);
    }
    expect(await orderCount()).toBe(before);
  });

  it('keeps one caller’s keys apart from another’s, an API key’s from its creator’s', async () => {
    const payload = basePayload(c, { remarks: 'dua pemanggil' });
    const before = await orderCount();
    const mine = await store('shared-key', payload);
    const theirs = await asMaker(t, {
      method: 'POST',
      url: '/api/orders/store',
      payload,
      headers: { 'idempotency-key': 'shared-key' },
    });
    // An API key acts as the administrator who made it, yet its keys are its own.
    const made = await t.request({
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Integrasi ERP', role: 'sales' },
    });
    const viaKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders/store',
      payload,
      headers: { authorization: `Bearer ${made.json().data.secret}`, 'idempotency-key': 'shared-key' },
    });
    expect([mine.statusCode, theirs.statusCode, viaKey.statusCode]).toEqual([200, 200, 200]);
    const ids = [mine, theirs, viaKey].map((answer) => answer.json().data.id as number);
    expect(new Set(ids).size).toBe(3);
    expect(await orderCount()).toBe(before + 3);
  });

  it('forgets a key after 24 hours: the same key then stores again', async () => {
    const payload = basePayload(c, { remarks: 'besok lagi' });
    const first = await store('order-key-5', payload);
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      const later = await store('order-key-5', payload);
      expect(later.statusCode).toBe(200);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.json().data.id).not.toBe(first.json().data.id);
    } finally {
      clock = new Date();
    }
  });

  it('approves a payment once: the retried approval answers the same book', async () => {
    const order = await createOrder(t, basePayload(c));
    expect((await calls.uploadProof(order.id)).statusCode).toBe(200);
    const review = (await calls.book(order.id)).reviews[0]!;
    const approve = (key: string) =>
      t.request({
        method: 'POST',
        url: `/api/orders/${order.id}/payments/${review.id}/approve`,
        payload: { amount: '100000', received_on: clock.toISOString().slice(0, 10) },
        headers: { 'idempotency-key': key },
      });
    const first = await approve('approve-key-1');
    expect(first.statusCode).toBe(200);
    const again = await approve('approve-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const booked = await t.database.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(booked.map((payment) => payment.amount)).toEqual(['100000']);
    // Without the key the same call is refused: the review is decided.
    expect((await approve('approve-key-2')).statusCode).toBe(409);
  });

  it('renews once and mails once when the renewal is retried with its key', async () => {
    const order = await createOrder(t, basePayload(c));
    const renew = () =>
      t.request({
        method: 'POST',
        url: '/api/subscriptions/renew',
        payload: { orders: [order.id], send: true },
        headers: { 'idempotency-key': 'renew-key-1' },
      });
    const first = await renew();
    expect(first.statusCode).toBe(200);
    const number = first.json().data.results[0].renewal.invoice_number as string;
    const again = await renew();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const renewals = await t.database.db.select().from(orders).where(eq(orders.id_order, order.id));
    expect(renewals).toHaveLength(1);
    expect(outboxMails(t.config.dataDir).filter((mail) => mail.subject.includes(number))).toHaveLength(1);
  });
});
