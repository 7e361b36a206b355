// One call from an order id to its invoice PDF: load the stored order, pick the variant (or take the one the
// address asks for), decide the content and draw it. The routes and the mail both go through here.
import type { Config } from '../../config.ts';
import { buildInvoiceContent } from './content/invoice-content.ts';
import type { InvoiceContent } from './content/invoice-shape.ts';
import { loadInvoiceData, type InvoiceData, type InvoiceReads } from './data/load-invoice-data.ts';
import type { DrawInvoice } from './drawing/pdf-drawing.ts';
import { invoiceFileName, invoiceVariantOf, type InvoiceVariant } from './content/variant.ts';

export interface InvoicePdf {
  pdf: Buffer;
  fileName: string;
  variant: InvoiceVariant;
  data: InvoiceData;
  content: InvoiceContent;
}

/** How an app makes invoices: its prepared invoice read and its drawing threads (app.drawInvoice). */
export interface InvoiceMaking {
  reads: InvoiceReads;
  draw: DrawInvoice;
}

export async function createInvoicePdf(
  { reads, draw }: InvoiceMaking,
  seller: Config['seller'],
  orderId: number,
  variant?: InvoiceVariant,
): Promise<InvoicePdf> {
  const data = await loadInvoiceData(reads, orderId);
  const chosen = variant ?? invoiceVariantOf(data.order);
  const content = buildInvoiceContent(data, chosen, seller);
  // Drawn in a worker thread, two at a time (pdf-drawing.ts); loading the data is not limited.
  const pdf = await draw(content);
  return { pdf, fileName: invoiceFileName(data.order.invoice_number), variant: chosen, data, content };
}
