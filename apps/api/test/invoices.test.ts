// Invoice PDFs: the three variants and what each prints, from the stored figures. Who may open one, and the
// signed browser addresses, are in invoices-links.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, productItems, userPackages } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import type { Catalogue } from './invoice-fixtures.ts';
import { insertInvoiceOrders, invoiceCalls, type InvoiceOrders } from './invoice-pdf-fixtures.ts';
import { pdfFonts, pdfText } from './pdf-text.ts';

describe('invoice PDFs: three variants, stored figures, signed browser addresses', () => {
  let t: TestContext;
  let catalogue: Catalogue;
  let id: InvoiceOrders['id'];
  const { pdf, textOf } = invoiceCalls(() => t);
  beforeAll(async () => {
    t = await createTestContext();
    ({ catalogue, id } = await insertInvoiceOrders(t.database.db));
  });
  afterAll(() => t.close());

  it('serves the standard invoice inline as Invoice-<number>.pdf, with seller, buyer, dates, every line, the total and its words', async () => {
    const response = await pdf(id.standard);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Invoice-INV-2026-11-0001.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-invoice-variant']).toBe('standard');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { flat, pages } = await pdfText(response.rawPayload);
    expect(pages).toHaveLength(1);
    const seller = t.config.seller;
    for (const text of [seller.name, seller.address, `NPWP: ${seller.npwp}`, 'INVOICE'])
      expect(flat).toContain(text);
    expect(flat).toContain('PT Maju Jaya Abadi');
    expect(flat).toContain('Jl. Gatot Subroto No. 12, Kuningan');
    expect(flat).toContain('NPWP: 01.234.567.8-901.000');
    expect(flat).toContain('PIC: Budi Santoso - budi.santoso@majujaya.co.id');
    expect(flat).toMatch(/No\. Invoice INV\/2026\/11\/0001/);
    expect(flat).toMatch(/Tanggal Invoice 14 November 2026/);
    expect(flat).toMatch(/Jatuh Tempo 28 November 2026/);
    expect(flat).toMatch(/Periode 14 November 2026 s\.d\. 13 November 2027/);
    expect(flat).toContain('Deskripsi Qty Harga Satuan Bulan Jumlah');
    expect(flat).toContain('Produk: Tagih ERP Professional 1 Rp. 1.500.000 12 Rp. 18.000.000');
    // Each line reads qty x price x months = amount; its discount is a line of its own beneath it.
    expect(flat).toContain('Paket User: Paket 10 User 2 Rp. 250.000 12 Rp. 6.000.000');
    expect(flat).toContain('Diskon Paket User Rp. -500.000');
    expect(flat).toContain('Storage: Storage Bisnis (50 GB) 1 Rp. 100.000 12 Rp. 1.200.000');
    expect(flat).toContain('Biaya Tambahan: Migrasi Data 1 Rp. 3.500.000 - Rp. 3.500.000');
    expect(flat).toContain('Diskon Migrasi Data Rp. -500.000');
    expect(flat).toContain('Add-on: Modul Absensi Mobile 1 - 12 Termasuk');
    // 18.000.000 + 6.000.000 - 500.000 + 1.200.000 + 3.500.000 - 500.000 = 27.700.000, less the voucher 700.000
    expect(flat).toContain('Subtotal Rp. 27.700.000');
    expect(flat).toContain('Voucher AKHIR26X Rp. -700.000');
    expect(flat).toContain('Total Harga Rp. 27.000.000');
    expect(flat).toContain('Terbilang: Dua puluh tujuh juta rupiah');
    expect(flat).toContain(seller.bankAccount);
    expect(flat).toContain('Cantumkan nomor invoice INV/2026/11/0001 sebagai berita transfer.');
    expect(flat).toContain('Halaman 1 dari 1');
    expect(flat).not.toContain('Total Prorate');
  });

  it('embeds its fonts, so Rp. and Indonesian text look the same in every viewer', async () => {
    const fonts = await pdfFonts((await pdf(id.standard)).rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.map((font) => font.name).join(' ')).toMatch(/DejaVuSansCondensed/);
  });

  it('breaks the flexmod product into its priced sub-modules, which add up to the stored product figure', async () => {
    expect((await pdf(id.flexmod)).headers['x-invoice-variant']).toBe('flexmod');
    const { flat } = await textOf(id.flexmod);
    expect(flat).toContain('INV/2026/11/0002');
    expect(flat).toContain('Produk: Tagih ERP Professional');
    expect(flat).toContain('Rincian per sub-modul');
    expect(flat).toContain('Marketing - Lead Management 1 Rp. 500.000 12 Rp. 6.000.000');
    expect(flat).toContain('Operation - Job Order 1 Rp. 500.000 12 Rp. 6.000.000');
    expect(flat).toContain('Harga Rp. 600.000 dikurangi diskon Rp. 100.000');
    expect(flat).toContain('Report - Laporan Penjualan 1 Rp. 500.000 12 Rp. 6.000.000');
    expect(flat).toContain('Voucher PRODUK50 Rp. -500.000'); // 18.000.000 - 500.000 = 17.500.000 stored
    expect(flat).toContain('Paket User: Paket 10 User 2 Rp. 250.000 12 Rp. 6.000.000');
    expect(flat).toContain('Total Harga Rp. 24.200.000');
    expect(flat).toContain('Terbilang: Dua puluh empat juta dua ratus ribu rupiah');
    expect(flat).not.toContain('Produk: Tagih ERP Professional 1');
  });

  it('lets ?variant= override the flags: the flexmod order as a standard invoice has one product line with its voucher', async () => {
    const { flat } = await textOf(id.flexmod, '?variant=standard');
    expect(flat).toContain('Produk: Tagih ERP Professional 1 Rp. 1.500.000 12 Rp. 18.000.000');
    expect(flat).toContain('Voucher PRODUK50 Rp. -500.000');
    expect(flat).not.toContain('Marketing - Lead Management');
    const bad = await pdf(id.flexmod, '?variant=deluxe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ variant: ['Varian invoice tidak dikenal.'] });
  });

  it("prints the seller's and the buyer's NPWP the same way on every variant", async () => {
    // Both are legacy 15-digit NPWPs here (SELLER_NPWP's default, a buyer row stored before issue 21):
    // printed as on the old card. A 16-digit one prints in groups of four (tax-invoice.test.ts).
    for (const order of [id.standard, id.flexmod, id.reorder, id.due, id.credit]) {
      const { flat } = await textOf(order);
      expect(flat, String(order)).toContain('NPWP: 01.234.567.8-012.000');
      expect(flat, String(order)).toContain('NPWP: 01.234.567.8-901.000');
    }
  });

  it('titles the reorder invoice a renewal, naming the renewed period and the previous order', async () => {
    const { flat } = await textOf(id.reorder);
    expect(flat).toContain('INVOICE PERPANJANGAN');
    expect(flat).toContain('Perpanjangan langganan untuk periode 14 November 2027 s.d. 13 November 2028.');
    expect(flat).toContain(
      'Melanjutkan order sebelumnya INV/2026/11/0001 (periode 14 November 2026 s.d. 13 November 2027).',
    );
    expect(flat).toContain('No. Invoice INV/2027/11/0003');
    expect(flat).toContain('Tanggal Invoice 1 November 2027');
    expect(flat).toContain('Total Harga Rp. 24.700.000');
    expect(flat).toContain('Terbilang: Dua puluh empat juta tujuh ratus ribu rupiah');
  });

  it('prints stored upgrade figures the shared proration does not give back as they were stored, still adding up', async () => {
    // These rows were written by hand: their Total Prorate is no run of prorateUpgrade, so no breakdown is made up.
    const due = (await textOf(id.due)).flat;
    expect(due).toContain(
      'Upgrade dari order INV/2026/11/0001 (periode 14 November 2026 s.d. 13 November 2027).',
    );
    expect(due).toContain('Total Prorate tercatat - - Rp. 28.950.000');
    expect(due).toContain('Total Prorate Rp. 28.950.000');
    expect(due).toContain('Dikurangi Total Harga Sebelumnya Rp. -27.700.000');
    expect(due).toContain('Sisa Bayar Rp. 1.250.000');
    expect(due).toContain('Jumlah yang Harus Dibayar Rp. 1.250.000');
    expect(due).toContain('Terbilang: Satu juta dua ratus lima puluh ribu rupiah');
    expect(due).not.toContain('Prorata 1 Februari');

    const credit = (await textOf(id.credit)).flat;
    expect(credit).toContain('Sisa Bayar Rp. -1.700.000');
    expect(credit).toContain('Kredit Pelanggan Rp. 1.700.000');
    expect(credit).toContain('Jumlah yang Harus Dibayar Rp. 0');
    expect(credit).toContain('Terbilang: Nol rupiah');
    expect(credit).toContain('Kredit sebesar Rp. 1.700.000 akan diperhitungkan pada tagihan berikutnya.');
    expect(credit).not.toContain('paling lambat');
  });

  it('flows a long order onto more pages, repeating the table header and numbering the pages', async () => {
    const { pages, flat } = await textOf(id.long);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      const text = page.replace(/\s+/g, ' ');
      expect(text).toContain(`Halaman ${index + 1} dari ${pages.length}`);
      if (/Biaya Tambahan/.test(text)) expect(text).toContain('Deskripsi Qty Harga Satuan Bulan Jumlah');
      if (index > 0) expect(text).toContain('Invoice INV/2026/12/0006 (lanjutan)');
    });
    expect(pages.filter((page) => page.includes('Biaya Tambahan')).length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i <= 45; i += 1) {
      const amount = (100_000 * i).toLocaleString('id-ID');
      expect(flat).toContain(`Biaya Tambahan: Pelatihan Onsite 1 Rp. ${amount} - Rp. ${amount}`);
    }
    expect(flat).toContain('Total Harga');
    expect(pages.at(-1)).toContain('Terbilang');
  });

  it('prints the stored figures even after the catalogue prices change', async () => {
    const db = t.database.db;
    await db.update(productItems).set({ price: '2000000' }).where(eq(productItems.id, catalogue.product.id));
    await db
      .update(userPackages)
      .set({ price: '300000' })
      .where(eq(userPackages.id, catalogue.userPackage.id));
    const { flat } = await textOf(id.standard);
    expect(flat).toContain('Produk: Tagih ERP Professional 1 Rp. 1.500.000 12 Rp. 18.000.000');
    expect(flat).toContain('Paket User: Paket 10 User 2 Rp. 250.000 12 Rp. 6.000.000');
    expect(flat).toContain('Total Harga Rp. 27.000.000');
    await db.update(productItems).set({ price: '1500000' }).where(eq(productItems.id, catalogue.product.id));
    await db
      .update(userPackages)
      .set({ price: '250000' })
      .where(eq(userPackages.id, catalogue.userPackage.id));
  });

  it('answers the same PDF for an unchanged order, and a new one once the order is paid (pdf-cache.ts)', async () => {
    const first = await pdf(id.standard);
    const again = await pdf(id.standard);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const db = t.database.db;
    await db
      .update(orders)
      .set({ status: 1, paid_at: new Date('2026-03-12T20:00:00Z') })
      .where(eq(orders.id, id.standard));
    const paid = await textOf(id.standard);
    expect(paid.flat).toContain('Tanggal Lunas 13 Maret 2026');
    await db.update(orders).set({ status: 0, paid_at: null }).where(eq(orders.id, id.standard));
    const unpaid = await pdf(id.standard);
    expect((await pdfText(unpaid.rawPayload)).flat).not.toContain('LUNAS');
    expect(Buffer.compare(unpaid.rawPayload, first.rawPayload)).toBe(0);
  });

  it('dates the invoice in WIB, and the due date 14 days later', async () => {
    const { flat } = await textOf(id.lateNight);
    expect(flat).toContain('Tanggal Invoice 1 Desember 2026');
    expect(flat).toContain('Jatuh Tempo 15 Desember 2026');
  });
});
