// One call from an order id to its invoice PDF: load the stored order, pick the variant (or take the one the
// address asks for), decide the content and draw it. The routes and the mail both go through here.
import type { Db } from '@tagih/db';
import type { Config } from '../config.ts';
import { buildInvoiceContent, type InvoiceContent } from './invoice-content.ts';
import { loadInvoiceData, type InvoiceData } from './load-invoice-data.ts';
import { renderInvoicePdf } from './render-pdf.ts';
import { concurrencyLimit } from '../lib/concurrency-limit.ts';
import { invoiceFileName, invoiceVariantOf, type InvoiceVariant } from './variant.ts';

export interface InvoicePdf {
  pdf: Buffer;
  fileName: string;
  variant: InvoiceVariant;
  data: InvoiceData;
  content: InvoiceContent;
}

/**
 * Drawing is CPU work: two at a time (the cores there are) is as fast as twenty, and twenty documents half
 * drawn at once only grow the heap (docs/performance.md). Loading their data is not limited.
 */
const drawing = concurrencyLimit(2);

export async function createInvoicePdf(
  db: Db,
  seller: Config['seller'],
  orderId: number,
  variant?: InvoiceVariant,
): Promise<InvoicePdf> {
  const data = await loadInvoiceData(db, orderId);
  const chosen = variant ?? invoiceVariantOf(data.order);
  const content = buildInvoiceContent(data, chosen, seller);
  const pdf = await drawing(() => renderInvoicePdf(content));
  return { pdf, fileName: invoiceFileName(data.order.invoice_number), variant: chosen, data, content };
}
