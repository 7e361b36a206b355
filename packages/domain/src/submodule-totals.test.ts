import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { submoduleRowTotal, submoduleTotals } from './submodule-totals.ts';

describe('submoduleRowTotal (the Total column)', () => {
  it('is 0 when both are empty', () => {
    expect(submoduleRowTotal()).toBe(0n);
    expect(submoduleRowTotal('', '')).toBe(0n);
    expect(submoduleRowTotal(null, undefined)).toBe(0n);
  });

  it('is the value present when only one is', () => {
    expect(submoduleRowTotal('150000')).toBe(150_000n);
    expect(submoduleRowTotal('150000', '')).toBe(150_000n);
    expect(submoduleRowTotal('', '20000')).toBe(20_000n); // the spec's rule, literally
  });

  it('is price - disc when both are: 150.000 - 20.000 = 130.000', () => {
    expect(submoduleRowTotal('150000', '20000')).toBe(130_000n);
    expect(submoduleRowTotal('10000', '20000')).toBe(0n); // disc above price -> 0, not -10.000
  });

  it('refuses what a money input cannot hold', () => {
    expect(() => submoduleRowTotal('1.5')).toThrow(RangeError);
    expect(() => submoduleRowTotal('-5')).toThrow(RangeError);
  });
});

describe('submoduleTotals (price and total_disc on save)', () => {
  it('sums the checked rows only, a missing price or disc as 0', () => {
    // checked: (100.000 - 10.000) + (50.000 - 0) + (0 - 0) = 140.000; discs 10.000 + 0 + 0 = 10.000
    expect(
      submoduleTotals([
        { price: '100000', disc: '10000', checked: true },
        { price: '50000', checked: true },
        { price: '', disc: null, checked: true },
        { price: '999999', disc: '1', checked: false },
      ]),
    ).toEqual({ total: 140_000n, totalDisc: 10_000n });
    expect(submoduleTotals([])).toEqual({ total: 0n, totalDisc: 0n });
  });

  it('caps a disc at its row price: (5.000 - 5.000) + (10.000 - 1.000) = 9.000, discs 5.000 + 1.000', () => {
    expect(
      submoduleTotals([
        { price: '5000', disc: '8000', checked: true },
        { price: '10000', disc: '1000', checked: true },
      ]),
    ).toEqual({ total: 9_000n, totalDisc: 6_000n });
  });

  it('never negative; total + totalDisc = the checked prices summed', () => {
    const row = fc.record({
      price: fc.option(fc.bigInt({ min: 0n, max: 999_999_999n }).map(String), { nil: undefined }),
      disc: fc.option(fc.bigInt({ min: 0n, max: 999_999_999n }).map(String), { nil: undefined }),
      checked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const { total, totalDisc } = submoduleTotals(rows);
        const prices = rows.filter((r) => r.checked).reduce((sum, r) => sum + BigInt(r.price ?? 0), 0n);
        expect(total >= 0n && totalDisc >= 0n).toBe(true);
        expect(total + totalDisc).toBe(prices);
        for (const r of rows) expect(submoduleRowTotal(r.price, r.disc) >= 0n).toBe(true);
      }),
    );
  });
});
