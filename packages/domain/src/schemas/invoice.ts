// Invoices (spec 2.8, section 4 'Invoice variant', section 7): the variant names, the signed-link answer and
// the send-invoice payload. The order list's row actions and the API read the same shapes.
import { z } from 'zod';

export const INVOICE_VARIANTS = ['standard', 'flexmod', 'reorder'] as const;
export const invoiceVariantSchema = z.enum(INVOICE_VARIANTS, { error: 'Varian invoice tidak dikenal.' });
export type InvoiceVariant = z.infer<typeof invoiceVariantSchema>;

/** `?variant=` on GET /orders/pdf/{id}: optional; without it the order's flags choose (section 4). */
export const invoicePdfQuerySchema = z.object({ variant: invoiceVariantSchema.optional() });

/** The query string of a signed browser address (/admin/pdf...): checked by the signature, not by shape. */
export const signedLinkQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });

/** GET /orders/invoice-link/{id}: a short-lived signed address of the right variant, opened in a new tab. */
export const invoiceLinkSchema = z.object({
  url: z.string(),
  variant: invoiceVariantSchema,
  expires_at: z.string(),
});
export type InvoiceLink = z.infer<typeof invoiceLinkSchema>;

/** POST /orders/send_inv: `{order}` is the order's id. */
export const sendInvoiceInputSchema = z.object({
  order: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Wajib diisi.'
          : 'Harus id order.',
    })
    .pipe(
      z.number().int('Harus id order.').positive('Harus id order.').max(2_147_483_647, 'Harus id order.'),
    ),
});
export type SendInvoiceInput = z.input<typeof sendInvoiceInputSchema>;
