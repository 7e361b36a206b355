// The entry of the invoice drawing threads (pdf-drawing.ts): draws one invoice's content, which is plain data
// (invoice-content.ts), and answers the PDF's bytes. Only this thread loads pdfkit and parses the fonts.
import type { InvoiceContent } from '../content/invoice-shape.ts';
import { renderInvoicePdf } from './render-pdf.ts';

export default function drawInvoice(content: InvoiceContent): Promise<Buffer> {
  return renderInvoicePdf(content);
}
