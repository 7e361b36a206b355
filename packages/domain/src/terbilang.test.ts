import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { terbilang, terbilangRupiah } from './terbilang.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [111, 'seratus sebelas'],
    [250, 'dua ratus lima puluh'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [1100, 'seribu seratus'],
    [2000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_250_000, 'satu juta dua ratus lima puluh ribu'],
    [1_000_000_000, 'satu miliar'],
  ] as const)('%d -> %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('999.999.999.999 (the 12-digit limit)', () => {
    expect(terbilang(999_999_999_999n)).toBe(
      'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta ' +
        'sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    );
  });

  it('trillions and beyond, exact above 2^53', () => {
    expect(terbilang(1_000_000_000_000n)).toBe('satu triliun');
    expect(terbilang('2000000001000')).toBe('dua triliun seribu');
    // 999,999,999,999 x 1,000 x 36 = 35,999,999,999,964,000
    expect(terbilang(35_999_999_999_964_000n)).toBe(
      'tiga puluh lima kuadriliun sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus enam puluh empat ribu',
    );
    expect(() => terbilang(10n ** 21n)).toThrow(RangeError);
  });

  it('negative numbers and rupiah', () => {
    expect(terbilang(-5)).toBe('minus lima');
    expect(terbilangRupiah(1_250_000n)).toBe('satu juta dua ratus lima puluh ribu rupiah');
    expect(terbilangRupiah(0)).toBe('nol rupiah');
  });

  it('is lower-case words separated by single spaces, never "satu ribu" or "satu ratus"', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 21n - 1n }), (n) => {
        const words = terbilang(n);
        expect(words).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(words).not.toMatch(/(^| )satu (ratus|puluh|belas)/); // seratus, sepuluh, sebelas
        // a ribu group of exactly 1 is 'seribu'; 'satu ribu' only ends a larger group ('seratus satu ribu')
        expect(words).not.toMatch(/(^|juta |miliar |triliun |kuadriliun |kuintiliun )satu ribu/);
        expect(words).not.toContain('nol');
      }),
    );
  });
});
