// What 'Kirim Invoice' shows before it sends (the recipients as sendInvoice will choose them, when the invoice
// was last sent) and the history of its sends. Sends are recorded by the audit row sendInvoice writes in the
// transaction that marks the order sent (action 'send_invoice', after: {invoice_sent_at, invoice_sent_to, bcc}),
// so the history needs no table of its own: it is those rows, with the administrator who sent.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditLogs, companies, orders, type Db } from '@tagih/db';
import type { InvoiceSendPreview, InvoiceSendRecord } from '@tagih/domain/schemas/invoice-send';
import { AppError } from '../../../lib/app-error.ts';
import { selectAuditRows, toAuditLogRow } from '../../../repositories/audit-log-list.ts';
import { findInvoiceableOrder, type OrderRecord } from '../data/load-invoice-data.ts';
import { invoiceRecipients } from './invoice-mail.ts';

/** How many sends the view dialog lists (newest first). */
export const SEND_HISTORY_LIMIT = 50;

/** The confirmation's facts (all but the PDF's signed address, which the route signs) and the order read. */
export async function sendPreview(
  db: Db,
  orderId: number,
): Promise<{ preview: Omit<InvoiceSendPreview, 'pdf'>; order: OrderRecord }> {
  const order = await findInvoiceableOrder(db, orderId);
  const [company] = await db
    .select({ name_company: companies.name_company, email: companies.email, pic_email: companies.pic_email })
    .from(companies)
    .where(eq(companies.id_company, order.id_company));
  if (!company) throw AppError.notFound('Company');
  const recipients = await invoiceRecipients(db, company);
  const preview = {
    id: order.id,
    invoice_number: order.invoice_number,
    name_company: company.name_company,
    ...recipients,
    last_sent_at: order.invoice_sent_at ? order.invoice_sent_at.toISOString() : null,
    last_sent_to: order.invoice_sent_to ?? null,
  };
  return { preview, order };
}

/** What a send's audit row holds after it; older rows may lack the BCC. */
const sentState = z.object({
  invoice_sent_at: z.string(),
  invoice_sent_to: z.string(),
  bcc: z.array(z.string()).optional().default([]),
});

export async function sendHistory(db: Db, orderId: number): Promise<InvoiceSendRecord[]> {
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw AppError.notFound('Order');
  const rows = await selectAuditRows(
    db,
    and(
      eq(auditLogs.entity, 'order'),
      eq(auditLogs.entity_id, String(orderId)),
      eq(auditLogs.action, 'send_invoice'),
    )!,
  ).limit(SEND_HISTORY_LIMIT);
  return rows.map(toAuditLogRow).flatMap((row) => {
    const sent = sentState.safeParse(row.after);
    if (!sent.success) return [];
    return [
      {
        sent_at: sent.data.invoice_sent_at,
        admin: row.admin,
        to: sent.data.invoice_sent_to
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
        bcc: sent.data.bcc,
      },
    ];
  });
}
