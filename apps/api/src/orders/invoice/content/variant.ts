// Which invoice an order gets (spec section 4 'Invoice variant'), and the browser address of each variant
// (section 7). The order list's 'Download invoice' opens the address this picks, so the rule lives only here.
import type { InvoiceVariant } from '@tagih/domain/schemas/invoice';

export type { InvoiceVariant };

/** is_billing 1 -> flexmod (whatever is_auto_order says); else is_auto_order 1 -> reorder; else standard. */
export function invoiceVariantOf(order: { is_billing: number; is_auto_order: number }): InvoiceVariant {
  if (order.is_billing === 1) return 'flexmod';
  if (order.is_auto_order === 1) return 'reorder';
  return 'standard';
}

/** The spec's browser addresses: /admin/pdf/{id}, /admin/pdf_flexmod/{id}, /admin/pdf_reorder/{id}. */
export const INVOICE_PAGE_PREFIX: Record<InvoiceVariant, string> = {
  standard: '/admin/pdf',
  flexmod: '/admin/pdf_flexmod',
  reorder: '/admin/pdf_reorder',
};

export function invoicePagePath(variant: InvoiceVariant, orderId: number): string {
  return `${INVOICE_PAGE_PREFIX[variant]}/${orderId}`;
}

/** 'INV/2026/11/0001' -> 'Invoice-INV-2026-11-0001.pdf' (a file name cannot hold '/'). */
export function invoiceFileName(invoiceNumber: string): string {
  const safe = invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `Invoice-${safe || 'order'}.pdf`;
}
