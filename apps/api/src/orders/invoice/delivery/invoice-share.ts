// 'Kirim via WhatsApp' (issue 21): a client's link to the invoice PDF, public and signed for 30 days
// (signed-links.ts: HMAC over the path and the expiry), and the wa.me address that carries it. Cancelling the
// order revokes the link: the public route checks the order at every access (docs/security.md).
import { formatRupiah, toRupiah } from '@tagih/domain/money';
import { whatsappMessage, whatsappNumber, whatsappUrl } from '@tagih/domain/whatsapp';
import type { WhatsappShare } from '@tagih/domain/schemas/reminder';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SignedLinks } from '../../../plugins/app/signed-links.ts';
import { buildInvoiceContent } from '../content/invoice-content.ts';
import { loadInvoiceData, type InvoiceReads } from '../data/load-invoice-data.ts';
import { invoiceVariantOf } from '../content/variant.ts';

export const CLIENT_LINK_TTL_SECONDS = 30 * 24 * 3600;
export const NO_PIC_PHONE_MESSAGE =
  'Perusahaan ini belum memiliki nomor telepon PIC. Lengkapi data perusahaan terlebih dahulu.';
export const BAD_PIC_PHONE_MESSAGE =
  'Nomor telepon PIC tidak dapat dipakai untuk WhatsApp (contoh: 081234567890 atau +6281234567890).';

/** The public path of an order's invoice PDF (routes/api/public/invoice-share.ts). */
export const clientInvoicePath = (orderId: number) => `/api/public/invoices/${orderId}.pdf`;

export async function whatsappShare(
  deps: { reads: InvoiceReads; links: SignedLinks; seller: Config['seller']; now: Date },
  orderId: number,
  origin: string,
): Promise<WhatsappShare> {
  // 404 for no order, 409 for a cancelled one (its link would be refused anyway).
  const data = await loadInvoiceData(deps.reads, orderId);
  const { order, company } = data;
  if (!company.pic_phone?.trim()) throw AppError.field('pic_phone', NO_PIC_PHONE_MESSAGE);
  const phone = whatsappNumber(company.pic_phone);
  if (!phone) throw AppError.field('pic_phone', BAD_PIC_PHONE_MESSAGE);
  const content = buildInvoiceContent(data, invoiceVariantOf(order), deps.seller);
  const url = `${origin}${deps.links.sign(clientInvoicePath(order.id), CLIENT_LINK_TTL_SECONDS)}`;
  // What is still owed (after partial payments, with PPN); a paid invoice names what it came to.
  const amount = order.status === 1 ? content.amountDue : toRupiah(order.balance_due);
  const message = whatsappMessage({
    picName: company.pic_name,
    invoiceNumber: order.invoice_number,
    amount: formatRupiah(amount),
    dueDate: content.dueDate,
    url,
  });
  return {
    phone,
    url,
    message,
    wa_url: whatsappUrl(phone, message),
    expires_at: new Date(deps.now.getTime() + CLIENT_LINK_TTL_SECONDS * 1000).toISOString(),
  };
}
