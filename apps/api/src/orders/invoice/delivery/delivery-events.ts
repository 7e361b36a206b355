// The webhooks of a mail that went (issue 34): `invoice.sent` (send_inv) and `reminder.sent` (the reminder
// job, once the mail actually went), each emitted in the transaction that records the send, with the order
// as `GET /orders/show/{id}` answers it and the record as GET /orders/{id}/send-history and
// GET /orders/{id}/reminders answer it.
import { eq } from 'drizzle-orm';
import { admins, type Db } from '@tagih/db';
import type { InvoiceSendRecord } from '@tagih/domain/schemas/invoice-send';
import type { SentReminder } from '@tagih/domain/schemas/reminder';
import type { AuditContext } from '../../../repositories/audit.ts';
import { emitOrderEvent } from '../../write/order-events.ts';

async function whoSent(tx: Db, context: AuditContext): Promise<InvoiceSendRecord['admin']> {
  if (context.adminId === null) return null;
  const [admin] = await tx
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(eq(admins.id, context.adminId));
  return admin ?? null;
}

export async function emitInvoiceSent(
  tx: Db,
  orderId: number,
  sent: { sentAt: Date; to: string[]; bcc: string[] },
  context: AuditContext,
): Promise<void> {
  await emitOrderEvent(tx, 'invoice.sent', orderId, {
    sent: {
      sent_at: sent.sentAt.toISOString(),
      admin: await whoSent(tx, context),
      to: sent.to,
      bcc: sent.bcc,
    },
  });
}

/** `reminders`: the order's reminders as GET /orders/{id}/reminders answers them, read on `tx`. */
export async function emitReminderSent(tx: Db, orderId: number, stepDay: number, reminders: SentReminder[]) {
  const reminder = reminders.find((row) => row.step_day === stepDay);
  if (reminder) await emitOrderEvent(tx, 'reminder.sent', orderId, { reminder });
}
