import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { addMailRecipient } from './invoice-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { headersOf, partsOf, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { day, makeStatementBooks } from './statement-fixtures.ts';

describe('POST /companies/{id}/statement/send', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  let books: Awaited<ReturnType<typeof makeStatementBooks>>;
  const period = { from: day(-60), to: day(-5) };
  const send = (id: number, payload: unknown = period) =>
    t.request({ method: 'POST', url: `/api/companies/${id}/statement/send`, payload: payload as object });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Tagih Billing <billing@tagih.test>' });
    books = await makeStatementBooks(t);
    await t.database.db
      .update(companies)
      .set({ pic_name: 'Budi Santoso', pic_email: 'budi.santoso@majujaya.co.id' })
      .where(eq(companies.id_company, books.c.maju.id_company));
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails the PDF to the company's email and PIC, BCC Setting Mail, and the company's history shows it", async () => {
    const response = await send(books.c.maju.id_company);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Laporan rekening berhasil dikirim.');
    expect(body.data).toMatchObject({
      to: ['finance@majujaya.co.id', 'budi.santoso@majujaya.co.id'],
      bcc: ['siti.rahma@tagih.test'],
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect([...mail.rcptTo].sort()).toEqual([
      'budi.santoso@majujaya.co.id',
      'finance@majujaya.co.id',
      'siti.rahma@tagih.test',
    ]);
    const headers = headersOf(mail.raw);
    expect(headers.get('to')).toBe('finance@majujaya.co.id, budi.santoso@majujaya.co.id');
    expect(headers.has('cc')).toBe(false);
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(headers.get('subject')).toMatch(/^Laporan Rekening PT Maju Jaya Abadi - \d+ \w+ \d{4} s\.d\. /);
    const parts = partsOf(mail.raw);
    const text = parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'))!;
    expect(text.body.toString()).toContain('Yth. Budi Santoso,');
    expect(text.body.toString()).toContain('yang masih harus dibayar: Rp. 1.400.000.');
    const attachment = parts.find((part) => part.headers.get('content-type')?.startsWith('application/pdf'))!;
    expect(attachment.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="?Laporan-Rekening-MJA0001-${period.from}-${period.to}\\.pdf`),
    );
    const pdf = (await pdfText(attachment.body)).flat;
    expect(pdf).toContain('Terbilang: Satu juta empat ratus ribu rupiah');

    const sends = await t.request({
      method: 'GET',
      url: `/api/companies/${books.c.maju.id_company}/statement/sends`,
    });
    expect(sends.json().data).toEqual([
      expect.objectContaining({
        period_from: period.from,
        period_to: period.to,
        to: ['finance@majujaya.co.id', 'budi.santoso@majujaya.co.id'],
        bcc: ['siti.rahma@tagih.test'],
        admin: expect.objectContaining({ email: 'admin@tagih.local' }),
      }),
    ]);
    const history = await t.request({
      method: 'GET',
      url: `/api/audit-logs?resource=companies&record_id=${books.c.maju.id_company}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({ action: 'send_statement', resource: 'companies' }),
    ]);
  });

  it('refuses a company without an e-mail (422), a bad period (422) and an unknown company (404), sending nothing', async () => {
    smtp.received.length = 0;
    const noEmail = await send(books.c.sinar.id_company);
    expect(noEmail.statusCode).toBe(422);
    expect(Object.keys(noEmail.json().errors)).toEqual(['email']);
    const backwards = await send(books.c.maju.id_company, { from: day(-1), to: day(-2) });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    expect((await send(999_999)).statusCode).toBe(404);
    expect(smtp.received).toHaveLength(0);
    const sends = await t.request({
      method: 'GET',
      url: `/api/companies/${books.c.sinar.id_company}/statement/sends`,
    });
    expect(sends.json().data).toEqual([]);
  });

  it('answers 502 and records nothing when the mail server refuses', async () => {
    smtp.rejectRecipients = true;
    try {
      const refused = await send(books.c.maju.id_company);
      expect(refused.statusCode).toBe(502);
    } finally {
      smtp.rejectRecipients = false;
    }
    const sends = await t.request({
      method: 'GET',
      url: `/api/companies/${books.c.maju.id_company}/statement/sends`,
    });
    expect(sends.json().data).toHaveLength(1);
  });
});
