// Invoices drawn one after another share parsed fonts and the compressed font files and ToUnicode maps of
// their primed subsets (pdf-layout.ts, font-subset-cache.ts). A reader must still get every word back from
// each of them, including a document needing glyphs beyond the primed ones (its subset and map are its own;
// the dotless i is also a component of i, which once left it without text in later documents).
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../test/pdf-text.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { renderInvoicePdf } from './render-pdf.ts';

function content(buyer: string, number: string, amount: string): InvoiceContent {
  return {
    variant: 'standard',
    title: 'INVOICE',
    number,
    invoiceDate: '14 November 2026',
    dueDate: '28 November 2026',
    period: '1 November 2026 s.d. 30 November 2026',
    facts: [
      ['No. Invoice', number],
      ['Tanggal', '14 November 2026'],
    ],
    seller: {
      name: 'PT Tagih Teknologi',
      address: 'Jl. Sudirman 1, Jakarta',
      npwp: '01.234.567.8-901.000',
      bankAccount: 'BCA 123',
    },
    buyer: { name: buyer, lines: ['Jl. Merdeka 10, Bandung', 'NPWP: -'] },
    box: null,
    paid: null,
    columns: 'standard',
    lines: [{ description: 'Tagih ERP Starter', qty: '1', unitPrice: amount, months: '1', amount }],
    totals: [{ label: 'Total', amount: `Rp. ${amount}`, strong: true }],
    amountDue: 1n,
    inWords: 'Satu rupiah',
    payment: ['Transfer ke BCA 123', `Sebesar Rp. ${amount}`],
  };
}

describe('invoice PDFs drawn one after another', () => {
  it('each reads back whole, the ones sharing cached font files and maps and one with a glyph of its own', async () => {
    const invoices = [
      content('PT Kencana Sukses Sejati', 'INV/2026/11/0001', '1.250.000'),
      content('CV Maju Jaya Abadi', 'INV/2026/11/0002', '9.999.999'),
      content('PT Şahin Gıda Ticaret', 'INV/2026/11/0003', '42.000'), // Ş and ı are not primed
      content('PT Quartz Xylo Vega', 'INV/2026/11/0004', '7.777.777'),
    ];
    const pdfs: Buffer[] = [];
    for (const invoice of invoices) pdfs.push(await renderInvoicePdf(invoice));

    for (const [index, pdf] of pdfs.entries()) {
      const { flat } = await pdfText(pdf);
      const invoice = invoices[index]!;
      expect(flat).toContain(invoice.buyer.name);
      expect(flat).toContain(invoice.number);
      expect(flat).toContain(`Sebesar Rp. ${invoice.lines[0]!.amount}`);
      expect(flat).toContain('Halaman 1 dari 1');
      expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);
    }
  });
});
