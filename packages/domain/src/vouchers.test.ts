import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkVoucher,
  discountOn,
  formatPercentTiers,
  generateVoucherCode,
  isValidPercentNominal,
  nominalDisplay,
  parsePercentTiers,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_MESSAGES,
  voucherModuleOf,
  voucherScope,
  type Voucher,
  type VoucherSelection,
} from './vouchers.ts';

const base: Voucher = {
  type_voucher: 0,
  nominal: '50000',
  is_all_module: 1,
  id_module: null,
  id_user_package: null,
  id_product_item: null,
  id_add_on: null,
  start_date: '2026-11-01',
  end_date: '2026-11-30',
};
const voucher = (over: Partial<Voucher>): Voucher => ({ ...base, ...over });

const selection: VoucherSelection = {
  productItem: { id: 7, base: 3_000_000n }, // 1.000.000 x 3 months
  userPackage: { id: 4, base: 900_000n }, // 100.000 x 3 users x 3 months - 0
  addOns: [
    { id: 11, price: 200_000n },
    { id: 12, price: 500_000n },
  ],
  orderTotal: 3_900_000n,
};

describe('discountOn', () => {
  it('fixed: the nominal, capped at the base', () => {
    expect(discountOn(voucher({ nominal: '50000' }), 1_000_000n)).toBe(50_000n);
    expect(discountOn(voucher({ nominal: '1500000' }), 1_000_000n)).toBe(1_000_000n); // 1.500.000 > base -> base
    expect(discountOn(voucher({ nominal: '50000' }), 0n)).toBe(0n);
  });

  it('two percent tiers: base 1.000.000, 10|5 -> d1 100.000, d2 5% of 900.000 = 45.000, total 145.000', () => {
    expect(discountOn(voucher({ type_voucher: 1, nominal: '10|5' }), 1_000_000n)).toBe(145_000n);
  });

  it('one tier, and rounding half up to the rupiah', () => {
    expect(discountOn(voucher({ type_voucher: 1, nominal: '10' }), 1_000_000n)).toBe(100_000n);
    // 15% of 10 = 1.5 -> 2 (half up)
    expect(discountOn(voucher({ type_voucher: 1, nominal: '15' }), 10n)).toBe(2n);
    // 15% of 13 = 1.95 -> 2; then 15% of (13 - 2) = 1.65 -> 2; total 4
    expect(discountOn(voucher({ type_voucher: 1, nominal: '15|15' }), 13n)).toBe(4n);
    // 5% of 10 = 0.5 -> 1; 10% of 9 = 0.9 -> 1; total 2
    expect(discountOn(voucher({ type_voucher: 1, nominal: '5|10' }), 10n)).toBe(2n);
  });

  it('percents at or above 100 are capped at the base', () => {
    expect(discountOn(voucher({ type_voucher: 1, nominal: '100|50' }), 800n)).toBe(800n); // 800 + 50% of 0
    expect(discountOn(voucher({ type_voucher: 1, nominal: '999' }), 800n)).toBe(800n);
    expect(discountOn(voucher({ type_voucher: 1, nominal: '60|60' }), 1000n)).toBe(840n); // 600 + 60% of 400 = 240
  });

  it('never exceeds its base and is never negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1000n, max: 10n ** 18n }),
        fc.oneof(
          fc
            .bigInt({ min: 0n, max: 10n ** 12n - 1n })
            .map((n) => voucher({ type_voucher: 0, nominal: String(n) })),
          fc
            .array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 2 })
            .map((t) => voucher({ type_voucher: 1, nominal: formatPercentTiers(t) })),
        ),
        (b, v) => {
          const d = discountOn(v, b);
          expect(d >= 0n).toBe(true);
          expect(d <= (b > 0n ? b : 0n)).toBe(true);
        },
      ),
    );
  });
});

describe('percent tiers', () => {
  it('parses and formats', () => {
    expect(parsePercentTiers('10|5')).toEqual([10, 5]);
    expect(parsePercentTiers('25')).toEqual([25]);
    expect(formatPercentTiers([10, 5])).toBe('10|5');
    expect(() => parsePercentTiers('10|')).toThrow(RangeError);
    expect(() => parsePercentTiers('1000')).toThrow(RangeError); // 4 digits, the input allows 3
    expect(() => parsePercentTiers('2.5')).toThrow(RangeError);
    expect(isValidPercentNominal('10|5')).toBe(true);
    expect(isValidPercentNominal('10|5|1')).toBe(false); // at most 2 tiers
    expect(isValidPercentNominal('')).toBe(false);
  });

  it('nominalDisplay: the list text', () => {
    expect(nominalDisplay(voucher({ type_voucher: 0, nominal: '50000' }))).toBe('Rp. 50.000');
    expect(nominalDisplay(voucher({ type_voucher: 1, nominal: '10|5' }))).toBe('10% + 5%');
    expect(nominalDisplay(voucher({ type_voucher: 1, nominal: '20' }))).toBe('20%');
  });
});

describe('checkVoucher: validity', () => {
  it('is usable on its end date and expired the day after', () => {
    expect(checkVoucher(voucher({}), selection, '2026-11-30').ok).toBe(true);
    expect(checkVoucher(voucher({}), selection, '2026-12-01')).toEqual({
      ok: false,
      message: 'Sorry, Voucher diskon Expired!',
    });
  });

  it('does not check start_date (the spec checks end_date only)', () => {
    expect(checkVoucher(voucher({}), selection, '2026-10-01').ok).toBe(true);
  });
});

describe('checkVoucher: scope', () => {
  it('order voucher: base = the total before it', () => {
    // 10% of 3.900.000 = 390.000
    expect(checkVoucher(voucher({ type_voucher: 1, nominal: '10' }), selection, '2026-11-15')).toEqual({
      ok: true,
      scope: 'order',
      discount: 390_000n,
      message: 'Voucher bisa digunakan untuk Orderan ini. kamu mendapat potongan harga Rp. 390.000',
    });
  });

  it('product voucher: a specific product or any (0)', () => {
    const forProduct = voucher({ is_all_module: 0, id_module: 2, id_product_item: '7' });
    expect(checkVoucher(forProduct, selection, '2026-11-15')).toEqual({
      ok: true,
      scope: 'product',
      discount: 50_000n,
      message: 'kamu mendapat potongan harga produk sebanyak Rp. 50.000',
    });
    expect(checkVoucher({ ...forProduct, id_product_item: '0' }, selection, '2026-11-15').ok).toBe(true);
    expect(checkVoucher({ ...forProduct, id_product_item: '8' }, selection, '2026-11-15')).toEqual({
      ok: false,
      message: 'Sorry, Voucher diskon tidak bisa digunakan untuk product yg kamu pilih',
    });
    expect(checkVoucher(forProduct, { ...selection, productItem: null }, '2026-11-15').ok).toBe(false);
    expect(checkVoucher({ ...forProduct, id_product_item: null }, selection, '2026-11-15').ok).toBe(false);
  });

  it('user package voucher: base = price x qty x months - disc', () => {
    const forPackage = voucher({
      is_all_module: 0,
      id_module: 1,
      id_user_package: '0',
      type_voucher: 1,
      nominal: '10|5',
    });
    // 900.000: d1 = 90.000, d2 = 5% of 810.000 = 40.500, total 130.500
    expect(checkVoucher(forPackage, selection, '2026-11-15')).toEqual({
      ok: true,
      scope: 'user_package',
      discount: 130_500n,
      message: 'kamu mendapat potongan harga user package sebanyak Rp. 130.500',
    });
    expect(checkVoucher({ ...forPackage, id_user_package: '5' }, selection, '2026-11-15')).toEqual({
      ok: false,
      message: VOUCHER_MESSAGES.notForUserPackage,
    });
  });

  it('add-on voucher: base = that add-on price, only if it is on the order', () => {
    const forAddOn = voucher({
      is_all_module: 0,
      id_module: 3,
      id_add_on: '11',
      type_voucher: 1,
      nominal: '50',
    });
    // 50% of 200.000 = 100.000
    expect(checkVoucher(forAddOn, selection, '2026-11-15')).toEqual({
      ok: true,
      scope: 'add_on',
      discount: 100_000n,
      addOnId: '11',
      message: 'kamu mendapat potongan harga add on sebanyak Rp. 100.000',
    });
    // '0': any add-on; the dearest (500.000) is the base -> 250.000
    expect(checkVoucher({ ...forAddOn, id_add_on: '0' }, selection, '2026-11-15')).toMatchObject({
      discount: 250_000n,
      addOnId: '12',
    });
    expect(checkVoucher({ ...forAddOn, id_add_on: '13' }, selection, '2026-11-15')).toEqual({
      ok: false,
      message: 'Sorry, Voucher diskon tidak bisa digunakan untuk add on yg kamu pilih',
    });
    expect(checkVoucher(forAddOn, { ...selection, addOns: [] }, '2026-11-15').ok).toBe(false);
  });

  it('add-on voucher comes off the product line, so it is capped at the product base too', () => {
    const forAddOn = voucher({ is_all_module: 0, id_module: 3, id_add_on: '12', nominal: '500000' });
    const cheapProduct = { ...selection, productItem: { id: 7, base: 300_000n } };
    expect(checkVoucher(forAddOn, cheapProduct, '2026-11-15')).toMatchObject({ discount: 300_000n }); // min(500.000, 300.000)
  });

  it('a voucher for no module is refused', () => {
    expect(checkVoucher(voucher({ is_all_module: 0, id_module: null }), selection, '2026-11-15')).toEqual({
      ok: false,
      message: VOUCHER_MESSAGES.notForProduct,
    });
  });
});

describe('generateVoucherCode', () => {
  it('is 8 characters of A-Z and 2-9, determined by the random source', () => {
    expect(generateVoucherCode(() => 0)).toBe('AAAAAAAA');
    expect(generateVoucherCode(() => 0.999999)).toBe('99999999');
    let i = 0;
    const seq = [0, 25 / 34, 26 / 34, 33 / 34];
    expect(generateVoucherCode(() => seq[i++ % 4] ?? 0)).toBe('AZ29AZ29');
  });

  it('never yields 0, 1 or lower case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 8,
          maxLength: 8,
        }),
        (values) => {
          let i = 0;
          const code = generateVoucherCode(() => values[i++] ?? 0);
          expect(code).toMatch(/^[A-Z2-9]{8}$/);
          expect([...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c))).toBe(true);
        },
      ),
    );
  });

  it('refuses a source outside [0, 1)', () => {
    expect(() => generateVoucherCode(() => 1)).toThrow(RangeError);
    expect(() => generateVoucherCode(() => -0.1)).toThrow(RangeError);
  });
});

describe("a stored voucher's scope (spec section 9)", () => {
  it("is the order for an all-module voucher, else its module's line; nothing for an unknown module", () => {
    expect(voucherScope({ is_all_module: 1, id_module: 2 })).toBe('order');
    expect(voucherScope({ is_all_module: 0, id_module: 1 })).toBe('user_package');
    expect(voucherScope({ is_all_module: 0, id_module: 2 })).toBe('product');
    expect(voucherScope({ is_all_module: 0, id_module: 3 })).toBe('add_on');
    expect(voucherScope({ is_all_module: 0, id_module: null })).toBeNull();
    expect(voucherScope({ is_all_module: 0, id_module: 4 })).toBeNull();
    expect([0, 1, 3, 4].map(voucherModuleOf)).toEqual([null, 1, 3, null]);
  });
});
