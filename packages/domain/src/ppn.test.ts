import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dppOf, orderPpn, ppnFigures, repricedPpn, taxableAmount } from './ppn.ts';

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

  it('PER-11/PJ/2025 Art. 129(3), the worked example: 4.150.000 -> DPP 3.804.167, PPN 456.500', () => {
    // 11 x 4.150.000 / 12 = 45.650.000 / 12 = 3.804.166,67 -> 3.804.167 (,67 is 0,50 or more: up);
    // 12% x 3.804.167 = 456.500,04 -> 456.500 (,04 is below 0,50: down). Rounded down it was 3.804.166 / 456.499.
    expect(ppnFigures(4_150_000n, 12, '11/12')).toEqual({
      base: 4_150_000n,
      dpp: 3_804_167n,
      ppn: 456_500n,
      total_with_ppn: 4_606_500n,
    });
  });

  it('rounds the DPP half-up, then the PPN from that rounded DPP: 100.000 -> DPP 91.667, PPN 11.000', () => {
    // 11 x 100.000 / 12 = 91.666,67 -> 91.667; 12% x 91.667 = 11.000,04 -> 11.000.
    expect(ppnFigures(100_000n, 12, '11/12')).toEqual({
      base: 100_000n,
      dpp: 91_667n,
      ppn: 11_000n,
      total_with_ppn: 111_000n,
    });
  });

  it('a DPP exactly at ,50 goes up: 1.000.002 -> DPP 916.669, PPN 110.000', () => {
    // 1.000.002 = 12 x 83.333 + 6, so 11 x base leaves 66 mod 12 = 6: 11.000.022 / 12 = 916.668,50 -> 916.669.
    // 12% x 916.669 = 110.000,28 -> 110.000.
    const f = ppnFigures(1_000_002n, 12, '11/12');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([916_669n, 110_000n, 1_110_002n]);
  });

  it('a price after a discount: 1.500.000 less 250.000 = 1.250.000 -> DPP 1.145.833, PPN 137.500', () => {
    // 11 x 1.250.000 / 12 = 1.145.833,33 -> 1.145.833 (down); 12% x 1.145.833 = 137.499,96 -> 137.500 (up).
    const f = ppnFigures(1_500_000n - 250_000n, 12, '11/12');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_145_833n, 137_500n, 1_387_500n]);
  });

  it('the plain rule (DPP = selling price) at 11%: 1.000.001 -> DPP 1.000.001, PPN 110.000', () => {
    // 11% x 1.000.001 = 110.000,11 -> 110.000.
    const f = ppnFigures(1_000_001n, 11, '1/1');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_000_001n, 110_000n, 1_110_001n]);
  });

  it('a PPN exactly at ,50 goes up (the plain rule at 11%): 1.000.050 -> PPN 110.006', () => {
    // 11% x 1.000.050 = 110.005,50 -> 110.006. At 12% a PPN never ends in ,50: 12 x DPP is a multiple of 4
    // and 50 is not, so 12 x DPP mod 100 is never 50.
    const f = ppnFigures(1_000_050n, 11, '1/1');
    expect([f.dpp, f.ppn, f.total_with_ppn]).toEqual([1_000_050n, 110_006n, 1_110_056n]);
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

  it('each figure is within half a rupiah of its exact value, so PPN is within 0,56 of 11% (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (base) => {
        const { dpp, ppn } = ppnFigures(base, 12, '11/12');
        // Half-up: 11b/12 - 1/2 < dpp <= 11b/12 + 1/2 (a half goes up), i.e. -6 < 12 dpp - 11b <= 6, and
        // likewise -50 < 100 ppn - 12 dpp <= 50; their sum, 100 ppn - 11b, is the distance to 11% x 100.
        const dppError = dpp * 12n - base * 11n;
        const ppnError = ppn * 100n - dpp * 12n;
        expect(dppError > -6n && dppError <= 6n).toBe(true);
        expect(ppnError > -50n && ppnError <= 50n).toBe(true);
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

describe('dppOf', () => {
  it('11/12 rounds half-up; 1/1 is the base', () => {
    expect(dppOf(13n, '11/12')).toBe(12n); // 143 / 12 = 11,92 -> 12
    expect(dppOf(6n, '11/12')).toBe(6n); // 66 / 12 = 5,50 -> 6
    expect(dppOf(7n, '11/12')).toBe(6n); // 77 / 12 = 6,42 -> 6
    expect(dppOf(13n, '1/1')).toBe(13n);
  });
});

describe('an edit of a stored order keeps its stored PPN while the amount taxed is unchanged', () => {
  // Stored before PER-11/PJ/2025 under the old rounding: 4.150.000 -> DPP 3.804.166, PPN 456.499.
  const storedBefore = {
    dpp: '3804166',
    ppn: '456499',
    total_with_ppn: '4606499',
    ppn_rate: 12,
    dpp_rule: '11/12' as const,
  };
  const setting = { is_pkp: true, ppn_rate: 12, dpp_rule: '11/12' as const };
  const priced = (total: bigint) =>
    orderPpn(setting, { total_price: total, sisa_bayar: 0n, is_upgrade: false });

  it('same Total Harga (an edit of remarks or period): the stored DPP and PPN stay', () => {
    expect(repricedPpn(storedBefore, priced(4_150_000n))).toEqual({
      dpp: 3_804_166n,
      ppn: 456_499n,
      total_with_ppn: 4_606_499n,
      ppn_rate: 12,
      dpp_rule: '11/12',
    });
  });

  it("a changed Total Harga is priced under today's rule: 4.200.000 -> DPP 3.850.000, PPN 462.000", () => {
    // 11 x 4.200.000 / 12 = 3.850.000 exactly; 12% x 3.850.000 = 462.000.
    expect(repricedPpn(storedBefore, priced(4_200_000n))).toMatchObject({ dpp: 3_850_000n, ppn: 462_000n });
  });

  it('an order stored without PPN stays without', () => {
    const none = { dpp: null, ppn: null, total_with_ppn: null, ppn_rate: null, dpp_rule: null };
    const notPkp = orderPpn(
      { ...setting, is_pkp: false },
      { total_price: 1n, sisa_bayar: 0n, is_upgrade: false },
    );
    expect(repricedPpn(none, notPkp)).toEqual(none);
  });
});
