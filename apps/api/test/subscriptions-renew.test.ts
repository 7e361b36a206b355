// POST /api/subscriptions/renew (issue 32, decisions.md "Subscriptions"): a renewal of each order asked, made
// from the order as stored at today's catalogue prices (no voucher carried over), from the day after its end,
// is_auto_order 1 (the 'Invoice Perpanjangan' PDF), audited 'renew'; many at once, each in its own
// transaction; one refused alone answers its own status; `send` mails the renewal's invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, extraPackages, orders, productItems, userPackages } from '@tagih/db';
import { actionWord } from '@tagih/domain/audit-labels';
import { renewalPeriod } from '@tagih/domain/subscriptions';
import { renewOrder } from '../src/subscriptions/renew.ts';
import { periode } from '../src/orders/invoice/content/indonesian-dates.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { outboxMails } from './reminders-fixtures.ts';

interface Result {
  id_order: number;
  status: number;
  message: string;
  renewal: {
    id: number;
    invoice_number: string;
    start_period: string;
    end_period: string;
    total_price: string;
  } | null;
  sent: boolean;
}

describe('POST /subscriptions/renew', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const renew = (payload: object) => t.request({ method: 'POST', url: '/api/subscriptions/renew', payload });
  const order = (over: Record<string, unknown> = {}) => createOrder(t, basePayload(c, over));

  it('renews one order at today’s prices from the day after its end, as an Invoice Perpanjangan', async () => {
    const renewed = await order({
      total_month: 3,
      qty_user_package: 2,
      disc_user_package: '50000',
      id_storage_package: c.storage50.id,
      qty_storage_package: 2,
      disc_storage_package: '10000',
      extra_package: [
        { id_extra_package: c.onsite.id, disc_extra_package: '500000' },
        { id_extra_package: c.migrasi.id },
      ],
      array_addon: [c.gudang.id, c.hrd.id],
      id_master_diskon: c.v.order.id,
      remarks: 'Kontrak awal',
    });
    // The catalogue moves on: the renewal takes today's prices.
    const db = t.database.db;
    await db.update(productItems).set({ price: '1200000' }).where(eq(productItems.id, c.pro.id));
    await db.update(userPackages).set({ price: '120000' }).where(eq(userPackages.id, c.users10.id));
    await db.update(extraPackages).set({ price: '4000000' }).where(eq(extraPackages.id, c.migrasi.id));

    const response = await renew({ orders: [renewed.id] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('1 order diperpanjang.');
    const period = renewalPeriod(String(renewed.end_period), 3);
    const [result] = body.data.results as Result[];
    expect(body.data).toMatchObject({ renewed: 1, refused: 0 });
    expect(result).toMatchObject({ id_order: renewed.id, status: 200, sent: false, renewal: period });
    expect(result!.message).toBe(`Diperpanjang: ${result!.renewal!.invoice_number}.`);

    const row = (await t.request({ method: 'GET', url: `/api/orders/${result!.renewal!.id}` })).json().data;
    // Product 1.200.000 x 3 = 3.600.000; users 120.000 x 2 x 3 - 50.000 = 670.000; storage 50.000 x 2 x 3
    // - 10.000 = 290.000; extras (7.500.000 - 500.000) + 4.000.000 = 11.000.000. No voucher: 15.560.000.
    expect(row).toMatchObject({
      ...period,
      id_order: renewed.id,
      is_auto_order: 1,
      total_month: 3,
      remarks: '',
      id_master_voucher: null,
      price_product_item: '3600000',
      price_user_package: '670000',
      price_storage_package: '290000',
      price_extra_package: '11000000',
      voucher_discount: '0',
      total_price: '15560000',
      previous_total: '0',
      total_prorate: '0',
      sisa_bayar: '0',
      amount_due: '15560000',
    });
    expect(row.extra_package.map((x: { disc_extra_package: string }) => x.disc_extra_package)).toEqual([
      '500000',
      '0',
    ]);
    expect([...row.array_addon].sort()).toEqual([c.gudang.id, c.hrd.id].sort());
    expect(result!.renewal!.total_price).toBe('15560000');

    const pdf = await t.request({ method: 'GET', url: `/api/orders/pdf/${row.id}` });
    const text = (await pdfText(pdf.rawPayload)).flat;
    expect(text).toContain('INVOICE PERPANJANGAN');
    expect(text).toContain(
      `Perpanjangan langganan untuk periode ${periode(period.start_period, period.end_period)}.`,
    );
    expect(text).toContain(
      `Melanjutkan order sebelumnya ${renewed.invoice_number} (periode ${periode(String(renewed.start_period), String(renewed.end_period))}).`,
    );
    expect(text).toContain('Total Harga Rp. 15.560.000');

    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, String(row.id))));
    expect(audit.map((a) => a.action)).toEqual(['renew']);
    expect(audit[0]!.after).toMatchObject({
      id_order: renewed.id,
      is_auto_order: 1,
      total_price: '15560000',
    });
  });

  it('renews many, each on its own: the refused ones undo nothing', async () => {
    const [a, b, done, cancelled] = [await order(), await order(), await order(), await order()];
    const first = (await renew({ orders: [done.id] })).json().data.results[0] as Result;
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });

    const response = await renew({ orders: [a.id, done.id, 999999, b.id, cancelled.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('2 order diperpanjang, 3 ditolak.');
    const results = response.json().data.results as Result[];
    expect(response.json().data).toMatchObject({ renewed: 2, refused: 3 });
    expect(results.map((r) => [r.id_order, r.status, r.renewal === null])).toEqual([
      [a.id, 200, false],
      [done.id, 409, true],
      [999999, 404, true],
      [b.id, 200, false],
      [cancelled.id, 422, true],
    ]);
    expect(results[1]!.message).toBe(
      `Order ${done.invoice_number} sudah diperpanjang oleh ${first.renewal!.invoice_number}.`,
    );
    expect(results[2]!.message).toBe('Order tidak ditemukan.');
    expect(results[4]!.message).toBe('Order yang sudah dibatalkan tidak dapat diperpanjang.');
    const renewalsOf = async (id: number) =>
      (await t.database.db.select().from(orders).where(eq(orders.id_order, id))).length;
    expect([await renewalsOf(a.id), await renewalsOf(b.id), await renewalsOf(done.id)]).toEqual([1, 1, 1]);
  });

  it('answers a single refusal with its own status and words, storing nothing', async () => {
    const upgraded = await order();
    const upgrade = await order({ id_order: upgraded.id, qty_user_package: 2 });
    const cancelled = await order();
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
    const count = async () => (await t.database.db.select().from(orders)).length;
    const before = await count();

    const superseded = await renew({ orders: [upgraded.id] });
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toBe(
      `Order ${upgraded.invoice_number} sudah di-upgrade ke ${upgrade.invoice_number}; perpanjang ${upgrade.invoice_number} sebagai gantinya.`,
    );
    const gone = await renew({ orders: [999999] });
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'Order tidak ditemukan.']);
    const refused = await renew({ orders: [cancelled.id] });
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'Order yang sudah dibatalkan tidak dapat diperpanjang.',
    ]);
    // Stored under older limits: 5.000 users where 1.000 is today's maximum, refused as a store would be.
    const oversized = await order();
    await t.database.db.update(orders).set({ qty_user_package: 5000 }).where(eq(orders.id, oversized.id));
    const tooMany = await renew({ orders: [oversized.id] });
    expect([tooMany.statusCode, tooMany.json().message, tooMany.json().errors]).toEqual([
      422,
      'Maksimal 1000.',
      { qty_user_package: ['Maksimal 1000.'] },
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a body without orders, with the same order twice or with more than 100', async () => {
    for (const [payload, message] of [
      [{ orders: [] }, 'Pilih minimal satu order.'],
      [{ orders: [1, 1] }, 'Order yang sama dipilih lebih dari sekali.'],
      [{ orders: Array.from({ length: 101 }, (_, i) => i + 1) }, 'Maksimal 100 order sekali perpanjang.'],
      [{ orders: [1], send: 'ya' }, 'Pilih ya atau tidak.'],
    ] as const) {
      const response = await renew(payload);
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors).flat()).toContain(message);
    }
  });

  it('with send mails the renewal’s invoice, and says when a company has no address', async () => {
    const renewed = await order();
    const response = await renew({ orders: [renewed.id], send: true });
    const [result] = response.json().data.results as Result[];
    const number = result!.renewal!.invoice_number;
    expect(result).toMatchObject({
      status: 200,
      sent: true,
      message: `Diperpanjang: ${number}; invoice terkirim.`,
    });
    const mails = outboxMails(t.config.dataDir).filter((mail) => mail.subject.includes(number));
    expect(mails.map((mail) => [mail.subject, mail.to])).toEqual([
      [`Invoice ${number} - PT Maju Jaya Abadi`, 'finance@majujaya.co.id'],
    ]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, result!.renewal!.id));
    expect(stored!.invoice_sent_to).toBe('finance@majujaya.co.id');

    const silent = await order({ id_company: c.sinar.id_company });
    const unsent = (await renew({ orders: [silent.id], send: true })).json().data.results[0] as Result;
    expect(unsent).toMatchObject({ status: 200, sent: false });
    expect(unsent.message).toMatch(/; invoice tidak terkirim: Perusahaan ini belum memiliki alamat email/);
  });

  it('audits a renewal the automatic renewal made (renewOrder, automatic) as Perpanjangan otomatis', async () => {
    const renewed = await order();
    const deps = {
      db: t.database.db,
      statements: t.app.orderStatements,
      invoices: { reads: t.app.orderStatements.invoiceReads, draw: t.app.drawInvoice },
      mailer: t.app.mailer,
      seller: t.config.seller,
    };
    const context = { adminId: null, requestId: 'auto-renewal' };
    const made = await renewOrder(deps, renewed.id, context, { send: false, automatic: true });
    expect(made).toMatchObject({
      sent: false,
      sendError: null,
      row: { id_order: renewed.id, is_auto_order: 1 },
    });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, String(made.renewal.id))));
    expect(audit.map((row) => [row.action, actionWord(row.action), row.admin_id])).toEqual([
      ['renew-auto', 'Perpanjangan otomatis', null],
    ]);
  });
});
