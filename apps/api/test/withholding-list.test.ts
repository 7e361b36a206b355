// 'Bukti Potong' (issue 31): every withholding with its bukti potong, those still missing, the export; and
// the receivables and the statement of account count what was withheld.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice } from './invoice-reading.ts';
import { seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';
import { withholdingCalls } from './withholding-fixtures.ts';

describe('Bukti Potong, receivables and statement with PPh 23 withheld', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
  });
  afterAll(() => t.close());
  const { orderWithProof, approveWithheld, recordSlip, pdfPart, setStatus } = withholdingCalls(() => t);
  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists every standing withholding, the missing ones, and exports them', async () => {
    const complete = await orderWithProof(c);
    const completeId = (await approveWithheld(complete, 1000n, complete.proposed)).json().data.payments[0].id;
    await recordSlip(complete.id, completeId, [{ name: 'number', value: 'BP-1' }, pdfPart()]);
    const missing = await orderWithProof(c);
    const missingId = (await approveWithheld(missing, 2000n, 30n, { withholding_number: 'BP-2' })).json().data
      .payments[0].id;
    // Withheld, then reversed: no longer a withholding that stands.
    const reversed = await orderWithProof(c);
    await approveWithheld(reversed, reversed.amountDue - reversed.proposed, reversed.proposed);
    await setStatus(reversed.id, 0);

    const all = await get('/api/withholdings?page=1');
    expect(all.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(all.data).toMatchObject([
      {
        payment_id: missingId,
        order_id: missing.id,
        invoice_number: missing.invoice,
        name_company: expect.any(String),
        received_on: todayInJakarta(),
        withheld: '30',
        number: 'BP-2',
        pdf: null,
        missing: true,
      },
      { payment_id: completeId, withheld: String(complete.proposed), number: 'BP-1', missing: false },
    ]);
    expect(all.data[1].pdf).toMatch(/^\/api\/withholdings\/pdf\/\d+\?exp=/);

    const open = await get('/api/withholdings?missing=1');
    expect(open.data.map((row: { payment_id: number }) => row.payment_id)).toEqual([missingId]);
    expect((await get(`/api/withholdings?from=${todayInJakarta()}&to=${todayInJakarta()}`)).meta.total).toBe(
      2,
    );
    expect((await get('/api/withholdings?to=2026-01-01')).meta.total).toBe(0);
    const backwards = await t.request({
      method: 'GET',
      url: '/api/withholdings?from=2026-02-01&to=2026-01-01',
    });
    expect(backwards.statusCode).toBe(422);

    const csv = await t.request({ method: 'GET', url: '/api/withholdings/export?missing=1' });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...lines] = parse(csv.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual([
      'Tanggal Bayar',
      'Nama Perusahaan',
      'Invoice Number',
      'PPh 23 Dipotong',
      'Nomor Bukti Potong',
      'Tanggal Bukti Potong',
      'PDF',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual(expect.arrayContaining([missing.invoice, '30', 'BP-2', 'NO']));
    const xlsx = await t.request({ method: 'GET', url: '/api/withholdings/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the invoice of a settled order shows what the buyer withheld and the bukti potong number', async () => {
    const order = await orderWithProof(c);
    const received = order.amountDue - order.proposed;
    await approveWithheld(order, received, order.proposed, { withholding_number: 'BP-77' });
    const response = await t.request({ method: 'GET', url: `/api/orders/pdf/${order.id}` });
    expect(response.statusCode).toBe(200);
    if (process.env.PPH23_PDF_DIR)
      await writeFile(`${process.env.PPH23_PDF_DIR}/settled.pdf`, response.rawPayload);
    const invoice = await readInvoice(response.rawPayload);
    expect(invoice.total('Jumlah yang Harus Dibayar')).toBe(order.amountDue);
    expect(invoice.total('PPh 23 dipotong pembeli')).toBe(-order.proposed);
    expect(invoice.total('Jumlah Dibayar')).toBe(received);
    expect(invoice.flat).toContain('Bukti potong BP-77');
    expect(invoice.flat).toContain('LUNAS');
  });

  it('the receivables and the statement count the withheld amount', async () => {
    const order = await orderWithProof(c, { id_company: c.sinar.id_company });
    const received = 5000n;
    await approveWithheld(order, received, order.proposed, { withholding_number: 'BP-9' });
    const owed = order.amountDue - received - order.proposed;

    const fast = await get('/api/receivables');
    const row = fast.data.find((item: { id_company: number }) => item.id_company === c.sinar.id_company);
    expect(row).toMatchObject({ balance_due: String(owed), not_due: String(owed) });
    // The general aging (a search) reads the same balance.
    const searched = await get(`/api/receivables?search=${encodeURIComponent(c.sinar.name_company)}`);
    expect(searched.data[0]).toMatchObject({ id_company: c.sinar.id_company, balance_due: String(owed) });

    const today = todayInJakarta();
    const statement = await get(`/api/companies/${c.sinar.id_company}/statement?from=${today}&to=${today}`);
    expect(statement.data.lines).toEqual([
      expect.objectContaining({ kind: 'invoice', debit: String(order.amountDue) }),
      expect.objectContaining({ kind: 'payment', credit: String(received) }),
      expect.objectContaining({
        kind: 'withholding',
        description: 'PPh 23 dipotong (bukti potong BP-9)',
        credit: String(order.proposed),
        balance: String(owed),
      }),
    ]);
    expect(statement.data.closing_balance).toBe(String(owed));
  });
});
