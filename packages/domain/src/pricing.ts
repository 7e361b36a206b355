// New-order pricing, in one place (spec section 9, decisions.md "Pricing"). The order form shows these figures
// live, the server recomputes and stores them from the catalogue and the stored voucher, and the invoice
// prints what was stored, so the three can never disagree.
import type { CalendarDate } from './dates.ts';
import { capDiscount, type Rupiah } from './money.ts';
import { checkVoucher, type Voucher, type VoucherScope } from './vouchers.ts';

type Id = string | number;

export interface QuantityLine {
  price: Rupiah; // per unit per month
  qty: number;
  disc: Rupiah; // disc_user_package / disc_storage_package, off the whole line
}

export interface OrderPricingInput {
  totalMonth: number;
  product: { id: Id; price: Rupiah } | null; // price per month
  userPackage: (QuantityLine & { id: Id }) | null;
  storage: QuantityLine | null;
  extras: readonly { price: Rupiah; disc: Rupiah }[]; // one-off charges, not multiplied by months
  /** The add-ons on the order that belong to the chosen product (an add-on voucher must match one of them). */
  addOns: readonly { id: Id; price: Rupiah }[];
  voucher: Voucher | null;
  today: CalendarDate; // WIB
}

/** The stored and returned figures of an order (decisions.md, Orders), plus what the form shows. */
export interface OrderPrices {
  price_product_item: Rupiah; // after a product or add-on voucher
  price_user_package: Rupiah; // after disc_user_package and a user-package voucher
  price_storage_package: Rupiah; // after disc_storage_package
  price_extra_package: Rupiah; // the extra-charge rows summed, each after its disc
  voucher_discount: Rupiah; // the order-level voucher discount only
  total_price: Rupiah; // Total Harga
  voucher_scope: VoucherScope | null; // which line the voucher came off; null without a usable voucher
  voucher_amount: Rupiah; // the voucher's discount whatever its scope, for the invoice's voucher line
  voucher_message: string | null; // the text under the voucher select: success or refusal
  voucher_error: string | null; // set only when the voucher is unusable (the API's 422 on id_master_diskon)
}

function assertCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number >= 0, got ${n}`);
}

function assertPrice(price: Rupiah): void {
  if (price < 0n) throw new RangeError(`A price cannot be negative, got ${price}`);
}

/** price x qty x months, before discounts. */
export function lineGross(price: Rupiah, qty: number, months: number): Rupiah {
  assertPrice(price);
  assertCount(qty, 'Quantity');
  assertCount(months, 'Months');
  return price * BigInt(qty) * BigInt(months);
}

/** price x qty x months - disc, the disc capped to [0, gross]. */
export function quantityLineAmount(line: QuantityLine | null, months: number): Rupiah {
  if (!line) return 0n;
  const gross = lineGross(line.price, line.qty, months);
  return gross - capDiscount(line.disc, gross);
}

/** Each extra charge is price - disc (disc capped to [0, price]); the rows summed. */
export function extrasAmount(extras: OrderPricingInput['extras']): Rupiah {
  return extras.reduce((sum, { price, disc }) => {
    assertPrice(price);
    return sum + price - capDiscount(disc, price);
  }, 0n);
}

/** Prices a new order (or an upgrade's full-period total, before proration). */
export function priceOrder(input: OrderPricingInput): OrderPrices {
  const { totalMonth: months, product, userPackage, storage, voucher } = input;
  assertCount(months, 'Months');
  const productGross = product ? lineGross(product.price, 1, months) : 0n;
  const userPackageNet = quantityLineAmount(userPackage, months);
  const storageLine = quantityLineAmount(storage, months);
  const extrasLine = extrasAmount(input.extras);

  const check = voucher
    ? checkVoucher(
        voucher,
        {
          productItem: product ? { id: product.id, base: productGross } : null,
          userPackage: userPackage ? { id: userPackage.id, base: userPackageNet } : null,
          addOns: input.addOns,
          orderTotal: productGross + userPackageNet + storageLine + extrasLine,
        },
        input.today,
      )
    : null;
  // One voucher per order, so exactly one of these can be non-zero; checkVoucher already capped it at its base
  // (an add-on voucher at the product line it comes off).
  const offBy = (...scopes: VoucherScope[]): Rupiah =>
    check?.ok && scopes.includes(check.scope) ? check.discount : 0n;
  const productLine = productGross - offBy('product', 'add_on');
  const userPackageLine = userPackageNet - offBy('user_package');
  const orderDiscount = offBy('order');

  return {
    price_product_item: productLine,
    price_user_package: userPackageLine,
    price_storage_package: storageLine,
    price_extra_package: extrasLine,
    voucher_discount: orderDiscount,
    total_price: productLine + userPackageLine + storageLine + extrasLine - orderDiscount,
    voucher_scope: check?.ok ? check.scope : null,
    voucher_amount: check?.ok ? check.discount : 0n,
    voucher_message: check ? check.message : null,
    voucher_error: check && !check.ok ? check.message : null,
  };
}
