// 'Kirim via WhatsApp' (issue 21): GET /orders/{id}/whatsapp hands out a wa.me address whose message carries a
// public link to the invoice PDF, signed for 30 days. The link opens the PDF without a sign-in; it expires
// after 30 days (a moving clock), an altered signature is 403, and cancelling the order revokes it (403).
// The PIC phone is normalised to international digits; a missing or unusable phone is a 422 on pic_phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { formatRupiah } from '@tagih/domain/money';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { movingClock } from './reminders-fixtures.ts';

describe('Kirim via WhatsApp', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const clock = movingClock();
  beforeAll(async () => {
    t = await createTestContext({}, { now: clock.now });
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const setPhone = (pic_phone: string | null, pic_name: string | null = 'Budi Santoso') =>
    t.database.db
      .update(companies)
      .set({ pic_phone, pic_name })
      .where(eq(companies.id_company, c.maju.id_company));
  const share = (id: number) => t.request({ method: 'GET', url: `/api/orders/${id}/whatsapp` });
  const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  it('answers the normalised phone, the message and a wa.me address; the link opens the PDF without a token', async () => {
    await setPhone('0812-3456-7890');
    const order = await createOrder(t, basePayload(c));
    const response = await share(order.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { phone: string; url: string; message: string; wa_url: string };
    expect(data.phone).toBe('6281234567890');
    expect(data.url).toMatch(new RegExp(`/api/public/invoices/${order.id}\\.pdf\\?exp=\\d+&sig=`));
    expect(data.message).toMatch(
      new RegExp(
        `^Yth\\. Budi Santoso, berikut invoice ${order.invoice_number.replace(/\//g, '\\/')} sebesar ${formatRupiah(BigInt(order.total_price as string)).replace(/\./g, '\\.')}, jatuh tempo \\d{1,2} \\w+ \\d{4}: `,
      ),
    );
    expect(data.message.endsWith(data.url)).toBe(true);
    const wa = new URL(data.wa_url);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/6281234567890');
    expect(wa.searchParams.get('text')).toBe(data.message);

    const pdf = await open(data.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the link holds for 30 days, then answers 403; an altered signature is 403', async () => {
    await setPhone('+62 812 3456 7890');
    const order = await createOrder(t, basePayload(c));
    clock.at('2026-03-01', '09:00');
    const { url } = (await share(order.id)).json().data as { url: string };
    expect((await open(url.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
    clock.at('2026-03-31', '08:59'); // 29 days 23 h 59 min later
    expect((await open(url)).statusCode).toBe(200);
    clock.at('2026-03-31', '09:01');
    const expired = await open(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 403, message: 'Tautan sudah kedaluwarsa.' });
    clock.at('2026-03-01', '09:00');
  });

  it('cancelling the order revokes its link (403), and the share is refused (409)', async () => {
    await setPhone('081234567890');
    const order = await createOrder(t, basePayload(c));
    const { url } = (await share(order.id)).json().data as { url: string };
    expect((await open(url)).statusCode).toBe(200);
    const cancel = await t.request({
      method: 'POST',
      url: '/api/orders/cancel_order',
      payload: { order: order.id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const revoked = await open(url);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual({ code: 403, message: 'Tautan sudah tidak berlaku.' });
    expect((await share(order.id)).statusCode).toBe(409);
  });

  it('422 on pic_phone when the company has no phone or one that cannot be a WhatsApp number; 404 for no order', async () => {
    const order = await createOrder(t, basePayload(c));
    for (const [phone, message] of [
      [null, 'Perusahaan ini belum memiliki nomor telepon PIC. Lengkapi data perusahaan terlebih dahulu.'],
      [
        '021',
        'Nomor telepon PIC tidak dapat dipakai untuk WhatsApp (contoh: 081234567890 atau +6281234567890).',
      ],
      [
        '6591234567',
        'Nomor telepon PIC tidak dapat dipakai untuk WhatsApp (contoh: 081234567890 atau +6281234567890).',
      ],
    ] as const) {
      await setPhone(phone);
      const response = await share(order.id);
      expect(response.statusCode, String(phone)).toBe(422);
      expect(response.json().errors).toEqual({ pic_phone: [message] });
    }
    expect((await share(999_999)).statusCode).toBe(404);
  });
});
