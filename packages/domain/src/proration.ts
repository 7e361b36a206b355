// Upgrade proration, in one place (spec section 9, decisions.md "Pricing: Upgrade"). The order form shows Total
// Harga Sebelumnya, Total Prorate and Sisa Bayar from this, the server stores its own run of it and the invoice
// prints the stored figures, so the three never disagree. Every ceil is an exact bigint division.
import { addDays, addMonths, compareDates, daysBetween, type CalendarDate } from './dates.ts';
import { capDiscount, ceilDiv, maxRupiah, toRupiah, type Rupiah } from './money.ts';
import { lineGross, type QuantityLine } from './pricing.ts';

/** The previous order's stored figures (its line prices are after their discounts and vouchers). */
export interface PreviousOrder {
  start_period: CalendarDate;
  end_period: CalendarDate; // the last day covered
  total_month: number;
  price_product_item: Rupiah;
  price_user_package: Rupiah;
  price_storage_package: Rupiah;
  price_extra_package: Rupiah;
}

export interface UpgradeInput {
  previous: PreviousOrder;
  today: CalendarDate; // WIB
  /** The new order's total priced as a new order over its full period (priceOrder(...).total_price). */
  newTotal: Rupiah;
  /** The new order's months (the form keeps them read-only on an upgrade). */
  totalMonth: number;
  userPackage: QuantityLine | null;
  storage: QuantityLine | null;
}

export interface UpgradeFigures {
  start_period: CalendarDate; // today: an upgrade starts today...
  end_period: CalendarDate; // ...and ends on the previous order's end_period
  end_date: CalendarDate; // previous end_period + 1 day
  remaining_days: number; // end_date - today (<= 0 when not prorated)
  used_days: number; // max(0, today - previous start_period)
  total_days: number; // (previous start + total_month months) - previous start
  is_prorated: boolean; // today < end_date; otherwise every amount below is 0
  previous_total: Rupiah; // Total Harga Sebelumnya
  old_prorate: Rupiah;
  price_user_package: Rupiah; // prorated, for the form and the invoice
  price_storage_package: Rupiah; // prorated, for the form and the invoice
  total_prorate: Rupiah; // Total Prorate
  sisa_bayar: Rupiah; // Sisa Bayar; negative = the client's credit
  amount_due: Rupiah; // what the invoice asks for: max(0, sisa_bayar)
}

/** ceil(price x qty x months x remaining / totalDays) - disc, the disc capped to [0, that]. */
function proratedLine(
  line: QuantityLine | null,
  months: number,
  remaining: number,
  totalDays: number,
): Rupiah {
  if (!line) return 0n;
  const prorated = ceilDiv(lineGross(line.price, line.qty, months) * BigInt(remaining), BigInt(totalDays));
  return prorated - capDiscount(line.disc, prorated);
}

/**
 * The upgrade figures. "ceil(x / totalDays x days)" is computed as ceil(x x days / totalDays) on integers,
 * which is the exact value the spec's formula means. When today is not before end_date (the previous order
 * is over), proration is skipped and every amount, Total Harga Sebelumnya included, stays 0.
 */
export function prorateUpgrade(input: UpgradeInput): UpgradeFigures {
  const { previous, today, newTotal, totalMonth } = input;
  if (!Number.isSafeInteger(previous.total_month) || previous.total_month < 1) {
    throw new RangeError(`The previous order must last at least 1 month, got ${previous.total_month}`);
  }
  if (newTotal < 0n) throw new RangeError(`A total cannot be negative, got ${newTotal}`);
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
  };

  if (compareDates(today, endDate) >= 0) {
    return {
      ...days,
      is_prorated: false,
      previous_total: 0n,
      old_prorate: 0n,
      price_user_package: 0n,
      price_storage_package: 0n,
      total_prorate: 0n,
      sisa_bayar: 0n,
      amount_due: 0n,
    };
  }

  const divisor = BigInt(totalDays);
  const previousTotal =
    previous.price_product_item +
    previous.price_storage_package +
    previous.price_extra_package +
    previous.price_user_package;
  const oldProrate = ceilDiv(previousTotal * BigInt(used), divisor);
  const totalProrate = ceilDiv(newTotal * BigInt(remaining), divisor) + oldProrate;
  const sisaBayar = totalProrate - previousTotal;
  return {
    ...days,
    is_prorated: true,
    previous_total: previousTotal,
    old_prorate: oldProrate,
    price_user_package: proratedLine(input.userPackage, totalMonth, remaining, totalDays),
    price_storage_package: proratedLine(input.storage, totalMonth, remaining, totalDays),
    total_prorate: totalProrate,
    sisa_bayar: sisaBayar,
    amount_due: maxRupiah(0n, sisaBayar),
  };
}

/**
 * Whether a stored order is an upgrade whose proration ran (decisions.md: when it did not, all three upgrade
 * figures stay 0 and Total Harga is what is due). Read by the invoice and the order view dialog alike.
 */
export function isProratedUpgrade(order: {
  id_order: number | null;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
}): boolean {
  return order.id_order !== null && [order.previous_total, order.total_prorate, order.sisa_bayar].some((value) => toRupiah(value) !== 0n);
}
