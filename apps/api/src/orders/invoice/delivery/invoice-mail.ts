// The invoice e-mail: who receives it (the company's email and pic_email; the administrators chosen in
// 'Setting Mail' in BCC) and what it says, in Indonesian, as plain text and simple HTML.
import { eq, isNull } from 'drizzle-orm';
import { admins, mailRecipients, type Db } from '@tagih/db';
import { formatRupiah } from '@tagih/domain/money';
import type { OutgoingMail } from '../../../plugins/app/mail.ts';
import type { InvoicePdf } from '../invoice-pdf.ts';
import type { CompanyRecord } from '../data/load-invoice-data.ts';

export interface InvoiceRecipients {
  to: string[];
  bcc: string[];
}

const LOOKS_LIKE_EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function uniqueAddresses(
  values: Array<string | null | undefined>,
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set(exclude);
  const result: string[] = [];
  for (const value of values) {
    const address = value?.trim().toLowerCase();
    if (!address || !LOOKS_LIKE_EMAIL.test(address) || seen.has(address)) continue;
    seen.add(address);
    result.push(address);
  }
  return result;
}

/**
 * To: email and pic_email (deduplicated); BCC: the Setting Mail administrators not already in To, except
 * disabled ones (someone who has left keeps no copy of the clients' invoices).
 */
export async function invoiceRecipients(
  db: Db,
  company: Pick<CompanyRecord, 'email' | 'pic_email'>,
): Promise<InvoiceRecipients> {
  const to = uniqueAddresses([company.email, company.pic_email]);
  const rows = await db
    .select({ email: admins.email })
    .from(mailRecipients)
    .innerJoin(admins, eq(admins.id, mailRecipients.admin_id))
    .where(isNull(admins.disabled_at))
    .orderBy(admins.id);
  return {
    to,
    bcc: uniqueAddresses(
      rows.map((row) => row.email),
      new Set(to),
    ),
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A greeting, paragraphs and the seller's closing as the plain text and the simple HTML of one mail. */
export function composeMail(
  greeting: string,
  paragraphs: string[],
  sellerName: string,
): { text: string; html: string } {
  const closing = ['Hormat kami,', sellerName];
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...closing].join('\n');
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    text,
    html: `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">\n${body}\n</body></html>`,
  };
}

/** 'Invoice INV/2026/11/0001 - PT Maju Jaya Abadi'. */
export function invoiceSubject(invoice: InvoicePdf): string {
  return `Invoice ${invoice.data.order.invoice_number} - ${invoice.data.company.name_company}`;
}

export function invoiceMail(
  invoice: InvoicePdf,
  recipients: InvoiceRecipients,
  sellerName: string,
): OutgoingMail {
  const { content, data } = invoice;
  const greeting = `Yth. ${data.company.pic_name?.trim() || 'Bapak/Ibu'},`;
  const paragraphs = [
    `Bersama email ini kami kirimkan invoice ${content.number} untuk ${data.company.name_company}, periode ${content.period}.`,
    // A paid order's invoice asks for nothing (decisions.md "The ledger"); neither does its mail.
    content.paid
      ? `Invoice ini sudah LUNAS${content.paid.date ? ` (dibayar pada ${content.paid.date})` : ''}. Tidak ada pembayaran yang perlu dilakukan.`
      : content.amountDue > 0n
        ? `Jumlah yang harus dibayar: ${formatRupiah(content.amountDue)}, jatuh tempo ${content.dueDate}. Pembayaran dapat ditransfer ke ${content.seller.bankAccount} dengan mencantumkan nomor invoice ${content.number} sebagai berita transfer.`
        : 'Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.',
    // A buyer who collects the PPN itself (TrxCode 02/03) reads why the amount leaves the PPN out.
    ...(content.ppnCollectedByBuyer ? [content.ppnCollectedByBuyer] : []),
    content.paid
      ? 'Invoice terlampir dalam format PDF sebagai arsip.'
      : 'Invoice terlampir dalam format PDF. Setelah melakukan pembayaran, mohon kirimkan bukti transfer dengan membalas email ini.',
    'Terima kasih atas kepercayaan Anda.',
  ];
  const { text, html } = composeMail(greeting, paragraphs, sellerName);
  return {
    to: recipients.to,
    bcc: recipients.bcc,
    subject: invoiceSubject(invoice),
    text,
    html,
    attachments: [{ filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' }],
  };
}
