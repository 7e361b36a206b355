// The entry of the invoice drawing threads (pdf-drawing.ts): draws one invoice's content, which is plain data
// (invoice-content.ts), and answers the PDF's bytes. Only this thread loads pdfkit and parses the fonts.
import type { StatementContent } from '../../../receivables/statement/statement-content.ts';
import { renderStatementPdf } from '../../../receivables/statement/statement-render.ts';
import type { InvoiceContent } from '../content/invoice-shape.ts';
import { renderInvoicePdf } from './render-pdf.ts';

export default function drawInvoice(content: InvoiceContent): Promise<Buffer> {
  return renderInvoicePdf(content);
}

/** A statement of account (issue 30), drawn by the same threads with the same fonts: piscina's task `name`. */
export function drawStatement(content: StatementContent): Promise<Buffer> {
  return renderStatementPdf(content);
}
