// What an order asks to be paid and what is left of it (issue 21, "Payments reviewed"). The amount due is
// decided here once: the order's total, Sisa Bayar for an upgrade whose proration ran (never below 0: a
// credit is not a payment owed), and the total including PPN when the order stored one. The server keeps
// `balance_due` on the order from it after every payment it records; the invoice and the console read it.
import { daysBetween, todayInJakarta, type CalendarDate } from './dates.ts';
import { maxRupiah, toRupiah, type Rupiah } from './money.ts';
import { ppnCollectedByBuyer } from './ppn-buyer.ts';
import { isProratedUpgrade } from './proration.ts';
import { invoiceDueDate } from './reminders.ts';
import { ORDER_STATUS } from './order-status.ts';

/** The stored figures the amount due is read from (`total_with_ppn` once orders store PPN). */
export interface AmountDueFigures {
  id_order: number | null;
  total_price: string;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
  total_with_ppn?: string | null;
  /** The buyer's PPN role as the order stored it (ppn-buyer.ts); 02/03 buyers are asked for no PPN. */
  ppn_buyer_type: string | null;
}

/**
 * What the order's invoice asks for before any payment: with PPN when the order stored it, unless the buyer
 * collects the PPN itself (TrxCode 02/03), who pays the amount without PPN (decisions.md "What is owed").
 */
export function amountDue(order: AmountDueFigures): Rupiah {
  const withPpn = order.total_with_ppn ?? null;
  if (withPpn !== null && !ppnCollectedByBuyer(order.ppn_buyer_type)) return toRupiah(withPpn);
  if (isProratedUpgrade(order)) return maxRupiah(0n, toRupiah(order.sisa_bayar));
  return toRupiah(order.total_price);
}

/**
 * What is still owed after payments summing (net of reversals) to `paid` and PPh 23 `withheld` by the buyer
 * (pph23.ts: it settles like money received); never below 0.
 */
export function balanceDue(order: AmountDueFigures, paid: Rupiah, withheld: Rupiah = 0n): Rupiah {
  return maxRupiah(0n, amountDue(order) - paid - withheld);
}

/**
 * Where an order's payment stands (decisions.md "What is owed"): `none` for a cancelled order, `credit` for
 * an upgrade whose Sisa Bayar is negative, `paid` once nothing is left of what was due, `partial` while
 * something was paid and a balance is open, `unpaid` otherwise.
 */
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'credit', 'none'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The words the console and the export use; Baru and Lunas as the list said them before. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: ORDER_STATUS[0].word,
  partial: 'Sebagian',
  paid: ORDER_STATUS[1].word,
  credit: 'Kredit',
  none: 'Dibatalkan',
};

/** What the owed figures are read from: the amount-due figures and what the lifecycle says of the order. */
export interface OwedOrder extends AmountDueFigures {
  is_canceled: number;
  /** The spec's status: 1 Lunas. Decides only an order that asks for nothing (see paymentStatus). */
  status: number;
  /** When the order was stored: its invoice date is that day in WIB. */
  created_on: Date | string;
}

/** An order's owed figures, as every order answer carries them. */
export interface OwedFigures {
  amount_due: Rupiah;
  paid_amount: Rupiah;
  /** PPh 23 withheld by the buyer (pph23.ts), net of reversals: it settles the invoice beside `paid_amount`. */
  withheld: Rupiah;
  balance_due: Rupiah;
  due_date: CalendarDate;
  days_overdue: number;
  payment_status: PaymentStatus;
}

const isCredit = (order: AmountDueFigures) => isProratedUpgrade(order) && toRupiah(order.sisa_bayar) < 0n;

function paymentStatus(order: OwedOrder, amount: Rupiah, settled: Rupiah, balance: Rupiah): PaymentStatus {
  if (order.is_canceled === 1) return 'none';
  if (isCredit(order)) return 'credit';
  // An order that asks for nothing (Sisa Bayar exactly 0, a 100% voucher) is paid once it is marked Lunas,
  // so status 1 and `paid` always agree.
  if (amount === 0n) return order.status === 1 ? 'paid' : 'unpaid';
  if (balance === 0n) return 'paid';
  return settled > 0n ? 'partial' : 'unpaid';
}

/**
 * The owed figures of `order` after payments netting to `paid` (and `withheld` PPh 23), on `today` (WIB). A
 * cancelled order asks for nothing. The due date is the one the invoice prints (reminders.ts
 * invoiceDueDate: the invoice date + 14 days), so the list, the reminders and the PDF agree.
 */
export function owedFigures(
  order: OwedOrder,
  paid: Rupiah,
  today: CalendarDate,
  withheld: Rupiah = 0n,
): OwedFigures {
  const amount = order.is_canceled === 1 ? 0n : amountDue(order);
  const balance = maxRupiah(0n, amount - paid - withheld);
  const created = typeof order.created_on === 'string' ? new Date(order.created_on) : order.created_on;
  const due_date = invoiceDueDate(todayInJakarta(created));
  return {
    amount_due: amount,
    paid_amount: paid,
    withheld,
    balance_due: balance,
    due_date,
    days_overdue: balance > 0n ? Math.max(0, daysBetween(due_date, today)) : 0,
    payment_status: paymentStatus(order, amount, paid + withheld, balance),
  };
}

/** A review's state: waiting for an administrator, approved (a payment was recorded) or rejected. */
export type PaymentReviewStatus = 'pending' | 'approved' | 'rejected';

export const PAYMENT_REVIEW_LABELS: Readonly<Record<PaymentReviewStatus, string>> = {
  pending: 'Menunggu verifikasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

/** Where a payment row comes from: an approved proof, a publish, or the reversal of an earlier row. */
export const PAYMENT_KINDS = ['review', 'publish', 'reversal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
