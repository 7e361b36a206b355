// Buyers who collect PPN themselves (issue 31): a company's ppn_buyer_type on its record, and an order to a
// government treasurer (02) or another collector (03) that stores DPP and PPN as usual but asks for, is paid
// by, reminds of, and is owed in the receivables and the statement at, the amount without PPN; its invoice
// still shows DPP and PPN and says 'PPN dipungut oleh pembeli', in figures, in words and in the mail.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice } from './invoice-reading.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { partsOf, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

const TODAY = todayInJakarta();
const BAD_TYPE = 'Pilih peran PPN pembeli: biasa, instansi pemerintah, atau pemungut PPN lain.';

describe('ppn_buyer_type: buyers who collect PPN themselves', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Tagih Billing <billing@tagih.test>' });
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const { uploadProof, book, approve } = paymentCalls(() => t);

  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const storeCompany = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/companies/store', payload });
  const updateCompany = (id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/companies/update/${id}`, payload });

  it('a company stores, shows, lists and exports its type; an update without it keeps it; a bad one is 422', async () => {
    const regular = await storeCompany({ name_company: 'PT Pembeli Biasa' });
    expect(regular.json().data.ppn_buyer_type).toBe('regular');

    const stored = await storeCompany({ name_company: 'Dinas Kominfo Kota', ppn_buyer_type: 'government' });
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().data.id_company as number;
    expect((await get(`/api/companies/${id}`)).data.ppn_buyer_type).toBe('government');

    const kept = await updateCompany(id, { name_company: 'Dinas Kominfo Kota', city: 'Bogor' });
    expect(kept.json().data).toMatchObject({ city: 'Bogor', ppn_buyer_type: 'government' });
    const changed = await updateCompany(id, {
      name_company: 'Dinas Kominfo Kota',
      ppn_buyer_type: 'collector',
    });
    expect(changed.json().data.ppn_buyer_type).toBe('collector');

    for (const value of ['bumn', '', 2]) {
      const refused = await updateCompany(id, { name_company: 'Dinas Kominfo Kota', ppn_buyer_type: value });
      expect(refused.statusCode, String(value)).toBe(422);
      expect(refused.json().errors).toEqual({ ppn_buyer_type: [BAD_TYPE] });
    }
    const refusedStore = await storeCompany({ name_company: 'PT Tak Tersimpan', ppn_buyer_type: 'bumn' });
    expect(refusedStore.statusCode).toBe(422);
    expect((await get('/api/companies?search=Tak%20Tersimpan')).data).toEqual([]);
    expect((await get(`/api/companies/${id}`)).data.ppn_buyer_type).toBe('collector');

    const listed = (await get('/api/companies?search=Kominfo')).data as Array<Record<string, unknown>>;
    expect(listed.map((row) => row.ppn_buyer_type)).toEqual(['collector']);
    const csv = await t.request({ method: 'GET', url: '/api/companies/export?search=Kominfo' });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',')).toContain('Peran PPN Pembeli');
    expect(row).toContain('Pemungut PPN lain, mis. BUMN (kode 03)');
  });

  it('an order to a government buyer stores DPP and PPN but owes, lists and is paid at the amount without PPN', async () => {
    const company = await storeCompany({
      name_company: 'Dinas Pendidikan Provinsi',
      npwp: '0011223344556677',
      email: 'keuangan@disdik.go.id',
      ppn_buyer_type: 'government',
    });
    const id_company = company.json().data.id_company as number;
    // Tagih Pro, 10 users, 1 month: 1.100.000; DPP 11/12 x 1.100.000 = 1.008.333,33 -> 1.008.333;
    // PPN 12% x 1.008.333 = 120.999,96 -> 121.000; with PPN 1.221.000, but the treasurer pays 1.100.000.
    const order = await createOrder(t, basePayload(c, { id_company }));
    expect(order).toMatchObject({
      dpp: '1008333',
      ppn: '121000',
      total_with_ppn: '1221000',
      ppn_buyer_type: 'government',
      amount_due: '1100000',
      balance_due: '1100000',
      payment_status: 'unpaid',
    });
    const listed = (await get(`/api/orders?search=${encodeURIComponent(order.invoice_number)}`)).data;
    expect(listed).toMatchObject([{ id: order.id, amount_due: '1100000', balance_due: '1100000' }]);
    expect((await book(order.id)).amount_due).toBe('1100000');

    // The company becomes a regular buyer: the stored order keeps the role it was stored with.
    await t.database.db
      .update(companies)
      .set({ ppn_buyer_type: 'regular' })
      .where(eq(companies.id_company, id_company));
    expect((await get(`/api/orders/${order.id}`)).data).toMatchObject({
      ppn_buyer_type: 'government',
      amount_due: '1100000',
    });

    // The receivables (kept by migration 0019's trigger from balance_due) and the statement's debit.
    const receivables = (await get(`/api/receivables?as_of=${TODAY}&search=Pendidikan`)).data;
    expect(receivables).toMatchObject([{ id_company, balance_due: '1100000', open_invoices: 1 }]);
    const statement = (await get(`/api/companies/${id_company}/statement?from=${TODAY}&to=${TODAY}`)).data;
    expect(statement.lines).toMatchObject([{ invoice_number: order.invoice_number, debit: '1100000' }]);
    expect(statement.closing_balance).toBe('1100000');

    // Paid in full by the amount without PPN: paid, Lunas, nothing owed.
    await uploadProof(order.id);
    const [review] = (await book(order.id)).reviews;
    const approved = await approve(order.id, review!.id, { amount: '1100000', received_on: TODAY });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get(`/api/orders/${order.id}`)).data).toMatchObject({
      status: 1,
      amount_due: '1100000',
      paid_amount: '1100000',
      balance_due: '0',
      payment_status: 'paid',
    });
    expect((await get(`/api/receivables?as_of=${TODAY}&search=Pendidikan`)).data).toEqual([]);
  });

  it('the invoice shows DPP and PPN, says the buyer collects it, and asks for the amount without it; so does the mail', async () => {
    await t.database.db
      .update(companies)
      .set({ ppn_buyer_type: 'collector', npwp: '0987654321098765' })
      .where(eq(companies.id_company, c.maju.id_company));
    // 12 months with ORDER105: Total Harga 11.286.000; DPP 10.345.500; PPN 1.241.460 (tax-invoice.test.ts).
    const order = await createOrder(t, basePayload(c, { total_month: 12, id_master_diskon: c.v.order.id }));
    expect(order).toMatchObject({ ppn_buyer_type: 'collector', amount_due: '11286000' });
    const pdf = await t.request({ method: 'GET', url: `/api/orders/pdf/${order.id}` });
    expect(pdf.statusCode).toBe(200);
    if (process.env.TAX_PDF_DIR)
      await writeFile(`${process.env.TAX_PDF_DIR}/ppn-collector.pdf`, pdf.rawPayload);
    const invoice = await readInvoice(pdf.rawPayload);
    expect(invoice.total('Total Harga')).toBe(11_286_000n);
    expect(invoice.total('DPP Nilai Lain')).toBe(10_345_500n);
    expect(invoice.total('PPN 12%')).toBe(1_241_460n);
    // 11.286.000 + 1.241.460 - 1.241.460 = 11.286.000: the rows still add up to what is asked.
    expect(invoice.total('PPN dipungut oleh pembeli')).toBe(-1_241_460n);
    expect(invoice.flat).toMatch(/^PPN dipungut oleh pembeli .*\nkode transaksi 03$/m);
    expect(invoice.total('Jumlah yang Harus Dibayar')).toBe(11_286_000n);
    expect(invoice.flat).toMatch(/^Jumlah yang Harus Dibayar .*\nTotal Harga, tanpa PPN$/m);
    expect(invoice.flat).toContain('Mohon lakukan pembayaran sebesar Rp. 11.286.000');
    expect(invoice.flat).toContain('Terbilang: Sebelas juta dua ratus delapan puluh enam ribu rupiah');

    const sent = await t.request({
      method: 'POST',
      url: '/api/orders/send_inv',
      payload: { order: order.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const text = partsOf(smtp.received.at(-1)!.raw)
      .find((part) => part.headers.get('content-type')?.startsWith('text/plain'))!
      .body.toString()
      .replace(/=\r?\n/g, '')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Jumlah yang harus dibayar: Rp. 11.286.000');
    expect(text).toContain(
      'PPN dipungut oleh pembeli (kode transaksi 03): PPN 12% sebesar Rp. 1.241.460 atas DPP Rp. 10.345.500 ' +
        'disetor sendiri oleh pembeli, sehingga tidak termasuk dalam jumlah yang harus dibayar.',
    );
  });
});
