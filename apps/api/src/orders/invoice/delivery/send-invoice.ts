// POST /orders/send_inv: render the invoice, mail it, then record when and to whom it went. The order is
// written only after the mail server took the message, so a failed delivery leaves the order unchanged.
import { and, eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Mailer } from '../../../plugins/app/mail.ts';
import { writeAudit, type AuditContext } from '../../../repositories/audit.ts';
import { stepGuard } from '../../lifecycle/orders-lifecycle.ts';
import { createInvoicePdf, type InvoiceMaking } from '../invoice-pdf.ts';
import { emitInvoiceSent } from './delivery-events.ts';
import { invoiceMail, invoiceRecipients } from './invoice-mail.ts';

export const NO_EMAIL_MESSAGE =
  'Perusahaan ini belum memiliki alamat email (Email maupun PIC Email). Lengkapi data perusahaan terlebih dahulu.';

export interface SendInvoiceDeps {
  db: Db;
  invoices: InvoiceMaking;
  mailer: Mailer;
  seller: Config['seller'];
}

export interface SentInvoice {
  to: string[];
  bcc: string[];
  sentAt: Date;
}

export async function sendInvoice(
  deps: SendInvoiceDeps,
  orderId: number,
  context: AuditContext,
): Promise<SentInvoice> {
  const invoice = await createInvoicePdf(deps.invoices, deps.seller, orderId);
  const recipients = await invoiceRecipients(deps.db, invoice.data.company);
  if (recipients.to.length === 0) throw AppError.field('email', NO_EMAIL_MESSAGE);

  await deps.mailer.send(invoiceMail(invoice, recipients, deps.seller.name));

  const sentAt = new Date();
  const sentTo = recipients.to.join(', ');
  const { order } = invoice.data;
  await deps.db.transaction(async (tx) => {
    // updated_at stays: sending is not an edit, and must not make an open edit form stale. The lifecycle's send
    // step is the guard: an order cancelled while the mail was on its way is not marked sent.
    const marked = await tx
      .update(orders)
      .set({ invoice_sent_at: sentAt, invoice_sent_to: sentTo })
      .where(and(eq(orders.id, order.id), stepGuard('send')))
      .returning({ id: orders.id });
    await writeAudit(tx, context, {
      action: 'send_invoice',
      entity: 'order',
      entityId: order.id,
      before: { invoice_sent_at: order.invoice_sent_at, invoice_sent_to: order.invoice_sent_to },
      after: {
        invoice_sent_at: sentAt,
        invoice_sent_to: sentTo,
        bcc: recipients.bcc,
        variant: invoice.variant,
      },
    });
    if (marked.length > 0) await emitInvoiceSent(tx, order.id, { sentAt, ...recipients }, context);
  });
  return { ...recipients, sentAt };
}
