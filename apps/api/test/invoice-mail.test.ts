import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  addExtra,
  addMailRecipient,
  insertCatalogue,
  insertCompany,
  insertOrder,
  orderRow,
  type Catalogue,
} from './invoice-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { headersOf, partsOf, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const NO_EMAIL =
  'Perusahaan ini belum memiliki alamat email (Email maupun PIC Email). Lengkapi data perusahaan terlebih dahulu.';

async function auditRows(t: TestContext, orderId: number) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'order'),
        eq(auditLogs.entity_id, String(orderId)),
        eq(auditLogs.action, 'send_invoice'),
      ),
    );
}

async function setup(t: TestContext) {
  const db = t.database.db;
  const catalogue: Catalogue = await insertCatalogue(db);
  const company = await insertCompany(db);
  const order = await insertOrder(db, catalogue, company.id_company);
  await addExtra(db, order.id, catalogue.migration, '3500000', '500000');
  return { catalogue, company, order };
}

describe('POST /orders/send_inv through a real SMTP server', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  let fixture: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Tagih Billing <billing@tagih.test>' });
    fixture = await setup(t);
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
    await addMailRecipient(t.database.db, 'Andi Wijaya', 'Andi.Wijaya@tagih.test');
    await addMailRecipient(t.database.db, 'Finance Klien', 'FINANCE@majujaya.co.id'); // already in To: not copied again
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (payload: unknown, token = true) =>
    token
      ? t.request({ method: 'POST', url: '/api/orders/send_inv', payload: payload as object })
      : t.app.inject({ method: 'POST', url: '/api/orders/send_inv', payload: payload as object });

  it("mails the PDF to the company's email and pic_email, BCC the Setting Mail admins, and records it", async () => {
    const before = await orderRow(t.database.db, fixture.order.id);
    const response = await send({ order: fixture.order.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Inv berhasil dikirim!' });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('billing@tagih.test');
    expect([...mail.rcptTo].sort()).toEqual([
      'andi.wijaya@tagih.test',
      'budi.santoso@majujaya.co.id',
      'finance@majujaya.co.id',
      'siti.rahma@tagih.test',
    ]);

    const headers = headersOf(mail.raw);
    expect(headers.get('subject')).toBe('Invoice INV/2026/11/0001 - PT Maju Jaya Abadi');
    expect(headers.get('to')).toBe('finance@majujaya.co.id, budi.santoso@majujaya.co.id');
    expect(headers.has('bcc')).toBe(false);
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(mail.raw).not.toContain('siti.rahma@tagih.test');

    const parts = partsOf(mail.raw);
    const text = parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'));
    const html = parts.find((part) => part.headers.get('content-type')?.startsWith('text/html'));
    expect(text?.body.toString()).toContain('Yth. Budi Santoso,');
    expect(html?.body.toString()).toContain('<p>Yth. Budi Santoso,</p>');
    const attachment = parts.find((part) => part.headers.get('content-type')?.startsWith('application/pdf'));
    expect(attachment, 'a PDF attachment').toBeDefined();
    expect(attachment!.headers.get('content-disposition')).toMatch(
      /^attachment; filename=("?)Invoice-INV-2026-11-0001\.pdf\1$/,
    );
    expect(attachment!.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = (await pdfText(attachment!.body)).flat;
    expect(pdf).toContain('No. Invoice INV/2026/11/0001');
    expect(pdf).toContain('Total Harga Rp. 27.000.000');

    const after = await orderRow(t.database.db, fixture.order.id);
    expect(after.invoice_sent_to).toBe('finance@majujaya.co.id, budi.santoso@majujaya.co.id');
    expect(Math.abs(after.invoice_sent_at!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(after.updated_at.getTime()).toBe(before.updated_at.getTime());
    expect(after.total_price).toBe(before.total_price);
    const audit = await auditRows(t, fixture.order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      invoice_sent_to: after.invoice_sent_to,
      bcc: ['siti.rahma@tagih.test', 'andi.wijaya@tagih.test'],
    });
  });

  it('sends once to an address given as both email and pic_email', async () => {
    const company = await insertCompany(t.database.db, {
      name_company: 'CV Sentosa Makmur',
      email: 'Keuangan@Sentosa.co.id',
      pic_email: 'keuangan@sentosa.co.id ',
    });
    const order = await insertOrder(t.database.db, fixture.catalogue, company.id_company, {
      invoice_number: 'INV/2026/11/0101',
    });
    smtp.received.length = 0;
    expect((await send({ order: String(order.id) })).statusCode).toBe(200);
    expect(headersOf(smtp.received[0]!.raw).get('to')).toBe('keuangan@sentosa.co.id');
    expect(smtp.received[0]!.rcptTo.filter((address) => address === 'keuangan@sentosa.co.id')).toHaveLength(
      1,
    );
    expect(headersOf(smtp.received[0]!.raw).get('subject')).toBe(
      'Invoice INV/2026/11/0101 - CV Sentosa Makmur',
    );
  });

  it('refuses a company without any e-mail address with 422 on email, sending and changing nothing', async () => {
    const company = await insertCompany(t.database.db, {
      name_company: 'PT Tanpa Surel',
      email: null,
      pic_email: '  ',
    });
    const order = await insertOrder(t.database.db, fixture.catalogue, company.id_company, {
      invoice_number: 'INV/2026/11/0102',
    });
    smtp.received.length = 0;
    const response = await send({ order: order.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { email: [NO_EMAIL] },
    });
    expect(smtp.received).toHaveLength(0);
    expect((await orderRow(t.database.db, order.id)).invoice_sent_at).toBeNull();
  });

  it('answers 422 for a bad payload, 404 for a missing order, 409 for a cancelled one and 401 without a token', async () => {
    expect((await send({})).json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { order: ['Wajib diisi.'] },
    });
    expect((await send({ order: 'satu' })).json().errors).toEqual({ order: ['Harus id order.'] });
    expect((await send({ order: 999_999 })).statusCode).toBe(404);
    const canceled = await insertOrder(t.database.db, fixture.catalogue, fixture.company.id_company, {
      invoice_number: 'INV/2026/11/0103',
      is_canceled: 1,
    });
    const refused = await send({ order: canceled.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Order ini sudah dibatalkan, sehingga tidak memiliki invoice.');
    expect((await send({ order: fixture.order.id }, false)).statusCode).toBe(401);
    expect((await orderRow(t.database.db, canceled.id)).invoice_sent_at).toBeNull();
  });

  it('answers 502 when the SMTP server refuses the recipients, and leaves the order unchanged', async () => {
    const company = await insertCompany(t.database.db, { name_company: 'PT Ditolak Server' });
    const order = await insertOrder(t.database.db, fixture.catalogue, company.id_company, {
      invoice_number: 'INV/2026/11/0104',
    });
    smtp.rejectRecipients = true;
    try {
      const response = await send({ order: order.id });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 502,
        message: 'Gagal mengirim email: server SMTP menolak pesan.',
      });
    } finally {
      smtp.rejectRecipients = false;
    }
    expect((await orderRow(t.database.db, order.id)).invoice_sent_at).toBeNull();
    expect(await auditRows(t, order.id)).toHaveLength(0);
  });
});

describe('POST /orders/send_inv when the SMTP server is down', () => {
  let t: TestContext;
  beforeAll(async () => {
    const smtp = await startSmtpSink();
    await smtp.close(); // a port that was just free: nothing listens there now
    t = await createTestContext({ SMTP_URL: smtp.url });
  });
  afterAll(() => t.close());

  it('answers 502 with a clear message and leaves the order unchanged', async () => {
    const { order } = await setup(t);
    const before = await orderRow(t.database.db, order.id);
    const response = await t.request({
      method: 'POST',
      url: '/api/orders/send_inv',
      payload: { order: order.id },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 502,
      message: 'Gagal mengirim email: server SMTP tidak dapat dihubungi.',
    });
    expect(await orderRow(t.database.db, order.id)).toEqual(before);
    expect(await auditRows(t, order.id)).toHaveLength(0);
  });
});

describe('POST /orders/send_inv without SMTP_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('writes the message as an .eml file to the outbox under DATA_DIR', async () => {
    const { order } = await setup(t);
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
    const response = await t.request({
      method: 'POST',
      url: '/api/orders/send_inv',
      payload: { order: order.id },
    });
    expect(response.json()).toEqual({ code: 200, message: 'Inv berhasil dikirim!' });

    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    const headers = headersOf(raw);
    expect(headers.get('subject')).toBe('Invoice INV/2026/11/0001 - PT Maju Jaya Abadi');
    expect(headers.get('to')).toBe('finance@majujaya.co.id, budi.santoso@majujaya.co.id');
    expect(headers.get('bcc')).toBe('siti.rahma@tagih.test'); // kept in the local copy, so a developer sees who would get it
    const attachment = partsOf(raw).find((part) =>
      part.headers.get('content-type')?.startsWith('application/pdf'),
    );
    expect(attachment?.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await orderRow(t.database.db, order.id)).invoice_sent_to).toBe(
      'finance@majujaya.co.id, budi.santoso@majujaya.co.id',
    );
  });
});
