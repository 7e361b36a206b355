// Invoices drawn one after another share the parsed fonts (pdf-layout.ts). A reader must still get every word
// back from each of them: an accent printed on its own after a document used it as a part of a letter ('´' is
// drawn inside 'é'; that once left it without text in later documents), letters no earlier document used, and
// the fi ligature shaped from 'fi'.
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../test/pdf-text.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { renderInvoicePdf } from './render-pdf.ts';

function content(buyer: string, number: string, amount: string): InvoiceContent {
  return {
    variant: 'standard',
    document: { title: `Invoice ${number}`, author: 'PT Tagih Teknologi' },
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
    sellerLines: ['Jl. Sudirman 1, Jakarta', 'NPWP: 01.234.567.8-901.000'],
    buyer: { heading: 'DITAGIHKAN KEPADA', name: buyer, lines: ['Jl. Merdeka 10, Bandung', 'NPWP: -'] },
    box: null,
    paid: null,
    continued: `Invoice ${number} (lanjutan)`,
    table: {
      kind: 'standard',
      columns: [
        { key: 'description', title: 'Deskripsi' },
        { key: 'qty', title: 'Qty' },
        { key: 'unitPrice', title: 'Harga Satuan' },
        { key: 'months', title: 'Bulan' },
        { key: 'amount', title: 'Jumlah' },
      ],
    },
    lines: [{ description: 'Tagih ERP Starter', qty: '1', unitPrice: amount, months: '1', amount }],
    totals: [{ label: 'Total', amount: `Rp. ${amount}`, strong: true }],
    amountDue: 1n,
    words: 'Terbilang: Satu rupiah',
    payment: {
      heading: 'Cara Pembayaran',
      lines: [{ text: 'Transfer ke BCA 123', strong: true }, { text: `Sebesar Rp. ${amount}` }],
    },
    footnote: 'Invoice ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    footer: { left: `PT Tagih Teknologi - ${number}`, page: 'Halaman {page} dari {pages}' },
  };
}

describe('invoice PDFs drawn one after another', () => {
  it('each reads back whole: an accent after a letter made with it, new letters, ligatures', async () => {
    const invoices = [
      content('PT Kencana Sukses Sejati', 'INV/2026/11/0001', '1.250.000'),
      content('CV Café Nusantara', 'INV/2026/11/0002', '9.999.999'), // é is e and ´
      content('Toko Jum´at Berkah', 'INV/2026/11/0005', '500.000'),
      content('PT Şahin Gıda Ticaret', 'INV/2026/11/0003', '42.000'),
      content('PT Efisiensi Office Fleksibel', 'INV/2026/11/0004', '7.777.777'), // fi, ffi and fl ligatures
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
