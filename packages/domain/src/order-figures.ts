// Every figure and period of one order, composed in one place from priceOrder and prorateUpgrade. The order
// form shows what this returns as the user types and the API stores what it returns when the order is saved,
// so the two run the very same composition (which add-ons count for a voucher, how an upgrade is prorated,
// which period it covers) and can never disagree. decisions.md "Orders" and "Pricing".
import { compareDates, endPeriodOf, type CalendarDate } from './dates.ts';
import { capDiscount, type Rupiah } from './money.ts';
import { priceOrder, type OrderPrices, type QuantityLine } from './pricing.ts';
import { prorateUpgrade, type NewPackageLine, type PreviousOrder, type UpgradeFigures } from './proration.ts';
import { renewalPeriod } from './subscriptions.ts';
import type { Voucher } from './vouchers.ts';

type Id = string | number;

export interface OrderFiguresInput {
  /** WIB. The day the order is made (on an edit: the day it was made, so an edit does not move its money). */
  today: CalendarDate;
  totalMonth: number;
  /** Catalogue price per month, and the add-ons that belong to this product. */
  product: { id: Id; price: Rupiah; addOnIds: readonly Id[] } | null;
  userPackage: (QuantityLine & { id: Id }) | null;
  storage: QuantityLine | null;
  extras: readonly { price: Rupiah; disc: Rupiah }[];
  /** Every add-on chosen on the order, with its catalogue price. */
  addOns: readonly { id: Id; price: Rupiah }[];
  voucher: Voucher | null;
  /** The order being upgraded (its stored figures); null for a new order and a renewal. */
  previous: PreviousOrder | null;
  /**
   * The order a renewal renews (decisions.md "Subscriptions"): the renewal is priced as a new order and runs
   * its own months from the day after this order's last day. Absent or null for any other order.
   */
  renews?: { end_period: CalendarDate } | null;
}

export interface OrderFigures {
  prices: OrderPrices;
  /** Null for a new order and a renewal. */
  upgrade: UpgradeFigures | null;
  start_period: CalendarDate;
  end_period: CalendarDate;
}

/** The add-ons chosen on the order that belong to the chosen product: the only ones an add-on voucher can match. */
export function productAddOns(
  input: Pick<OrderFiguresInput, 'product' | 'addOns'>,
): OrderFiguresInput['addOns'] {
  if (!input.product) return [];
  const own = new Set(input.product.addOnIds.map(String));
  return input.addOns.filter((addOn) => own.has(String(addOn.id)));
}

/**
 * The lines of an order over its full period, after their own discounts and line vouchers, in the order the
 * form, the server and the invoice list them: product, user package, storage (when chosen), each extra charge.
 * The invoice calls this with the stored figures, the form and the server with what priceOrder returned.
 */
export function newPackageLines(order: {
  product: Rupiah | null;
  userPackage: Rupiah | null;
  storage: Rupiah | null;
  extras: readonly Rupiah[];
}): NewPackageLine[] {
  const lines: NewPackageLine[] = [];
  if (order.product !== null) lines.push({ key: 'product', amount: order.product });
  if (order.userPackage !== null) lines.push({ key: 'user_package', amount: order.userPackage });
  if (order.storage !== null) lines.push({ key: 'storage', amount: order.storage });
  order.extras.forEach((amount, index) => lines.push({ key: `extra:${index}`, amount }));
  return lines;
}

/**
 * Prices the order (priceOrder), prorates it when it upgrades a previous order (prorateUpgrade, with the new
 * order's full-period lines) and sets its period: a new order covers today .. endPeriodOf(today, months); an
 * upgrade covers today .. the previous order's end_period, never ending before it starts (a stored upgrade
 * of an order that was already over is not prorated and covers its one day); a renewal is priced today as a new
 * order and covers its months from the day after the renewed order's end (renewalPeriod).
 */
export function orderFigures(input: OrderFiguresInput): OrderFigures {
  const { today, totalMonth, product, userPackage, storage, previous } = input;
  const prices = priceOrder({
    totalMonth,
    product: product ? { id: product.id, price: product.price } : null,
    userPackage,
    storage,
    extras: input.extras,
    addOns: productAddOns(input),
    voucher: input.voucher,
    today,
  });
  if (input.renews) {
    return { prices, upgrade: null, ...renewalPeriod(input.renews.end_period, Math.max(1, totalMonth)) };
  }
  if (!previous) {
    return {
      prices,
      upgrade: null,
      start_period: today,
      end_period: endPeriodOf(today, Math.max(1, totalMonth)),
    };
  }
  const upgrade = prorateUpgrade({
    previous,
    today,
    newLines: newPackageLines({
      product: product ? prices.price_product_item : null,
      userPackage: userPackage ? prices.price_user_package : null,
      storage: storage ? prices.price_storage_package : null,
      extras: input.extras.map(({ price, disc }) => price - capDiscount(disc, price)),
    }),
    orderDiscount: prices.voucher_discount,
  });
  const endPeriod = compareDates(previous.end_period, today) < 0 ? today : previous.end_period;
  return { prices, upgrade, start_period: today, end_period: endPeriod };
}

/** The figures an order stores and returns (decisions.md "Orders"), as bigint; 0 for the upgrade ones of a new order. */
export function storedFigures(figures: OrderFigures): Record<StoredFigure, Rupiah> {
  const { prices, upgrade } = figures;
  return {
    price_product_item: prices.price_product_item,
    price_user_package: prices.price_user_package,
    price_storage_package: prices.price_storage_package,
    price_extra_package: prices.price_extra_package,
    voucher_discount: prices.voucher_discount,
    total_price: prices.total_price,
    previous_total: upgrade?.previous_total ?? 0n,
    total_prorate: upgrade?.total_prorate ?? 0n,
    sisa_bayar: upgrade?.sisa_bayar ?? 0n,
  };
}

export type StoredFigure =
  | 'price_product_item'
  | 'price_user_package'
  | 'price_storage_package'
  | 'price_extra_package'
  | 'voucher_discount'
  | 'total_price'
  | 'previous_total'
  | 'total_prorate'
  | 'sisa_bayar';
