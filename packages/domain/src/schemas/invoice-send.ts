// Sending an invoice with care (issue 20): what the confirmation shows before POST /orders/send_inv (the
// recipients exactly as the send will choose them, the PDF's address, when it was last sent) and the send
// history of the view dialog (read from the audit rows each send writes).
import { z } from 'zod';
import { auditAdminSchema } from './audit-log.ts';
import { invoiceLinkSchema } from './invoice.ts';

/** One send: when, by whom, to whom. */
export const invoiceSendRecordSchema = z.object({
  sent_at: z.string(),
  admin: auditAdminSchema.nullable(),
  to: z.array(z.string()),
  bcc: z.array(z.string()),
});
export type InvoiceSendRecord = z.infer<typeof invoiceSendRecordSchema>;

/** GET /orders/send-preview/{id}. */
export const invoiceSendPreviewSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  name_company: z.string(),
  /** The company's email and pic_email (deduplicated); empty when it has neither, and sending is refused. */
  to: z.array(z.string()),
  /** The administrators chosen in Setting Mail, not disabled and not already in To. */
  bcc: z.array(z.string()),
  /** When the invoice was last sent (ISO 8601) and to whom; null when never. */
  last_sent_at: z.string().nullable(),
  last_sent_to: z.string().nullable(),
  /** A short-lived signed address of the PDF the mail will carry. */
  pdf: invoiceLinkSchema,
});
export type InvoiceSendPreview = z.infer<typeof invoiceSendPreviewSchema>;

/** GET /orders/send-history/{id}: newest first. */
export const invoiceSendHistorySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(invoiceSendRecordSchema),
});
