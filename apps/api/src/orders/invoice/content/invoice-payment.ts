// The payment section of an invoice: the sentence asking for payment (amount, due date, account, reference),
// or the LUNAS sentence of a paid order, or the credit an upgrade leaves.
import { formatRupiah, toRupiah } from '@tagih/domain/money';
import { isProratedUpgrade } from '@tagih/domain/proration';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import { tanggal } from './indonesian-dates.ts';
import type { InvoiceContent, Seller } from './invoice-shape.ts';

export function payment(
  data: InvoiceData,
  seller: Seller,
  amountDue: bigint,
  dueDate: string,
  paidOn: string | null,
): InvoiceContent['payment'] {
  const { order } = data;
  if (order.status === 1) {
    return {
      heading: 'Status Pembayaran',
      lines: [
        {
          text: paidOn
            ? `LUNAS: pembayaran invoice ini telah diterima pada ${paidOn}.`
            : 'LUNAS: pembayaran invoice ini telah diterima.',
          strong: true,
          paid: true,
        },
        { text: 'Terima kasih. Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.' },
      ],
    };
  }
  if (amountDue > 0n) {
    return {
      heading: 'Cara Pembayaran',
      lines: [
        {
          text: `Mohon lakukan pembayaran sebesar ${formatRupiah(amountDue)} paling lambat ${tanggal(dueDate)} ke rekening:`,
        },
        { text: seller.bankAccount, strong: true },
        { text: `Cantumkan nomor invoice ${order.invoice_number} sebagai berita transfer.` },
      ],
    };
  }
  const credit = -toRupiah(order.sisa_bayar);
  return {
    heading: 'Cara Pembayaran',
    lines: [
      { text: 'Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.' },
      ...(credit > 0n && isProratedUpgrade(order)
        ? [{ text: `Kredit sebesar ${formatRupiah(credit)} akan diperhitungkan pada tagihan berikutnya.` }]
        : []),
    ],
  };
}
