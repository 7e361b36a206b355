import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  capDiscount,
  ceilDiv,
  floorDiv,
  formatNumberId,
  formatRupiah,
  maxRupiah,
  minRupiah,
  parseMoneyInput,
  PRICE_DIGITS,
  roundHalfUpDiv,
  SUBMODULE_PRICE_DIGITS,
  toRupiah,
} from './money.ts';

describe('toRupiah', () => {
  it('reads bigint, safe integers and digit strings', () => {
    expect(toRupiah(5n)).toBe(5n);
    expect(toRupiah(1_250_000)).toBe(1_250_000n);
    expect(toRupiah(' 1250000 ')).toBe(1_250_000n);
    expect(toRupiah('-42')).toBe(-42n);
    expect(toRupiah('35999999999999964000')).toBe(35_999_999_999_999_964_000n);
  });

  it('throws on decimals, grouping, empty text and unsafe numbers', () => {
    for (const bad of ['1.5', '1.250.000', '', 'abc', '1e3', '+5'])
      expect(() => toRupiah(bad)).toThrow(RangeError);
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => toRupiah(bad)).toThrow(RangeError);
  });
});

describe('formatRupiah / formatNumberId', () => {
  it('groups thousands with dots, no decimals', () => {
    expect(formatNumberId(0n)).toBe('0');
    expect(formatNumberId(999n)).toBe('999');
    expect(formatNumberId(1000n)).toBe('1.000');
    expect(formatNumberId('1250000')).toBe('1.250.000');
    expect(formatRupiah(1_250_000n)).toBe('Rp. 1.250.000');
    expect(formatRupiah(0)).toBe('Rp. 0');
  });

  it('puts the minus after the prefix', () => {
    expect(formatRupiah(-1_250_000n)).toBe('Rp. -1.250.000');
    expect(formatNumberId(-100n)).toBe('-100');
  });

  it('is exact above 2^53: 999,999,999,999 x 1,000 x 36 = 35,999,999,999,964,000', () => {
    expect(formatRupiah(999_999_999_999n * 1000n * 36n)).toBe('Rp. 35.999.999.999.964.000');
    expect(formatNumberId(2n ** 53n + 1n)).toBe('9.007.199.254.740.993');
  });

  it('round-trips: removing the dots gives back the digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const text = formatRupiah(n);
        expect(text.startsWith('Rp. ')).toBe(true);
        expect(toRupiah(text.slice(4).replaceAll('.', ''))).toBe(n);
        expect(text).toMatch(/^Rp\. -?\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});

describe('parseMoneyInput', () => {
  it('keeps digits only, drops leading zeros, cuts to the limit', () => {
    expect(parseMoneyInput('', PRICE_DIGITS)).toBe('');
    expect(parseMoneyInput('abc', PRICE_DIGITS)).toBe('');
    expect(parseMoneyInput('Rp 1.250.000', PRICE_DIGITS)).toBe('1250000');
    expect(parseMoneyInput('0', PRICE_DIGITS)).toBe('0');
    expect(parseMoneyInput('000', PRICE_DIGITS)).toBe('0');
    expect(parseMoneyInput('007', PRICE_DIGITS)).toBe('7');
    // 10 digits typed into a 9-digit sub-module price: the 10th is dropped.
    expect(parseMoneyInput('1234567890', SUBMODULE_PRICE_DIGITS)).toBe('123456789');
    expect(parseMoneyInput('9'.repeat(13), PRICE_DIGITS)).toBe('999999999999');
    expect(parseMoneyInput('-5', PRICE_DIGITS)).toBe('5');
  });

  it('always yields at most maxDigits ASCII digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (text, max) => {
        const out = parseMoneyInput(text, max);
        expect(out).toMatch(/^\d*$/);
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('ceilDiv / floorDiv / roundHalfUpDiv', () => {
  it('works on exact integers', () => {
    expect(ceilDiv(10n, 5n)).toBe(2n); // 10/5 = 2 exactly
    expect(ceilDiv(11n, 5n)).toBe(3n); // 2.2 -> 3
    expect(ceilDiv(0n, 7n)).toBe(0n);
    expect(floorDiv(11n, 5n)).toBe(2n);
    expect(roundHalfUpDiv(149n, 100n)).toBe(1n); // 1.49 -> 1
    expect(roundHalfUpDiv(150n, 100n)).toBe(2n); // 1.50 -> 2 (half up)
    expect(roundHalfUpDiv(250n, 100n)).toBe(3n); // 2.50 -> 3 (not banker's 2)
  });

  it('documents negative numerators', () => {
    expect(ceilDiv(-7n, 2n)).toBe(-3n); // ceil(-3.5) = -3
    expect(floorDiv(-7n, 2n)).toBe(-4n); // floor(-3.5) = -4
    expect(roundHalfUpDiv(-5n, 2n)).toBe(-2n); // -2.5 -> -2 (toward +infinity)
    expect(roundHalfUpDiv(-7n, 2n)).toBe(-3n); // -3.5 -> -3
  });

  it('refuses a divisor <= 0', () => {
    expect(() => ceilDiv(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUpDiv(1n, -1n)).toThrow(RangeError);
  });

  it('brackets the true quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b) => {
          const c = ceilDiv(a, b);
          const f = floorDiv(a, b);
          expect(c * b >= a && (c - 1n) * b < a).toBe(true);
          expect(f * b <= a && (f + 1n) * b > a).toBe(true);
          const r = roundHalfUpDiv(a, b);
          // |a/b - r| <= 1/2, with ties going up: 2a - b <= 2rb... i.e. r - 1/2 <= a/b < r + 1/2
          expect(2n * r * b - b <= 2n * a && 2n * a < 2n * r * b + b).toBe(true);
        },
      ),
    );
  });
});

describe('capDiscount', () => {
  it('keeps a discount within [0, base]', () => {
    expect(capDiscount(50_000n, 1_000_000n)).toBe(50_000n);
    expect(capDiscount(2_000_000n, 1_000_000n)).toBe(1_000_000n); // above the base -> the base
    expect(capDiscount(-5n, 1_000n)).toBe(0n);
    expect(capDiscount(5n, -1_000n)).toBe(0n);
    expect(maxRupiah(1n, 2n)).toBe(2n);
    expect(minRupiah(1n, 2n)).toBe(1n);
  });
});
