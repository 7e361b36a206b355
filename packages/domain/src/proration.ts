// Upgrade proration, in one place (spec section 9, decisions.md "Pricing: Upgrade"). The order form shows the
// prorated lines, Total Harga Sebelumnya, Total Prorate and Sisa Bayar from this, the server stores its own run
// of it and the invoice recomputes the same breakdown from the stored figures, so the three never disagree.
// Every ceil is an exact bigint division.
import { addDays, addMonths, compareDates, daysBetween, type CalendarDate } from './dates.ts';
import { ceilDiv, maxRupiah, toRupiah, type Rupiah } from './money.ts';

/** The previous order as stored. */
export interface PreviousOrder {
  start_period: CalendarDate;
  end_period: CalendarDate; // the last day covered
  total_month: number;
  /** Its stored total_price: what it billed (its lines after their discounts, less its order-level voucher). */
  total_price: Rupiah;
}

/**
 * One line of the new order over its full period, after its own discounts and line vouchers:
 * 'product', 'user_package', 'storage' or 'extra:<index>'.
 */
export interface NewPackageLine {
  key: string;
  amount: Rupiah;
}

export interface UpgradeInput {
  previous: PreviousOrder;
  today: CalendarDate; // WIB
  /** The new order's lines priced as for a new order over its full period. */
  newLines: readonly NewPackageLine[];
  /** The new order's order-level voucher discount over its full period (0 without one). */
  orderDiscount: Rupiah;
}

/** A line of the new package for the remaining days; the keys of the input plus 'voucher' and 'pembulatan'. */
export interface ProratedLine {
  key: string;
  /** The full-period amount it is prorated from (the voucher's is negative, Pembulatan's is 0). */
  full: Rupiah;
  /** ceil(full x remaining / totalDays); the voucher's is -ceil(discount x remaining / totalDays). */
  amount: Rupiah;
}

export interface UpgradeFigures {
  start_period: CalendarDate; // today: an upgrade starts today...
  end_period: CalendarDate; // ...and ends on the previous order's end_period
  end_date: CalendarDate; // previous end_period + 1 day
  remaining_days: number; // end_date - today (<= 0 when not prorated)
  used_days: number; // max(0, today - previous start_period)
  total_days: number; // (previous start + total_month months) - previous start
  is_prorated: boolean; // today < end_date; otherwise every amount below is 0 and lines is empty
  new_total: Rupiah; // the new order over its full period: the lines summed less the order-level voucher
  /** The new package for the remaining days, line by line; the amounts sum to new_prorated exactly. */
  lines: ProratedLine[];
  new_prorated: Rupiah; // ceil(new_total x remaining / totalDays)
  previous_total: Rupiah; // Total Harga Sebelumnya: the previous order's total_price
  old_prorate: Rupiah; // ceil(previous_total x used / totalDays): the previous order's use
  total_prorate: Rupiah; // Total Prorate = new_prorated + old_prorate
  sisa_bayar: Rupiah; // Sisa Bayar = total_prorate - previous_total; negative = the client's credit
  amount_due: Rupiah; // what the invoice asks for: max(0, sisa_bayar)
}

/** ceil(amount x days / totalDays) for a non-negative amount; -ceil(-amount x ...) for a negative one. */
function share(amount: Rupiah, days: number, totalDays: number): Rupiah {
  const prorated = ceilDiv((amount < 0n ? -amount : amount) * BigInt(days), BigInt(totalDays));
  return amount < 0n ? -prorated : prorated;
}

/**
 * The new package's lines for the remaining days: each line and the order-level voucher prorated and rounded
 * up on its own, then one 'pembulatan' line for whatever keeps the rounded lines from summing to newProrated
 * (it is omitted when they already do).
 */
export function proratedLines(
  newLines: readonly NewPackageLine[],
  orderDiscount: Rupiah,
  remaining: number,
  totalDays: number,
  newProrated: Rupiah,
): ProratedLine[] {
  const lines: ProratedLine[] = newLines.map(({ key, amount }) => ({
    key,
    full: amount,
    amount: share(amount, remaining, totalDays),
  }));
  if (orderDiscount > 0n)
    lines.push({ key: 'voucher', full: -orderDiscount, amount: share(-orderDiscount, remaining, totalDays) });
  const rounding = newProrated - lines.reduce((sum, line) => sum + line.amount, 0n);
  if (rounding !== 0n) lines.push({ key: 'pembulatan', full: 0n, amount: rounding });
  return lines;
}

/**
 * The upgrade figures. "ceil(x / totalDays x days)" is computed as ceil(x x days / totalDays) on integers,
 * which is the exact value the spec's formula means. When today is not before end_date (the previous order
 * is over; a stored upgrade made before decisions.md allowed only running orders), proration is skipped and
 * every amount, Total Harga Sebelumnya included, stays 0.
 */
export function prorateUpgrade(input: UpgradeInput): UpgradeFigures {
  const { previous, today, newLines, orderDiscount } = input;
  if (!Number.isSafeInteger(previous.total_month) || previous.total_month < 1) {
    throw new RangeError(`The previous order must last at least 1 month, got ${previous.total_month}`);
  }
  const newTotal = newLines.reduce((sum, line) => sum + line.amount, 0n) - orderDiscount;
  if (orderDiscount < 0n || newTotal < 0n || newLines.some((line) => line.amount < 0n)) {
    throw new RangeError(`Amounts cannot be negative (new total ${newTotal})`);
  }
  if (previous.total_price < 0n)
    throw new RangeError(`A total cannot be negative, got ${previous.total_price}`);
  const endDate = addDays(previous.end_period, 1);
  const remaining = daysBetween(today, endDate);
  const used = Math.max(0, daysBetween(previous.start_period, today));
  const totalDays = daysBetween(
    previous.start_period,
    addMonths(previous.start_period, previous.total_month),
  );
  const days = {
    start_period: today,
    end_period: previous.end_period,
    end_date: endDate,
    remaining_days: remaining,
    used_days: used,
    total_days: totalDays,
    new_total: newTotal,
  };

  if (compareDates(today, endDate) >= 0) {
    return {
      ...days,
      is_prorated: false,
      lines: [],
      new_prorated: 0n,
      previous_total: 0n,
      old_prorate: 0n,
      total_prorate: 0n,
      sisa_bayar: 0n,
      amount_due: 0n,
    };
  }

  const previousTotal = previous.total_price;
  const newProrated = share(newTotal, remaining, totalDays);
  const oldProrate = share(previousTotal, used, totalDays);
  const totalProrate = newProrated + oldProrate;
  const sisaBayar = totalProrate - previousTotal;
  return {
    ...days,
    is_prorated: true,
    lines: proratedLines(newLines, orderDiscount, remaining, totalDays, newProrated),
    new_prorated: newProrated,
    previous_total: previousTotal,
    old_prorate: oldProrate,
    total_prorate: totalProrate,
    sisa_bayar: sisaBayar,
    amount_due: maxRupiah(0n, sisaBayar),
  };
}

/**
 * Whether a stored order is an upgrade whose proration ran (when it did not, all three upgrade figures stay 0
 * and Total Harga is what is due). Read by the invoice and the order view dialog alike.
 */
export function isProratedUpgrade(order: {
  id_order: number | null;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
}): boolean {
  return (
    order.id_order !== null &&
    [order.previous_total, order.total_prorate, order.sisa_bayar].some((value) => toRupiah(value) !== 0n)
  );
}
