// Reminders on a moving clock (issue 21): the scan run in process (app.reminders.runNow, the queue's own
// scan and send functions) on the days around the due date. Nothing on the due date, step 1 once on due + 1,
// step 7 on due + 7; a paid and a cancelled order get nothing, an order whose invoice was never mailed is
// chased all the same (the reminder carries the invoice); a partial payment is reminded of
// its balance; the mail, its recipients, its attachment, the audit row and GET /orders/{id}/reminders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, companies, invoiceReminders } from '@tagih/db';
import { formatRupiah } from '@tagih/domain/money';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { addMailRecipient } from './invoice-fixtures.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { partsOf } from './smtp-sink.ts';
import { dueDayOf, movingClock, reminderMails, sendInvoiceOf } from './reminders-fixtures.ts';

describe('reminders on a moving clock', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const clock = movingClock();
  const { uploadProof, book, approve, setStatus } = paymentCalls(() => t);
  const orders: Record<
    'unpaid' | 'partial' | 'paid' | 'cancelled' | 'unsent',
    { id: number; invoice_number: string }
  > = {} as never;
  let balance = 0n;

  beforeAll(async () => {
    t = await createTestContext({}, { now: clock.now });
    c = await seedOrderCatalogue(t.database.db);
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
    for (const name of ['unpaid', 'partial', 'paid', 'cancelled', 'unsent'] as const)
      orders[name] = await createOrder(t, basePayload(c));
    for (const name of ['unpaid', 'partial', 'paid', 'cancelled'] as const)
      await sendInvoiceOf(t, orders[name].id);
    // partial: a third approved; paid: published; cancelled: cancelled after it was sent.
    await uploadProof(orders.partial.id);
    const review = (await book(orders.partial.id)).reviews[0]!;
    const total = BigInt((await book(orders.partial.id)).amount_due);
    const approved = await approve(orders.partial.id, review.id, {
      amount: String(total / 3n),
      received_on: todayInJakarta(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    balance = total - total / 3n;
    expect((await setStatus(orders.paid.id, 1)).statusCode).toBe(200);
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/orders/cancel_order',
      payload: { order: orders.cancelled.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
  afterAll(() => t.close());

  const remindersOf = async (id: number) => {
    const response = await t.request({ method: 'GET', url: `/api/orders/${id}/reminders` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{
      step_day: number;
      sent_at: string | null;
      sent_to: string[];
      amount_due: string;
    }>;
  };

  it('sends nothing before or on the due date', async () => {
    clock.at(dueDayOf(-3));
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    clock.at(dueDayOf(0), '23:59');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(reminderMails(t.config.dataDir)).toEqual([]);
  });

  it('due + 1: step 1 to the unpaid, the never mailed and the partly paid order, each once (a second scan sends nothing)', async () => {
    clock.at(dueDayOf(1), '00:10');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 3, skipped: 0, failed: 0 });
    clock.at(dueDayOf(1), '23:00');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });

    const mails = reminderMails(t.config.dataDir);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [orders.unpaid, orders.partial, orders.unsent]
        .map((o) => `Pengingat pembayaran invoice ${o.invoice_number}`)
        .sort(),
    );
    for (const mail of mails) {
      expect(mail.to).toBe('finance@majujaya.co.id');
      expect(mail.bcc).toBe('siti.rahma@tagih.test');
      const pdf = partsOf(mail.raw).find((part) =>
        part.headers.get('content-type')?.startsWith('application/pdf'),
      );
      expect(pdf?.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The partly paid order is asked for its balance.
    const partialMail = mails.find((mail) => mail.subject.endsWith(orders.partial.invoice_number))!;
    const text = partsOf(partialMail.raw).find((part) =>
      part.headers.get('content-type')?.startsWith('text/plain'),
    );
    expect(text?.body.toString()).toContain(`Sisa tagihan: ${formatRupiah(balance)}.`);

    expect(await remindersOf(orders.unpaid.id)).toMatchObject([
      { step_day: 1, sent_at: expect.any(String), sent_to: ['finance@majujaya.co.id'] },
    ]);
    expect(await remindersOf(orders.partial.id)).toMatchObject([
      { step_day: 1, amount_due: String(balance) },
    ]);
    expect(await remindersOf(orders.unsent.id)).toMatchObject([{ step_day: 1, sent_at: expect.any(String) }]);
    for (const name of ['paid', 'cancelled'] as const) expect(await remindersOf(orders[name].id)).toEqual([]);
  });

  it('due + 6 sends nothing more; due + 7 sends step 7; the audit log has one row per mail', async () => {
    clock.at(dueDayOf(6));
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    clock.at(dueDayOf(7));
    expect(await t.app.reminders.runNow()).toEqual({ sent: 3, skipped: 0, failed: 0 });
    expect((await remindersOf(orders.unpaid.id)).map((r) => r.step_day)).toEqual([1, 7]);
    expect(reminderMails(t.config.dataDir)).toHaveLength(6);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'send_reminder'), eq(auditLogs.entity_id, String(orders.unpaid.id))));
    expect(audit.map((row) => (row.after as { step_day: number }).step_day).sort()).toEqual([1, 7]);
  });

  it('an order paid since is not reminded at step 14', async () => {
    expect((await setStatus(orders.unpaid.id, 1)).statusCode).toBe(200);
    clock.at(dueDayOf(14));
    expect(await t.app.reminders.runNow()).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect((await remindersOf(orders.unpaid.id)).map((r) => r.step_day)).toEqual([1, 7]);
    expect((await remindersOf(orders.partial.id)).map((r) => r.step_day)).toEqual([1, 7, 14]);
  });

  it('GET /orders/{id}/reminders of an unknown order is 404', async () => {
    expect((await t.request({ method: 'GET', url: '/api/orders/999999/reminders' })).statusCode).toBe(404);
  });
});

describe("'Setting Pengingat': GET and PUT /settings/reminders", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const get = async () => (await t.request({ method: 'GET', url: '/api/settings/reminders' })).json().data;
  const put = (payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/settings/reminders', payload });

  it('answers the default (on, 1, 7, 14) until saved, then what was saved', async () => {
    expect(await get()).toMatchObject({ enabled: true, days: [1, 7, 14], updated_at: null });
    const saved = await put({ enabled: false, days: [3, 10, 30] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Setting pengingat disimpan.',
      data: { enabled: false, days: [3, 10, 30] },
    });
    expect(await get()).toMatchObject({ enabled: false, days: [3, 10, 30], updated_at: expect.any(String) });
  });

  it('refuses bad days with 422 and a message in Indonesian, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [[0, 7], 'Hari pengingat harus antara 1 dan 365.'],
      [[7, 3], 'Hari pengingat harus berurutan naik dan tidak boleh sama.'],
      [[1, 1], 'Hari pengingat harus berurutan naik dan tidak boleh sama.'],
      [[2.5], 'Hari pengingat harus bilangan bulat.'],
      [[], 'Isi paling sedikit satu hari pengingat.'],
      [Array.from({ length: 11 }, (_, i) => i + 1), 'Paling banyak 10 hari pengingat.'],
    ];
    for (const [days, message] of cases) {
      const response = await put({ enabled: true, days });
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json().errors)).toContain(message);
    }
    expect(await get()).toMatchObject({ enabled: false, days: [3, 10, 30] });
  });
});

describe('a reminder that cannot be mailed', () => {
  let t: TestContext;
  const clock = movingClock();
  beforeAll(async () => {
    t = await createTestContext({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('records why on the step, is tried again on later scans, and is left alone after 5 tries', async () => {
    const c = await seedOrderCatalogue(t.database.db);
    const order = await createOrder(t, basePayload(c));
    await sendInvoiceOf(t, order.id);
    // The company's address is removed after the invoice went.
    await t.database.db
      .update(companies)
      .set({ email: null })
      .where(eq(companies.id_company, c.maju.id_company));
    clock.at(dueDayOf(1), '01:00');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    const shown = (await t.request({ method: 'GET', url: `/api/orders/${order.id}/reminders` })).json().data;
    expect(shown).toMatchObject([
      { step_day: 1, sent_at: null, last_error: 'Perusahaan ini belum memiliki alamat email.' },
    ]);
    for (let hour = 2; hour <= 5; hour += 1) {
      clock.at(dueDayOf(1), `0${hour}:00`);
      expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    }
    clock.at(dueDayOf(1), '06:00');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const [row] = await t.database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.order_id, order.id));
    expect(row).toMatchObject({ attempts: 5, sent_at: null });
    expect(reminderMails(t.config.dataDir)).toEqual([]);
  });
});

describe('a send cut off between its claim and its record', () => {
  let t: TestContext;
  const clock = movingClock();
  beforeAll(async () => {
    t = await createTestContext({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('is left to its sender within the 30-minute lease, then taken over and sent once', async () => {
    const c = await seedOrderCatalogue(t.database.db);
    const order = await createOrder(t, basePayload(c));
    await sendInvoiceOf(t, order.id);
    clock.at(dueDayOf(1), '10:00');
    // What a process that died after claiming leaves: the claim, no sent_at, no error.
    await t.database.db.insert(invoiceReminders).values({
      order_id: order.id,
      step_day: 1,
      due_date: dueDayOf(0),
      amount_due: String(order.total_price),
      claimed_at: clock.now(),
    });
    clock.at(dueDayOf(1), '10:29');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    clock.at(dueDayOf(1), '10:31');
    expect(await t.app.reminders.runNow()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [row] = await t.database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.order_id, order.id));
    expect(row).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
    expect(reminderMails(t.config.dataDir)).toHaveLength(1);
  });
});
