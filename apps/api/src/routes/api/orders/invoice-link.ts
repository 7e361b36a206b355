import type { FastifyInstance } from 'fastify';
import type { InvoiceLink } from '@tagih/domain/schemas/invoice';
import type { OrderRecord } from '../../../orders/invoice/data/load-invoice-data.ts';
import { invoicePagePath, invoiceVariantOf } from '../../../orders/invoice/content/variant.ts';

/** How long the browser address of an invoice stays valid. */
export const INVOICE_LINK_TTL_SECONDS = 600;

/** A short-lived signed browser address of the order's invoice variant. */
export function invoiceLinkOf(app: FastifyInstance, order: OrderRecord): InvoiceLink {
  const variant = invoiceVariantOf(order);
  const url = app.links.sign(invoicePagePath(variant, order.id), INVOICE_LINK_TTL_SECONDS);
  const expiresAt = new Date(Date.now() + INVOICE_LINK_TTL_SECONDS * 1000).toISOString();
  return { url, variant, expires_at: expiresAt };
}
