// The reminder e-mail (issue 21; issue 30 gave each step its own words): to the same addresses as the invoice
// mail (the company's email and pic_email, the Setting Mail administrators in BCC), the invoice PDF attached,
// its subject and text the step's template of 'Setting Pengingat' filled from the order (domain
// reminder-texts.ts), stating the balance still due (balance_due: after partial payments, with PPN when the
// order carries it), never the whole amount of a partly paid invoice. The preview renders through here too.
import { daysBetween, type CalendarDate } from '@tagih/domain/dates';
import { formatRupiah, toRupiah } from '@tagih/domain/money';
import { renderReminder, type ReminderTemplate, type ReminderValues } from '@tagih/domain/reminder-texts';
import { composeMail, type InvoiceRecipients } from './invoice-mail.ts';
import type { InvoicePdf } from '../invoice-pdf.ts';
import type { OutgoingMail } from '../../../plugins/app/mail.ts';

/** What the placeholders of a reminder of `invoice` stand for, on `today` (WIB), asking for `balanceDue`. */
export function reminderValues(invoice: InvoicePdf, balanceDue: string, today: CalendarDate): ReminderValues {
  const { content, data } = invoice;
  return {
    company: data.company.name_company,
    invoice: content.number,
    amount_due: formatRupiah(toRupiah(data.order.amount_due)),
    balance_due: formatRupiah(toRupiah(balanceDue)),
    due_date: content.dueDate,
    days_overdue: String(Math.max(0, daysBetween(data.order.due_date, today))),
    bank_account: content.seller.bankAccount,
  };
}

/** A step's subject and mail text (with the greeting and the seller's closing), as sent and as previewed. */
export function reminderText(
  template: ReminderTemplate,
  values: ReminderValues,
  picName: string | null,
  sellerName: string,
) {
  const { subject, paragraphs } = renderReminder(template, values);
  const greeting = `Yth. ${picName?.trim() || 'Bapak/Ibu'},`;
  return { subject, ...composeMail(greeting, paragraphs, sellerName) };
}

export function reminderMail(
  invoice: InvoicePdf,
  recipients: InvoiceRecipients,
  template: ReminderTemplate,
  values: ReminderValues,
  sellerName: string,
): OutgoingMail {
  const { subject, text, html } = reminderText(template, values, invoice.data.company.pic_name, sellerName);
  return {
    to: recipients.to,
    bcc: recipients.bcc,
    subject,
    text,
    html,
    attachments: [{ filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' }],
  };
}

/** The last step's note to the Setting Mail administrators (when 'Setting Pengingat' asks for it). */
export function lastReminderNotice(
  values: ReminderValues,
  sentTo: string[],
  admins: string[],
  sellerName: string,
): OutgoingMail {
  const paragraphs = [
    `Pengingat terakhir untuk invoice ${values.invoice} (${values.company}) telah dikirim ke ${sentTo.join(', ')}.`,
    `Sisa tagihan ${values.balance_due} dari ${values.amount_due}, jatuh tempo ${values.due_date} (${values.days_overdue} hari yang lalu).`,
    'Tidak ada pengingat otomatis berikutnya untuk invoice ini; mohon ditindaklanjuti.',
  ];
  const { text, html } = composeMail('Yth. Tim Keuangan,', paragraphs, sellerName);
  return {
    to: admins,
    bcc: [],
    subject: `Pengingat terakhir terkirim: invoice ${values.invoice} - ${values.company}`,
    text,
    html,
    attachments: [],
  };
}
