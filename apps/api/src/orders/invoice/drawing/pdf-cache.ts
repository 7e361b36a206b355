// Invoice PDFs kept by their content. Everything an invoice prints is in its content (invoice-content.ts: plain
// data, money as bigint), and the same content draws the same invoice, so a hash of the content is the whole
// key: an order edited, paid or cancelled has new content and is drawn again, with nothing to invalidate and
// nothing instances must agree on (each keeps its own). Staff open the same invoices again and again (the list,
// the mail, the reminders, the client's WhatsApp link); drawing one costs about 8 ms of CPU, a cached one none.
// lru-cache (maintained, bounded by bytes) keeps the newest and shares one drawing among concurrent asks.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { InvoiceContent } from '../content/invoice-shape.ts';
import type { DrawInvoice } from './pdf-drawing.ts';

/** The bytes kept by default: about 700 invoices of 17.5 KB (docs/performance.md). */
export const PDF_CACHE_BYTES = 12 * 1024 * 1024;

/** The SHA-256 of a content: its JSON, a bigint written as an object of its digits (text stays text). */
export function contentKey(content: InvoiceContent): string {
  const json = JSON.stringify(content, (_key, value: unknown) =>
    typeof value === 'bigint' ? { bigint: value.toString() } : value,
  );
  return createHash('sha256').update(json).digest('base64url');
}

/** `draw`, with the PDFs it drew kept by their content's key, the least recently asked for going first. */
export function cachedDrawing(draw: DrawInvoice, maxBytes: number = PDF_CACHE_BYTES): DrawInvoice {
  const pdfs = new LRUCache<string, Buffer, InvoiceContent>({
    maxSize: maxBytes,
    sizeCalculation: (pdf) => pdf.length,
    fetchMethod: (_key, _stale, { context }) => draw(context),
  });
  return async (content) => {
    const pdf = await pdfs.fetch(contentKey(content), { context: content });
    if (!pdf) throw new Error('the invoice drawing answered no PDF');
    return pdf;
  };
}
