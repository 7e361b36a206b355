// Publish that asks what was received (issue 27): `{status: 1, amount, received_on}` records that amount on
// that date; the whole balance pays the order, less is a partial payment that leaves it Baru, more is a 422
// under `amount`, a date that is no date (or before 1900, or in the future) is a 422 under `received_on`,
// and nothing changes on a refusal. Without them an integrator's publish books the balance today, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';

describe('publish with the amount and date received', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());
  const { uploadProof, book, row, setStatus } = paymentCalls(() => t);
  const today = () => todayInJakarta();
  const newOrder = async () => {
    const order = await createOrder(t, basePayload(c));
    return { id: order.id, total: BigInt(order.total_price as string) };
  };

  it('an integrator publish without them books the whole balance received today and pays the order', async () => {
    const { id, total } = await newOrder();
    const published = await setStatus(id, 1);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Status has been updated',
      data: { status: 1, balance_due: '0', paid_at: expect.any(String) },
    });
    expect((await book(id)).payments).toMatchObject([
      { kind: 'publish', amount: String(total), received_on: today() },
    ]);
  });

  it('the whole balance received on an earlier day pays the order, booked on that day', async () => {
    const { id, total } = await newOrder();
    const day = addDays(today(), -3);
    const published = await setStatus(id, 1, { amount: String(total), received_on: day });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Status has been updated',
      data: { status: 1, balance_due: '0', paid_at: expect.any(String) },
    });
    expect((await book(id)).payments).toMatchObject([
      { kind: 'publish', amount: String(total), received_on: day, recorded_by_name: expect.any(String) },
    ]);
    const audits = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, String(id))));
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'change-status', 'payment-publish']);
  });

  it('less than the balance is a partial payment: the order stays Baru and owes the rest; the rest pays it', async () => {
    const { id, total } = await newOrder();
    const partial = await setStatus(id, 1, { amount: 400000, received_on: addDays(today(), -1) });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      message: 'Pembayaran sebagian dicatat; order tetap Baru sampai sisa tagihan dibayar.',
      data: { status: 0, balance_due: String(total - 400_000n), paid_at: null },
    });
    const rest = await setStatus(id, 1, { amount: String(total - 400_000n), received_on: today() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ status: 1, balance_due: '0' });
    const payments = await book(id);
    expect(payments.payments.map((p) => [p.kind, p.amount, p.received_on])).toEqual([
      ['publish', '400000', addDays(today(), -1)],
      ['publish', String(total - 400_000n), today()],
    ]);
    expect(payments.paid).toBe(String(total));
  });

  it('with a proof waiting, the amount and date received approve that review', async () => {
    const { id, total } = await newOrder();
    await uploadProof(id);
    const day = addDays(today(), -2);
    expect((await setStatus(id, 1, { amount: '250000', received_on: day })).statusCode).toBe(200);
    const payments = await book(id);
    expect(payments.reviews).toMatchObject([{ status: 'approved', amount: '250000', received_on: day }]);
    expect(payments.payments).toMatchObject([
      { kind: 'review', amount: '250000', review_id: payments.reviews[0]!.id },
    ]);
    expect(await row(id)).toMatchObject({ status: 0, balance_due: String(total - 250_000n) });
  });

  it('only a date received books the whole balance on that date', async () => {
    const { id, total } = await newOrder();
    const day = addDays(today(), -10);
    expect((await setStatus(id, 1, { received_on: day })).json().data).toMatchObject({ status: 1 });
    expect((await book(id)).payments).toMatchObject([{ amount: String(total), received_on: day }]);
  });

  it('refuses with 422 under its field, changing nothing: over the balance, bad amounts, bad dates, a payment on a non-publish', async () => {
    const { id, total } = await newOrder();
    const cases: Array<[number, Record<string, unknown>, string, RegExp]> = [
      [
        1,
        { amount: String(total + 1n), received_on: today() },
        'amount',
        /^Jumlah melebihi sisa tagihan \(Rp\. /,
      ],
      [1, { amount: 0 }, 'amount', /lebih dari 0/],
      [1, { amount: '12.5' }, 'amount', /rupiah/],
      [1, { amount: -1 }, 'amount', /negatif/],
      [1, { amount: '1000', received_on: '2026-02-30' }, 'received_on', /YYYY-MM-DD/],
      [1, { amount: '1000', received_on: 'kemarin' }, 'received_on', /YYYY-MM-DD/],
      [1, { amount: '1000', received_on: '' }, 'received_on', /Wajib diisi/],
      [1, { amount: '1000', received_on: '0000-01-01' }, 'received_on', /antara 1900-01-01 dan 2199-12-31/],
      [1, { amount: '1000', received_on: '1899-12-31' }, 'received_on', /antara 1900-01-01 dan 2199-12-31/],
      [1, { amount: '1000', received_on: '2200-01-01' }, 'received_on', /antara 1900-01-01 dan 2199-12-31/],
      [1, { amount: '1000', received_on: '99999-01-01' }, 'received_on', /YYYY-MM-DD/],
      [1, { amount: '1000', received_on: addDays(today(), 1) }, 'received_on', /masa depan/],
      [0, { amount: '1000' }, 'amount', /status 1/],
      [2, { received_on: today() }, 'received_on', /status 1/],
    ];
    for (const [status, received, field, message] of cases) {
      const response = await setStatus(id, status, received);
      expect(response.statusCode, JSON.stringify(received)).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(received)).toMatch(message);
    }
    expect(await row(id)).toMatchObject({ status: 0, balance_due: String(total), paid_at: null });
    expect((await book(id)).payments).toEqual([]);
  });

  it('a paid order is not published again with an amount (409, the lifecycle says why)', async () => {
    const { id } = await newOrder();
    await setStatus(id, 1);
    const again = await setStatus(id, 1, { amount: '1000', received_on: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Order ini sudah lunas.');
  });
});
