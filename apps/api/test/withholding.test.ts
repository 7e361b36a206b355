// PPh 23 withheld by the buyer (issue 31): approving a payment with what was withheld settles the invoice
// (received + withheld), the bukti potong comes at approval or later, a reversal takes the withholding back,
// and every bad input is a clear 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, payments, withholdingSlips } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { solidPng } from './fixtures/images.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';
import { withholdingCalls } from './withholding-fixtures.ts';

describe('PPh 23 withheld by the buyer', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
  });
  afterAll(() => t.close());
  const { book, row, setStatus, orderWithProof, approveWithheld, recordSlip, pdfPart } = withholdingCalls(
    () => t,
  );
  const orderRow = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data as Record<string, unknown>;

  it('proposes 2% of the amount before PPN; received + withheld settle the invoice: Lunas, paid, nothing left', async () => {
    const order = await orderWithProof(c);
    // PKP: the invoice asks for the amount with PPN, the withholding is on the amount before it.
    expect(order.amountDue).toBeGreaterThan(order.beforePpn);
    const before = await book(order.id);
    expect(before).toMatchObject({
      pph23_rate: '2',
      proposed_withholding: String(order.proposed),
      withheld: '0',
    });

    const received = order.amountDue - order.proposed;
    const approved = await approveWithheld(order, received, order.proposed, {
      withholding_number: '0123456789',
      withholding_date: todayInJakarta(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      paid: String(received),
      withheld: String(order.proposed),
      balance_due: '0',
      payments: [
        {
          amount: String(received),
          withheld: String(order.proposed),
          withholding: { number: '0123456789', date: todayInJakarta(), pdf: null },
        },
      ],
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 1,
      payment_status: 'paid',
      paid_amount: String(received),
      withheld: String(order.proposed),
      balance_due: '0',
      days_overdue: 0,
    });
    const list = await t.request({ method: 'GET', url: `/api/orders?search=${order.invoice}` });
    expect(list.json().data[0]).toMatchObject({ withheld: String(order.proposed), balance_due: '0' });
  });

  it('withheld with a partial payment leaves the order partial with what neither covered', async () => {
    const order = await orderWithProof(c);
    const response = await approveWithheld(order, 1000n, order.proposed);
    expect(response.statusCode, response.body).toBe(200);
    const left = order.amountDue - 1000n - order.proposed;
    expect(await orderRow(order.id)).toMatchObject({
      status: 0,
      payment_status: 'partial',
      withheld: String(order.proposed),
      balance_due: String(left),
    });
    // The withholding already recorded is no longer proposed.
    expect((await book(order.id)).proposed_withholding).toBe('0');
  });

  it('records the bukti potong later: number, date and PDF, served through a short-lived signed link', async () => {
    const order = await orderWithProof(c);
    const payment = (await approveWithheld(order, order.amountDue - order.proposed, order.proposed)).json()
      .data.payments[0];
    expect(payment.withholding).toEqual({ number: null, date: null, pdf: null });

    const recorded = await recordSlip(order.id, payment.id, [
      { name: 'number', value: 'BP-2026-0042' },
      { name: 'date', value: todayInJakarta() },
      pdfPart(),
    ]);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().message).toBe('Bukti potong dicatat.');
    const slip = recorded.json().data.payments[0].withholding;
    expect(slip).toMatchObject({ number: 'BP-2026-0042', date: todayInJakarta() });
    const link = new URL(slip.pdf as string, 'http://localhost');
    const pdf = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unsigned = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(unsigned.statusCode).toBe(401);

    // Only the number again: the PDF and the date stay; the audit keeps every step.
    const again = await recordSlip(order.id, payment.id, [{ name: 'number', value: 'BP-2026-0043' }]);
    expect(again.json().data.payments[0].withholding).toMatchObject({
      number: 'BP-2026-0043',
      pdf: expect.any(String),
    });
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity, 'withholding_slip'));
    expect(audits.map((audit) => audit.action)).toEqual(['withholding-record', 'withholding-record']);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const order = await orderWithProof(c);
    const over = await approveWithheld(order, order.amountDue - order.proposed, order.proposed + 1n);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.withheld_pph23[0]).toContain('melebihi sisa tagihan');
    const negative = await approveWithheld(order, 1000n, -5n);
    expect(negative.statusCode).toBe(422);
    const slipWithout = await approveWithheld(order, 1000n, 0n, { withholding_number: '1' });
    expect(slipWithout.json().errors.withheld_pph23).toEqual([
      'Isi jumlah PPh 23 dipotong untuk mencatat bukti potong.',
    ]);
    const future = await approveWithheld(order, 1000n, 20n, { withholding_date: '2199-01-01' });
    expect(future.json().errors.withholding_date).toEqual([
      'Tanggal bukti potong tidak boleh di masa depan.',
    ]);
    expect(await book(order.id)).toMatchObject({ paid: '0', withheld: '0', payments: [] });

    // A payment approved without withholding has no bukti potong to record.
    const plain = (await approveWithheld(order, 1000n, 0n)).json().data.payments[0];
    const none = await recordSlip(order.id, plain.id, [{ name: 'number', value: '1' }]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('tanpa PPh 23');
    expect((await recordSlip(order.id, 999999, [{ name: 'number', value: '1' }])).statusCode).toBe(404);

    const withheld = await orderWithProof(c);
    const paymentId = (await approveWithheld(withheld, 1000n, 20n)).json().data.payments[0].id;
    const image = await recordSlip(withheld.id, paymentId, [
      { name: 'file', value: solidPng(4, 4, [1, 2, 3]), filename: 'bp.pdf', contentType: 'application/pdf' },
    ]);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toContain('File harus berupa PDF.');
    expect((await recordSlip(withheld.id, paymentId, [])).statusCode).toBe(422);
    const badDate = await recordSlip(withheld.id, paymentId, [{ name: 'date', value: '2026-02-30' }]);
    expect(badDate.statusCode).toBe(422);
    const [slip] = await t.database.db
      .select()
      .from(withholdingSlips)
      .where(eq(withholdingSlips.payment_id, paymentId));
    expect(slip).toMatchObject({ number: null, slip_date: null, file_key: null });
  });

  it('a reversal (unpublish) takes the withholding back: the whole amount is owed again', async () => {
    const order = await orderWithProof(c);
    const paymentId = (await approveWithheld(order, order.amountDue - order.proposed, order.proposed)).json()
      .data.payments[0].id;
    expect((await row(order.id)).status).toBe(1);
    const unpaid = await setStatus(order.id, 0);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 0,
      withheld: '0',
      paid_amount: '0',
      balance_due: String(order.amountDue),
      payment_status: 'unpaid',
    });
    const rows = await t.database.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(rows.map((payment) => [payment.kind, payment.withheld])).toEqual([
      ['review', String(order.proposed)],
      ['reversal', String(-order.proposed)],
    ]);
    const late = await recordSlip(order.id, paymentId, [{ name: 'number', value: '1' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('sudah dibatalkan');
  });
});
