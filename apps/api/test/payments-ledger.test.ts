// The payment book under the spec's publish / unpublish (issue 21): publish records the balance due as paid
// (approving the waiting review, if any), unpublish is a reversing entry, nothing in the book is ever
// rewritten or deleted (the database refuses it), and a partly paid invoice prints what is left.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paymentReviews, payments } from '@tagih/db';
import { formatRupiah } from '@tagih/domain/money';
import { todayInJakarta } from '@tagih/domain/dates';
import { terbilangRupiah } from '@tagih/domain/terbilang';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { pdfText } from './pdf-text.ts';

describe('payments reviewed', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());
  const { uploadProof, book, approve, row, setStatus } = paymentCalls(() => t);

  it('publish books the balance as paid; unpublish reverses it with a negative row naming it; publish again books anew', async () => {
    const order = await createOrder(t, basePayload(c));
    const total = order.total_price as string;
    expect((await setStatus(order.id, 1)).statusCode).toBe(200);
    let payments = await book(order.id);
    expect(payments.payments).toMatchObject([
      { kind: 'publish', amount: total, received_on: todayInJakarta() },
    ]);
    expect(await row(order.id)).toMatchObject({ status: 1, balance_due: '0' });

    const unpaid = await setStatus(order.id, 0);
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().data).toMatchObject({ status: 0, balance_due: total, paid_at: null });
    payments = await book(order.id);
    const [published, reversal] = payments.payments;
    expect(reversal).toMatchObject({ kind: 'reversal', amount: `-${total}`, reverses_id: published!.id });
    expect(payments.paid).toBe('0');

    await setStatus(order.id, 1);
    await setStatus(order.id, 0);
    payments = await book(order.id);
    expect(payments.payments.map((p) => [p.kind, p.amount, p.reverses_id])).toEqual([
      ['publish', total, null],
      ['reversal', `-${total}`, published!.id],
      ['publish', total, null],
      ['reversal', `-${total}`, payments.payments[2]!.id],
    ]);
  });

  it('publish after a partial approval books only the balance, approving the waiting review', async () => {
    const order = await createOrder(t, basePayload(c));
    const total = BigInt(order.total_price as string);
    await uploadProof(order.id);
    const [first] = (await book(order.id)).reviews;
    await approve(order.id, first!.id, { amount: '100000', received_on: todayInJakarta() });
    await uploadProof(order.id);
    expect((await setStatus(order.id, 1)).statusCode).toBe(200);
    const payments = await book(order.id);
    expect(payments.reviews.map((r) => [r.status, r.amount])).toEqual([
      ['approved', String(total - 100_000n)],
      ['approved', '100000'],
    ]);
    expect(payments.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['review', '100000'],
      ['review', String(total - 100_000n)],
    ]);
    expect(payments.balance_due).toBe('0');
  });

  it('refuses with 409 an approval on a paid or a cancelled order', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const [review] = (await book(order.id)).reviews;
    // Paid while the review waited (set directly here): the review cannot pay it a second time.
    await t.database.db.execute(sql`update orders set status = 1 where id = ${order.id}`);
    const response = await approve(order.id, review!.id, { amount: '1000', received_on: todayInJakarta() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Order ini sudah lunas.');
    await t.database.db.execute(sql`update orders set status = 0, is_canceled = 1 where id = ${order.id}`);
    const canceled = await approve(order.id, review!.id, { amount: '1000', received_on: todayInJakarta() });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe('Order yang sudah dibatalkan tidak dapat dilunasi.');
  });

  it('the database refuses to change or delete a payment row or a decided review', async () => {
    const order = await createOrder(t, basePayload(c));
    await uploadProof(order.id);
    const [review] = (await book(order.id)).reviews;
    await approve(order.id, review!.id, { amount: '5000', received_on: todayInJakarta() });
    const db = t.database.db;
    await expect(
      db.update(payments).set({ amount: '1' }).where(eq(payments.order_id, order.id)),
    ).rejects.toThrow();
    await expect(db.delete(payments).where(eq(payments.order_id, order.id))).rejects.toThrow();
    await expect(
      db.update(paymentReviews).set({ reason: 'x' }).where(eq(paymentReviews.id, review!.id)),
    ).rejects.toThrow();
    expect((await book(order.id)).payments).toMatchObject([{ amount: '5000' }]);
  });

  it('a partly paid invoice prints Sudah Dibayar and Sisa Tagihan, asks for the balance and words it', async () => {
    const order = await createOrder(t, basePayload(c));
    const total = BigInt(order.total_price as string);
    await uploadProof(order.id);
    const [review] = (await book(order.id)).reviews;
    await approve(order.id, review!.id, { amount: '250000', received_on: todayInJakarta() });
    const pdf = await t.request({ method: 'GET', url: `/api/orders/pdf/${order.id}` });
    expect(pdf.statusCode).toBe(200);
    if (process.env.PAYMENTS_PDF_OUT) writeFileSync(process.env.PAYMENTS_PDF_OUT, pdf.rawPayload);
    const { flat } = await pdfText(pdf.rawPayload);
    const left = total - 250_000n;
    expect(flat).toContain(`Sudah Dibayar ${formatRupiah(-250_000n)}`);
    expect(flat).toContain(`Sisa Tagihan ${formatRupiah(left)}`);
    expect(flat).toContain(`Mohon lakukan pembayaran sebesar ${formatRupiah(left)}`);
    expect(flat.toLowerCase()).toContain(terbilangRupiah(left).toLowerCase());
  });
});
