// What an order asks to be paid and what is left of it (issue 21, "Payments reviewed"). The amount due is
// decided here once: the order's total, Sisa Bayar for an upgrade whose proration ran (never below 0: a
// credit is not a payment owed), and the total including PPN when the order stored one. The server keeps
// `balance_due` on the order from it after every payment it records; the invoice and the console read it.
import { maxRupiah, toRupiah, type Rupiah } from './money.ts';
import { isProratedUpgrade } from './proration.ts';

/** The stored figures the amount due is read from (`total_with_ppn` once orders store PPN). */
export interface AmountDueFigures {
  id_order: number | null;
  total_price: string;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
  total_with_ppn?: string | null;
}

/** What the order's invoice asks for before any payment. */
export function amountDue(order: AmountDueFigures): Rupiah {
  if (order.total_with_ppn !== undefined && order.total_with_ppn !== null)
    return toRupiah(order.total_with_ppn);
  if (isProratedUpgrade(order)) return maxRupiah(0n, toRupiah(order.sisa_bayar));
  return toRupiah(order.total_price);
}

/** What is still owed after payments summing (net of reversals) to `paid`; never below 0. */
export function balanceDue(order: AmountDueFigures, paid: Rupiah): Rupiah {
  return maxRupiah(0n, amountDue(order) - paid);
}

/** A review's state: waiting for an administrator, approved (a payment was recorded) or rejected. */
export type PaymentReviewStatus = 'pending' | 'approved' | 'rejected';

export const PAYMENT_REVIEW_LABELS: Readonly<Record<PaymentReviewStatus, string>> = {
  pending: 'Menunggu verifikasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

/** Where a payment row comes from: an approved proof, a publish, or the reversal of an earlier row. */
export type PaymentKind = 'review' | 'publish' | 'reversal';
