import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coretaxTrxCode, dppOf, ppnFigures, taxableAmount } from './ppn.ts';

describe('ppnFigures under PMK 131/2024 (rate 12%, DPP Nilai Lain 11/12)', () => {
  it('a selling price that divides by 12: 1.200.000 -> DPP 1.100.000, PPN 132.000 (11% effective)', () => {
    // 11 x 1.200.000 / 12 = 1.100.000 exactly; 12% x 1.100.000 = 132.000; total 1.200.000 + 132.000.
    expect(ppnFigures(1_200_000n, 12, '11/12')).toEqual({
      base: 1_200_000n,
      dpp: 1_100_000n,
      ppn: 132_000n,
      total_with_ppn: 1_332_000n,
    });
  });

  it('rounds the DPP down, then the PPN down: 100.000 -> DPP 91.666, PPN 10.999', () => {
    // 11 x 100.000 / 12 = 91.666,67 -> 91.666 (down to the rupiah);
    // 12% x 91.666 = 10.999,92 -> 10.999. One rupiah under 11% of 100.000: the rule is applied as written.
    expect(ppnFigures(100_000n, 12, '11/12')).toEqual({
      base: 100_000n,
      dpp: 91_666n,
      ppn: 10_999n,
      total_with_ppn: 110_999n,
    });
  });

  it('a price after a discount: 1.500.000 less 250.000 = 1.250.000 -> DPP 1.145.833, PPN 137.499', () => {
    // 11 x 1.250.000 / 12 = 1.145.833,33 -> 1.145.833; 12% x 1.145.833 = 137.499,96 -> 137.499.
    const f = ppnFigures(1_500_000n - 250_000n, 12, '11/12');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_145_833n, 137_499n, 1_387_499n]);
  });

  it('the plain rule (DPP = selling price) at 11%: 1.000.001 -> DPP 1.000.001, PPN 110.000', () => {
    // 11% x 1.000.001 = 110.000,11 -> 110.000.
    const f = ppnFigures(1_000_001n, 11, '1/1');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_000_001n, 110_000n, 1_110_001n]);
  });

  it('stays exact past 2^53: a 12-digit price x 1.000 x 36 months', () => {
    // 999.999.999.999 x 1.000 x 36 = 35.999.999.999.964.000; 11/12 of it = 32.999.999.999.967.000 exactly;
    // 12% of that = 3.959.999.999.996.040.
    const base = 999_999_999_999n * 1_000n * 36n;
    const f = ppnFigures(base, 12, '11/12');
    expect(f.dpp).toBe(32_999_999_999_967_000n);
    expect(f.ppn).toBe(3_959_999_999_996_040n);
    expect(f.total_with_ppn).toBe(base + 3_959_999_999_996_040n);
  });

  it('zero and a credit are taxed as zero', () => {
    expect(ppnFigures(0n, 12, '11/12')).toEqual({ base: 0n, dpp: 0n, ppn: 0n, total_with_ppn: 0n });
    expect(ppnFigures(-300_000n, 12, '11/12')).toEqual({ base: 0n, dpp: 0n, ppn: 0n, total_with_ppn: 0n });
  });

  it('refuses a rate that is not a whole percent between 0 and 100', () => {
    expect(() => ppnFigures(1n, 12.5, '11/12')).toThrow(RangeError);
    expect(() => ppnFigures(1n, 101, '11/12')).toThrow(RangeError);
  });

  it('never exceeds the exact 11% and is never more than 2 rupiah under it (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (base) => {
        const { dpp, ppn } = ppnFigures(base, 12, '11/12');
        // dpp <= 11b/12 < dpp + 1 and ppn <= 12 dpp/100 < ppn + 1, so 11b/100 - 0.12 - 1 < ppn <= 11b/100.
        expect(dpp * 12n <= base * 11n).toBe(true);
        expect(ppn * 100n <= base * 11n).toBe(true);
        expect(base * 11n - ppn * 100n < 200n).toBe(true);
      }),
    );
  });
});

describe('the upgrade: PPN is on Sisa Bayar', () => {
  // An upgrade whose new package totals 16.000.000 over the full period and whose Sisa Bayar (Total Prorate
  // less the previous order's Total Harga) is 1.234.567: only the 1.234.567 is invoiced, so only it is taxed.
  it('taxes Sisa Bayar, not the new Total Harga: 1.234.567 -> DPP 1.131.686, PPN 135.802', () => {
    const base = taxableAmount({ total_price: 16_000_000n, sisa_bayar: 1_234_567n, is_upgrade: true });
    expect(base).toBe(1_234_567n);
    // 11 x 1.234.567 / 12 = 1.131.686,4 -> 1.131.686; 12% x 1.131.686 = 135.802,32 -> 135.802.
    const f = ppnFigures(base, 12, '11/12');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_131_686n, 135_802n, 1_370_369n]);
  });

  it('an upgrade that leaves a credit owes no PPN', () => {
    const base = taxableAmount({ total_price: 16_000_000n, sisa_bayar: -50_000n, is_upgrade: true });
    expect(ppnFigures(base, 12, '11/12').ppn).toBe(0n);
  });

  it('a new order is taxed on Total Harga', () => {
    expect(taxableAmount({ total_price: 2_000_000n, sisa_bayar: 0n, is_upgrade: false })).toBe(2_000_000n);
  });
});

describe('dppOf and the Coretax transaction code', () => {
  it('11/12 rounds down; 1/1 is the base', () => {
    expect(dppOf(13n, '11/12')).toBe(11n); // 143 / 12 = 11,9 -> 11
    expect(dppOf(13n, '1/1')).toBe(13n);
  });
  it('DPP Nilai Lain is TrxCode 04, the plain rule 01', () => {
    expect(coretaxTrxCode('11/12')).toBe('04');
    expect(coretaxTrxCode('1/1')).toBe('01');
  });
});
