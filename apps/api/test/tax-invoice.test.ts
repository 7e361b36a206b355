// The invoice of an order stored under PPN: Harga Jual, Potongan, DPP Nilai Lain, PPN 12% and the amount due
// including PPN, in figures and in words; an upgrade's PPN on its Sisa Bayar; the faktur number once DJP
// gave it. Read back from the PDF as a reader sees it (pdftotext).
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice, sum } from './invoice-reading.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrderOn,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings, SELLER_NPWP } from './tax-fixtures.ts';

describe('the invoice under PPN', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
    await t.database.db
      .update(companies)
      .set({ npwp: '0987654321098765' })
      .where(eq(companies.id_company, c.maju.id_company));
  });
  afterAll(() => t.close());

  const pdfOf = async (id: number, name: string) => {
    const response = await t.request({ method: 'GET', url: `/api/orders/pdf/${id}` });
    expect(response.statusCode).toBe(200);
    // Kept for a person to look at (pdftoppm -png); the assertions read the text.
    if (process.env.TAX_PDF_DIR)
      await writeFile(`${process.env.TAX_PDF_DIR}/${name}.pdf`, response.rawPayload);
    return readInvoice(response.rawPayload);
  };

  it('a new order: the lines sum to Harga Jual, and the due amount and its words include PPN', async () => {
    // 12 months Tagih Pro with ORDER105: Harga Jual 13.200.000, Potongan 1.914.000, Total Harga 11.286.000,
    // DPP Nilai Lain 10.345.500, PPN 12% 1.241.460, due 12.527.460.
    const order = await createOrder(t, basePayload(c, { total_month: 12, id_master_diskon: c.v.order.id }));
    const invoice = await pdfOf(order.id, 'ppn-new');
    expect(sum(invoice.rows)).toBe(13_200_000n);
    expect(invoice.total('Harga Jual')).toBe(13_200_000n);
    expect(invoice.flat).toMatch(/^Potongan Rp\. -1\.914\.000$/m);
    expect(invoice.total('Total Harga')).toBe(11_286_000n);
    expect(invoice.total('DPP Nilai Lain')).toBe(10_345_500n);
    expect(invoice.total('PPN 12%')).toBe(1_241_460n);
    expect(invoice.total('Jumlah yang Harus Dibayar')).toBe(12_527_460n);
    expect(invoice.flat).toContain('11/12 x Total Harga Rp. 11.286.000');
    expect(invoice.flat).toContain('Mohon lakukan pembayaran sebesar Rp. 12.527.460');
    expect(invoice.flat).toContain(
      'Terbilang: Dua belas juta lima ratus dua puluh tujuh ribu empat ratus enam puluh rupiah',
    );
    expect(invoice.flat).not.toContain('No. Faktur Pajak');
    // The seller's NPWP is the one 'Setting Pajak' holds (0123456789012345, the e-Faktur export's TIN), printed
    // in groups of four as the buyer's is.
    expect(SELLER_NPWP).toBe('0123456789012345');
    expect(invoice.flat).toContain('NPWP: 0123 4567 8901 2345');
    expect(invoice.flat).toContain('NPWP: 0987 6543 2109 8765');

    const recorded = await t.request({
      method: 'POST',
      url: '/api/orders/faktur-number',
      payload: { order: order.id, faktur_number: '04002500000000123' },
    });
    expect(recorded.statusCode).toBe(200);
    expect((await pdfOf(order.id, 'ppn-new-faktur')).flat).toMatch(
      /No\. Faktur Pajak\s*:?\s*04002500000000123/,
    );
  });

  it('an upgrade: DPP and PPN on Sisa Bayar, due Sisa Bayar + PPN', async () => {
    const previous = await storeOrderOn(t, c, { total_month: 12 }, '2026-01-01');
    // Sisa Bayar 1.209.864 (tax-orders.test.ts); DPP 1.109.042; PPN 133.085; due 1.342.949.
    const upgrade = await storeOrderOn(
      t,
      c,
      { id_order: previous.row.id, total_month: 12, qty_user_package: 3 },
      '2026-07-01',
    );
    const invoice = await pdfOf(upgrade.row.id, 'ppn-upgrade');
    expect(invoice.total('Sisa Bayar')).toBe(1_209_864n);
    expect(invoice.total('DPP Nilai Lain')).toBe(1_109_042n);
    expect(invoice.total('PPN 12%')).toBe(133_085n);
    expect(invoice.total('Jumlah yang Harus Dibayar')).toBe(1_342_949n);
    expect(invoice.flat).toContain('11/12 x Sisa Bayar Rp. 1.209.864');
    // The upgrade variant prints both NPWPs as the new order's does.
    expect(invoice.flat).toContain('NPWP: 0123 4567 8901 2345');
    expect(invoice.flat).toContain('NPWP: 0987 6543 2109 8765');
  });

  it('an order stored before PKP keeps its invoice without PPN', async () => {
    await putTaxSettings(t, { ...PKP_ON, is_pkp: false });
    const order = await createOrder(t, basePayload(c));
    const invoice = await pdfOf(order.id, 'no-ppn');
    expect(invoice.total('Total Harga')).toBe(1_100_000n);
    expect(invoice.flat).not.toMatch(/PPN|DPP|Harga Jual/);
  });
});
