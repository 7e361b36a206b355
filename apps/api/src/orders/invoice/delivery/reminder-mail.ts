// The reminder e-mail (issue 21): Indonesian, to the same addresses as the invoice mail (the company's email
// and pic_email, the Setting Mail administrators in BCC), the invoice PDF attached, asking for the balance
// still due (balance_due: after partial payments, including PPN when the order carries it).
import { formatRupiah, toRupiah } from '@tagih/domain/money';
import { composeMail, type InvoiceRecipients } from './invoice-mail.ts';
import type { InvoicePdf } from '../invoice-pdf.ts';
import type { OutgoingMail } from '../../../plugins/app/mail.ts';

export function reminderSubject(invoiceNumber: string): string {
  return `Pengingat pembayaran invoice ${invoiceNumber}`;
}

export function reminderMail(
  invoice: InvoicePdf,
  recipients: InvoiceRecipients,
  reminder: { stepDay: number; amountDue: string },
  sellerName: string,
): OutgoingMail {
  const { content, data } = invoice;
  const greeting = `Yth. ${data.company.pic_name?.trim() || 'Bapak/Ibu'},`;
  const { stepDay } = reminder;
  const paragraphs = [
    `Kami ingin mengingatkan bahwa invoice ${content.number} untuk ${data.company.name_company} telah jatuh tempo pada ${content.dueDate} (${stepDay} hari yang lalu) dan belum kami terima pelunasannya.`,
    `Sisa tagihan: ${formatRupiah(toRupiah(reminder.amountDue))}. Pembayaran dapat ditransfer ke ${content.seller.bankAccount} dengan mencantumkan nomor invoice ${content.number} sebagai berita transfer.`,
    'Invoice terlampir dalam format PDF. Bila pembayaran sudah dilakukan, mohon kirimkan bukti transfer dengan membalas email ini, dan abaikan pengingat ini.',
    'Terima kasih atas perhatian dan kerja samanya.',
  ];
  const { text, html } = composeMail(greeting, paragraphs, sellerName);
  return {
    to: recipients.to,
    bcc: recipients.bcc,
    subject: reminderSubject(content.number),
    text,
    html,
    attachments: [{ filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' }],
  };
}
