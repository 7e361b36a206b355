// Rupiah arithmetic and display, in one place. The order form, the API and the invoice PDF all parse, divide
// and format money with these helpers, so a figure can never read differently on two of them. Money is whole
// rupiah as bigint: order totals pass 2^53 at the spec's limits, where a JS number would lose rupiah.

/** Whole rupiah. Never a float. */
export type Rupiah = bigint;

/** Digits allowed in a sub-module price input (product items, add-ons). Spec section 9. */
export const SUBMODULE_PRICE_DIGITS = 9;
/** Digits allowed in extra package, user package, user storage and rupiah voucher inputs. Spec section 9. */
export const PRICE_DIGITS = 12;
/** Digits allowed in one percent input of a percent voucher. Spec section 9. */
export const PERCENT_DIGITS = 3;
/** At most this many percent tiers ('p1|p2') per voucher. Spec section 9. */
export const MAX_PERCENT_TIERS = 2;

const INTEGER_TEXT = /^-?\d+$/;

/**
 * Reads an amount of whole rupiah. Accepts a bigint, a safe integer number, or a string of digits with an
 * optional leading '-' (surrounding spaces ignored). Throws a RangeError on anything else: decimals,
 * grouping dots, '', NaN, and numbers beyond 2^53 (already imprecise; send those as strings).
 */
export function toRupiah(value: string | number | bigint): Rupiah {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole rupiah amount: ${value}`);
    return BigInt(value);
  }
  const text = value.trim();
  if (!INTEGER_TEXT.test(text)) throw new RangeError(`Not a whole rupiah amount: '${value}'`);
  return BigInt(text);
}

/** '1250000' -> '1.250.000' (id-ID grouping). Grouped on the digit string, so exact at any size. */
export function formatNumberId(value: string | number | bigint): string {
  const amount = toRupiah(value);
  const digits = (amount < 0n ? -amount : amount).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return amount < 0n ? `-${grouped}` : grouped;
}

/** 1250000n -> 'Rp. 1.250.000'; -1250000n -> 'Rp. -1.250.000'. */
export function formatRupiah(value: string | number | bigint): string {
  return `Rp. ${formatNumberId(value)}`;
}

/**
 * What a money input keeps of what was typed or pasted: the ASCII digits only, leading zeros dropped (one
 * '0' stays), cut to `maxDigits`. '' stays '' so an empty field stays empty. 'Rp 1.250.000' -> '1250000'.
 */
export function parseMoneyInput(text: string, maxDigits: number): string {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') return '';
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.slice(0, maxDigits);
}

function assertPositiveDivisor(b: bigint): void {
  if (b <= 0n) throw new RangeError(`Divisor must be positive, got ${b}`);
}

/** floor(a / b) for any a and b > 0 (bigint `/` truncates toward zero, which is wrong for negative a). */
export function floorDiv(a: bigint, b: bigint): bigint {
  assertPositiveDivisor(b);
  const q = a / b;
  return a % b < 0n ? q - 1n : q;
}

/** ceil(a / b), exact, for b > 0. Defined for negative a too (mathematical ceiling: ceilDiv(-7n, 2n) = -3n). */
export function ceilDiv(a: bigint, b: bigint): bigint {
  assertPositiveDivisor(b);
  const q = a / b;
  return a % b > 0n ? q + 1n : q;
}

/**
 * a / b rounded to the nearest integer, halves up, exact, for b > 0. For negative a "up" means toward
 * +infinity: floor(a/b + 1/2), so roundHalfUpDiv(-5n, 2n) = -2n. Money only ever passes non-negative a.
 */
export function roundHalfUpDiv(a: bigint, b: bigint): bigint {
  assertPositiveDivisor(b);
  return floorDiv(2n * a + b, 2n * b);
}

/** A discount as it may be applied to `base`: never below 0, never above the base (nor above 0 for base < 0). */
export function capDiscount(discount: Rupiah, base: Rupiah): Rupiah {
  const ceiling = base > 0n ? base : 0n;
  if (discount <= 0n) return 0n;
  return discount > ceiling ? ceiling : discount;
}

/** The larger of two amounts (Math.max does not take bigint). */
export function maxRupiah(a: Rupiah, b: Rupiah): Rupiah {
  return a > b ? a : b;
}

/** The smaller of two amounts. */
export function minRupiah(a: Rupiah, b: Rupiah): Rupiah {
  return a < b ? a : b;
}
