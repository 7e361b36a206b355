// 'Kirim' of a statement of account (issue 30): draw it, mail it to the company's email and pic_email with
// the Setting Mail administrators in BCC (the invoice mail's recipients, invoices/invoice-mail.ts), then
// record the send as an audit row of the company ('send_statement'), which the company's 'Riwayat' and the
// statement dialog's history read. Nothing is recorded when the mail did not go.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditLogs, type Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah } from '@tagih/domain/money';
import type { StatementPeriod, StatementSendRecord, StatementSent } from '@tagih/domain/schemas/statement';
import {
  composeMail,
  invoiceRecipients,
  type InvoiceRecipients,
} from '../../orders/invoice/delivery/invoice-mail.ts';
import { periode, tanggal } from '../../orders/invoice/content/indonesian-dates.ts';
import { NO_EMAIL_MESSAGE } from '../../orders/invoice/delivery/send-invoice.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer, OutgoingMail } from '../../plugins/app/mail.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { selectAuditRows, toAuditLogRow } from '../../repositories/audit-log-list.ts';
import { findStatementCompany } from './statement-entries.ts';
import { createStatementPdf, type StatementMaking, type StatementPdf } from './statement-pdf.ts';

export const STATEMENT_SEND_ACTION = 'send_statement';
export const STATEMENT_SENT_MESSAGE = 'Laporan rekening berhasil dikirim.';
const SEND_HISTORY_LIMIT = 50;

export function statementMail(
  made: StatementPdf,
  recipients: InvoiceRecipients,
  seller: { name: string; bankAccount: string },
): OutgoingMail {
  const { company, period, statement } = made.statement;
  const closing = statement.closing_balance;
  const greeting = `Yth. ${company.pic_name?.trim() || 'Bapak/Ibu'},`;
  const paragraphs = [
    `Bersama email ini kami kirimkan laporan rekening ${company.name_company} untuk periode ${periode(period.from, period.to)}.`,
    closing > 0n
      ? `Saldo akhir per ${tanggal(period.to)} yang masih harus dibayar: ${formatRupiah(closing)}. Pembayaran dapat ditransfer ke ${seller.bankAccount} dengan mencantumkan nomor invoice sebagai berita transfer.`
      : `Saldo akhir per ${tanggal(period.to)}: ${formatRupiah(closing)}. Tidak ada saldo yang perlu dibayar.`,
    'Laporan rekening terlampir dalam format PDF. Bila ada perbedaan dengan catatan Anda, mohon hubungi kami dengan membalas email ini.',
    'Terima kasih atas kepercayaan Anda.',
  ];
  const { text, html } = composeMail(greeting, paragraphs, seller.name);
  return {
    to: recipients.to,
    bcc: recipients.bcc,
    subject: `Laporan Rekening ${company.name_company} - ${periode(period.from, period.to)}`,
    text,
    html,
    attachments: [{ filename: made.fileName, content: made.pdf, contentType: 'application/pdf' }],
  };
}

export interface SendStatementDeps extends StatementMaking {
  mailer: Mailer;
  now: () => Date;
}

export async function sendStatement(
  deps: SendStatementDeps,
  companyId: number,
  period: StatementPeriod,
  context: AuditContext,
): Promise<StatementSent> {
  const company = await findStatementCompany(deps.db, companyId);
  const recipients = await invoiceRecipients(deps.db, company);
  if (recipients.to.length === 0) throw AppError.field('email', NO_EMAIL_MESSAGE);
  const made = await createStatementPdf(deps, companyId, period, todayInJakarta(deps.now()));
  await deps.mailer.send(statementMail(made, recipients, deps.seller));
  const sentAt = deps.now().toISOString();
  await writeAudit(deps.db, context, {
    action: STATEMENT_SEND_ACTION,
    entity: 'company',
    entityId: companyId,
    after: {
      period_from: period.from,
      period_to: period.to,
      closing_balance: made.statement.statement.closing_balance,
      sent_at: sentAt,
      to: recipients.to,
      bcc: recipients.bcc,
    },
  });
  return { ...recipients, sent_at: sentAt };
}

/** What a send's audit row holds after it. */
const sentState = z.object({
  period_from: z.string(),
  period_to: z.string(),
  sent_at: z.string(),
  to: z.array(z.string()),
  bcc: z.array(z.string()),
});

/** The statements sent to a company, newest first (its audit rows). */
export async function statementSends(db: Db, companyId: number): Promise<StatementSendRecord[]> {
  await findStatementCompany(db, companyId);
  const rows = await selectAuditRows(
    db,
    and(
      eq(auditLogs.entity, 'company'),
      eq(auditLogs.entity_id, String(companyId)),
      eq(auditLogs.action, STATEMENT_SEND_ACTION),
    )!,
  ).limit(SEND_HISTORY_LIMIT);
  return rows.map(toAuditLogRow).flatMap((row) => {
    const sent = sentState.safeParse(row.after);
    return sent.success ? [{ ...sent.data, admin: row.admin }] : [];
  });
}
