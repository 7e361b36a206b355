// Invoices drawn one after another share the parsed fonts (pdf-layout.ts). A reader must still get every word
// back from each of them: an accent printed on its own after a document used it as a part of a letter ('´' is
// drawn inside 'é'; that once left it without text in later documents), letters no earlier document used, and
// the fi ligature shaped from 'fi'.
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../../../test/pdf-text.ts';
import { sampleContent as content } from '../../../../test/invoice-content-sample.ts';
import { renderInvoicePdf } from './render-pdf.ts';

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
