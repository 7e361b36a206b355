// Payments that are reviewed (issue 21): a proof opens a review, approvals record payments until the order
// is paid, a rejection keeps its reason for the next reviewer, bad input is a 422 that changes nothing, a
// decided review is a 409, and two administrators approving the same review at once: exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';

describe('payments reviewed', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());
  const { uploadProof, book, approve, reject, row } = paymentCalls(() => t);
  const today = () => todayInJakarta();

  it('upload -> pending -> partial approval leaves a balance -> a new proof opens a new review -> approval pays', async () => {
    const order = await createOrder(t, basePayload(c));
    const total = BigInt(order.total_price as string);
    expect((await row(order.id)).balance_due).toBe(String(total));

    expect((await uploadProof(order.id)).statusCode).toBe(200);
    let payments = await book(order.id);
    expect(payments.reviews).toMatchObject([{ status: 'pending', reason: null, amount: null }]);
    expect(payments).toMatchObject({ amount_due: String(total), paid: '0', balance_due: String(total) });

    const part = total / 3n;
    const first = await approve(order.id, payments.reviews[0]!.id, {
      amount: String(part),
      received_on: today(),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Pembayaran disetujui.',
      data: { balance_due: String(total - part) },
    });
    let shown = await row(order.id);
    expect(shown).toMatchObject({ status: 0, balance_due: String(total - part), paid_at: null });

    expect((await uploadProof(order.id)).statusCode).toBe(200);
    payments = await book(order.id);
    expect(payments.reviews.map((review) => review.status)).toEqual(['pending', 'approved']);
    expect(payments.reviews[1]).toMatchObject({
      amount: String(part),
      received_on: today(),
      decided_by_name: expect.any(String),
    });
    // The approved review keeps its own image; the new proof is the pending one's.
    expect(payments.reviews[0]!.proof_key).not.toBe(payments.reviews[1]!.proof_key);

    const second = await approve(order.id, payments.reviews[0]!.id, {
      amount: String(total - part),
      received_on: today(),
    });
    expect(second.statusCode, second.body).toBe(200);
    shown = await row(order.id);
    expect(shown).toMatchObject({ status: 1, balance_due: '0', paid_at: expect.any(String) });
    payments = await book(order.id);
    expect(payments.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['review', String(part)],
      ['review', String(total - part)],
    ]);
    expect(payments.paid).toBe(String(total));

    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'payment_review'));
    expect(audits.map((a) => a.action)).toEqual(['payment-approve', 'payment-approve']);
  });

  it('a rejection keeps its reason, shown with the next review; the rejected review cannot be approved later', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const [pending] = (await book(order.id)).reviews;
    const refused = await reject(order.id, pending!.id, { reason: '  Nominal transfer tidak terbaca.  ' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await row(order.id)).status).toBe(0);

    await uploadProof(order.id);
    const { reviews } = await book(order.id);
    expect(reviews).toMatchObject([
      { status: 'pending', reason: null },
      { status: 'rejected', reason: 'Nominal transfer tidak terbaca.', decided_by_name: expect.any(String) },
    ]);
    const late = await approve(order.id, pending!.id, { amount: '1000', received_on: today() });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Bukti bayar ini sudah ditolak oleh /);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(pending!.id)));
    expect(audits.map((a) => a.action)).toContain('payment-reject');
  });

  it('refuses bad input with 422 under its field and changes nothing', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const [pending] = (await book(order.id)).reviews;
    const total = BigInt(order.total_price as string);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ amount: 0, received_on: today() }, 'amount', /lebih dari 0/],
      [{ amount: -5, received_on: today() }, 'amount', /negatif/],
      [{ amount: '12.5', received_on: today() }, 'amount', /rupiah/],
      [{ amount: String(total + 1n), received_on: today() }, 'amount', /melebihi sisa tagihan \(Rp\. /],
      [{ amount: '1000', received_on: addDays(today(), 1) }, 'received_on', /masa depan/],
      [{ amount: '1000', received_on: '2026-02-30' }, 'received_on', /YYYY-MM-DD/],
      [{ amount: '1000' }, 'received_on', /Wajib/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await approve(order.id, pending!.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]?.[0]).toMatch(message);
    }
    const blank = await reject(order.id, pending!.id, { reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toEqual(['Alasan wajib diisi.']);
    const after = await book(order.id);
    expect(after.reviews).toMatchObject([{ status: 'pending' }]);
    expect(after.payments).toEqual([]);
    expect((await row(order.id)).balance_due).toBe(String(total));
  });

  it('answers 404 for a review of another order and for an unknown order', async () => {
    const one = await createOrder(t, basePayload(c));
    const other = await createOrder(t, basePayload(c));
    await uploadProof(one.id);
    const [review] = (await book(one.id)).reviews;
    expect((await approve(other.id, review!.id, { amount: '1000', received_on: today() })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/orders/999999/payments' })).statusCode).toBe(404);
    expect((await approve(one.id, '01', { amount: '1000', received_on: today() })).statusCode).toBe(404);
  });

  it('two administrators approving the same review at once: exactly one wins, the other gets 409', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const [review] = (await book(order.id)).reviews;
    const half = String(BigInt(order.total_price as string) / 2n);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => approve(order.id, review!.id, { amount: half, received_on: today() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const payments = await book(order.id);
    expect(payments.payments).toHaveLength(1);
    expect(payments.paid).toBe(half);
  });
});
