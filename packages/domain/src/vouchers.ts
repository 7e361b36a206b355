// Voucher discounts and usability, in one place. The order form shows the discount and message from these
// rules, the server recomputes the stored price with them and the invoice prints that price, so a voucher can
// never be worth one amount on screen and another on the PDF. Spec sections 5, 8, 9; decisions.md "Pricing".
import { compareDates, type CalendarDate } from './dates.ts';
import {
  capDiscount,
  formatRupiah,
  MAX_PERCENT_TIERS,
  PERCENT_DIGITS,
  roundHalfUpDiv,
  toRupiah,
  type Rupiah,
} from './money.ts';

export type VoucherScope = 'order' | 'product' | 'user_package' | 'add_on';

/**
 * The voucher modules as stored in id_module (spec section 9: 1 User Packages, 2 Product Items, 3 Add On) and
 * the line each one's discount comes off (an add-on's comes off the product line, capped at it). The only
 * place these numbers are written.
 */
export const VOUCHER_MODULE_SCOPES = {
  1: 'user_package',
  2: 'product',
  3: 'add_on',
} as const satisfies Record<number, VoucherScope>;
export type VoucherModule = keyof typeof VOUCHER_MODULE_SCOPES;

const isVoucherModule = (id: number): id is VoucherModule => id in VOUCHER_MODULE_SCOPES;

/** A stored id_module as a module; null for none, or a number that names no module. */
export function voucherModuleOf(id: number | null): VoucherModule | null {
  return id !== null && isVoucherModule(id) ? id : null;
}

/** What a stored voucher comes off: the order (is_all_module 1), its module's line, or null for neither. */
export function voucherScope(voucher: {
  is_all_module: number;
  id_module: number | null;
}): VoucherScope | null {
  if (voucher.is_all_module === 1) return 'order';
  const module = voucherModuleOf(voucher.id_module);
  return module === null ? null : VOUCHER_MODULE_SCOPES[module];
}

/** A voucher as stored (master discount). Target ids are strings; '0' means any item of that kind. */
export interface Voucher {
  type_voucher: 0 | 1; // 0 fixed rupiah, 1 percent
  nominal: string; // type 0: rupiah digits; type 1: 'p1' or 'p1|p2'
  is_all_module: 0 | 1; // 1: applies to the order total
  id_module: VoucherModule | null;
  id_user_package: string | null;
  id_product_item: string | null;
  id_add_on: string | null;
  start_date: CalendarDate;
  end_date: CalendarDate;
}

/** The exact texts of spec sections 5 and 8. */
export const VOUCHER_MESSAGES = {
  expired: 'Sorry, Voucher diskon Expired!',
  notForProduct: 'Sorry, Voucher diskon tidak bisa digunakan untuk product yg kamu pilih',
  notForUserPackage: 'Sorry, Voucher diskon tidak bisa digunakan untuk User Package yg kamu pilih',
  notForAddOn: 'Sorry, Voucher diskon tidak bisa digunakan untuk add on yg kamu pilih',
  /** Description shown under the select for an order-level voucher (spec section 8). */
  forOrder: 'this voucher for your order.',
} as const;

const PERCENT_TEXT = new RegExp(`^\\d{1,${PERCENT_DIGITS}}$`);

/** '10|5' -> [10, 5]. Throws a RangeError on an empty or non-numeric tier. The tier count is the schema's job. */
export function parsePercentTiers(nominal: string): number[] {
  return nominal.split('|').map((part) => {
    const text = part.trim();
    if (!PERCENT_TEXT.test(text)) throw new RangeError(`Not a percent tier: '${part}' in '${nominal}'`);
    return Number(text);
  });
}

/** [10, 5] -> '10|5', the stored form of the form's 'Nominal Persen' rows. */
export function formatPercentTiers(tiers: readonly number[]): string {
  return tiers.map(String).join('|');
}

/** True when the tiers are 1..MAX_PERCENT_TIERS whole percents of up to PERCENT_DIGITS digits. */
export function isValidPercentNominal(nominal: string): boolean {
  try {
    return parsePercentTiers(nominal).length <= MAX_PERCENT_TIERS;
  } catch {
    return false;
  }
}

/**
 * The discount `voucher` gives on `base`, capped at the base, never negative.
 * Fixed: the nominal. Percent: d1 = round(base x p1 / 100); each later tier applies to base - d1
 * (spec section 9), d2 = round((base - d1) x p2 / 100); rounding half up to the rupiah.
 */
export function discountOn(voucher: Pick<Voucher, 'type_voucher' | 'nominal'>, base: Rupiah): Rupiah {
  if (base <= 0n) return 0n;
  if (voucher.type_voucher === 0) return capDiscount(toRupiah(voucher.nominal), base);
  const [first = 0, ...later] = parsePercentTiers(voucher.nominal);
  const d1 = roundHalfUpDiv(base * BigInt(first), 100n);
  const rest = base - capDiscount(d1, base); // a tier above 100% leaves nothing for later tiers
  const total = later.reduce((sum, p) => sum + roundHalfUpDiv(rest * BigInt(p), 100n), d1);
  return capDiscount(total, base);
}

/** The list's nominal2 text: 'Rp. 50.000' for a fixed voucher, '10% + 5%' for a percent one. */
export function nominalDisplay(voucher: Pick<Voucher, 'type_voucher' | 'nominal'>): string {
  if (voucher.type_voucher === 0) return formatRupiah(voucher.nominal);
  return parsePercentTiers(voucher.nominal)
    .map((p) => `${p}%`)
    .join(' + ');
}

type Id = string | number;

/** What the order has chosen, with the base each kind of voucher would discount. */
export interface VoucherSelection {
  /** base = product price x total_month */
  productItem: { id: Id; base: Rupiah } | null;
  /** base = price x qty x months - disc_user_package */
  userPackage: { id: Id; base: Rupiah } | null;
  /** the chosen product's add-ons that are on the order */
  addOns: readonly { id: Id; price: Rupiah }[];
  /** the order total before an order-level voucher */
  orderTotal: Rupiah;
}

export type VoucherCheck =
  | { ok: false; message: string }
  | { ok: true; scope: VoucherScope; discount: Rupiah; message: string; addOnId?: string };

// A null target on a module voucher is malformed data; it matches nothing rather than everything.
const matches = (target: string | null, id: Id): boolean =>
  target !== null && (target === '0' || target === String(id));

// Reading of spec section 8's 'kamu mendapat potongan harga produk / user package / Product / add on sebanyak
// {amount}': one sentence with the item kind filled in. 'produk' for a product voucher, 'user package' and
// 'add on' for theirs; 'Product' is taken as another spelling of the product case, so it is not used.
// 'this voucher for your order.' is the select's description of an order voucher (VOUCHER_MESSAGES.forOrder).
const SCOPE_WORDS = { product: 'produk', user_package: 'user package', add_on: 'add on' } as const;

function usable(scope: VoucherScope, discount: Rupiah, addOnId?: string): VoucherCheck {
  const amount = formatRupiah(discount);
  const message =
    scope === 'order'
      ? `Voucher bisa digunakan untuk Orderan ini. kamu mendapat potongan harga ${amount}`
      : `kamu mendapat potongan harga ${SCOPE_WORDS[scope]} sebanyak ${amount}`;
  return addOnId === undefined
    ? { ok: true, scope, discount, message }
    : { ok: true, scope, discount, message, addOnId };
}

/**
 * Whether `voucher` can be used on `selection` today (WIB), and for how much.
 * Usable through end_date inclusive; start_date is not checked (the spec checks end_date only).
 * An add-on voucher's discount comes off the product line, so it is also capped at the product's base.
 * With '0' (any add-on) the most expensive chosen add-on is the base, so the result ignores list order.
 */
export function checkVoucher(
  voucher: Voucher,
  selection: VoucherSelection,
  today: CalendarDate,
): VoucherCheck {
  if (compareDates(today, voucher.end_date) > 0) return { ok: false, message: VOUCHER_MESSAGES.expired };
  const scope = voucherScope(voucher);
  if (scope === 'order') return usable('order', discountOn(voucher, selection.orderTotal));

  const { productItem, userPackage, addOns } = selection;
  switch (scope) {
    case 'user_package':
      if (!userPackage || !matches(voucher.id_user_package, userPackage.id)) {
        return { ok: false, message: VOUCHER_MESSAGES.notForUserPackage };
      }
      return usable('user_package', discountOn(voucher, userPackage.base));
    case 'add_on': {
      const candidates = addOns.filter((a) => matches(voucher.id_add_on, a.id));
      const addOn = candidates.reduce<(typeof candidates)[number] | undefined>(
        (best, a) => (!best || a.price > best.price ? a : best),
        undefined,
      );
      if (!addOn) return { ok: false, message: VOUCHER_MESSAGES.notForAddOn };
      const discount = capDiscount(discountOn(voucher, addOn.price), productItem?.base ?? 0n);
      return usable('add_on', discount, String(addOn.id));
    }
    case 'product':
      if (!productItem || !matches(voucher.id_product_item, productItem.id)) {
        return { ok: false, message: VOUCHER_MESSAGES.notForProduct };
      }
      return usable('product', discountOn(voucher, productItem.base));
    default:
      // A malformed voucher (not for the order, no module) is refused as not for the chosen product.
      return { ok: false, message: VOUCHER_MESSAGES.notForProduct };
  }
}

/** Letters of a generated voucher code: A-Z and 2-9 (no 0/1, which read like O/I). decisions.md. */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_LENGTH = 8;

/**
 * An 8-character voucher code. Pure given `random` (values in [0, 1)); the server passes a
 * cryptographic source and retries on the unlikely clash with an existing code.
 */
export function generateVoucherCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new RangeError(`random() must return a number in [0, 1), got ${r}`);
    code += VOUCHER_CODE_ALPHABET[Math.floor(r * VOUCHER_CODE_ALPHABET.length)];
  }
  return code;
}
