// How a PDF leaves the server, for the bearer route and the signed browser addresses alike: inline (the
// browser's viewer opens it in the new tab), named Invoice-<number>.pdf, and never cached anywhere.
import type { FastifyReply } from 'fastify';
import type { InvoicePdf } from '../invoice-pdf.ts';

/**
 * Route option for PDF routes: a PDF is not HTML, and the console's Content-Security-Policy
 * (object-src 'none') would stop the browser's built-in viewer; the other security headers stay.
 */
export const PDF_HELMET = { contentSecurityPolicy: false } as const;

export function replyWithPdf(reply: FastifyReply, invoice: InvoicePdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${invoice.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-invoice-variant', invoice.variant)
    .send(invoice.pdf);
}
