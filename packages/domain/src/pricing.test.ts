import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  extrasAmount,
  lineGross,
  priceOrder,
  quantityLineAmount,
  type OrderPricingInput,
} from './pricing.ts';
import type { Voucher } from './vouchers.ts';

const voucher = (over: Partial<Voucher>): Voucher => ({
  type_voucher: 0,
  nominal: '50000',
  is_all_module: 1,
  id_module: null,
  id_user_package: null,
  id_product_item: null,
  id_add_on: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  ...over,
});

// product 1.000.000/month x 3 = 3.000.000
// user package 100.000 x 5 users x 3 = 1.500.000 - disc 100.000 = 1.400.000
// storage 50.000 x 2 x 3 = 300.000 - disc 0 = 300.000
// extras (200.000 - 20.000) + (100.000 - 0) = 280.000
// total 3.000.000 + 1.400.000 + 300.000 + 280.000 = 4.980.000
const order: OrderPricingInput = {
  totalMonth: 3,
  product: { id: 7, price: 1_000_000n },
  userPackage: { id: 4, price: 100_000n, qty: 5, disc: 100_000n },
  storage: { price: 50_000n, qty: 2, disc: 0n },
  extras: [
    { price: 200_000n, disc: 20_000n },
    { price: 100_000n, disc: 0n },
  ],
  addOns: [{ id: 11, price: 400_000n }],
  voucher: null,
  today: '2026-11-15',
};

describe('priceOrder without a voucher', () => {
  it('prices each line and sums them: 3.000.000 + 1.400.000 + 300.000 + 280.000 = 4.980.000', () => {
    expect(priceOrder(order)).toEqual({
      price_product_item: 3_000_000n,
      price_user_package: 1_400_000n,
      price_storage_package: 300_000n,
      price_extra_package: 280_000n,
      voucher_discount: 0n,
      total_price: 4_980_000n,
      voucher_scope: null,
      voucher_amount: 0n,
      voucher_message: null,
      voucher_error: null,
    });
  });

  it('does not price add-ons into the total (they are recorded on the order)', () => {
    expect(priceOrder({ ...order, addOns: [] }).total_price).toBe(4_980_000n);
  });

  it('caps a line discount at its line and ignores a negative one', () => {
    // 100.000 x 5 x 3 = 1.500.000, disc 2.000.000 -> line 0
    expect(quantityLineAmount({ price: 100_000n, qty: 5, disc: 2_000_000n }, 3)).toBe(0n);
    expect(quantityLineAmount({ price: 100_000n, qty: 5, disc: -1n }, 3)).toBe(1_500_000n);
    expect(extrasAmount([{ price: 10n, disc: 50n }])).toBe(0n);
    expect(quantityLineAmount(null, 3)).toBe(0n);
  });

  it('is exact at the limit: 999,999,999,999 x 1,000 x 36 = 35,999,999,999,964,000', () => {
    expect(lineGross(999_999_999_999n, 1000, 36)).toBe(35_999_999_999_964_000n);
    const big = priceOrder({
      ...order,
      userPackage: { id: 4, price: 999_999_999_999n, qty: 1000, disc: 0n },
      totalMonth: 36,
    });
    expect(big.price_user_package).toBe(35_999_999_999_964_000n);
  });

  it('refuses negative prices and fractional counts', () => {
    expect(() => lineGross(-1n, 1, 1)).toThrow(RangeError);
    expect(() => priceOrder({ ...order, totalMonth: 1.5 })).toThrow(RangeError);
  });
});

describe('priceOrder with a voucher', () => {
  it('order voucher: 10|5 on 4.980.000 -> 498.000 + 5% of 4.482.000 = 224.100 -> 722.100', () => {
    const p = priceOrder({ ...order, voucher: voucher({ type_voucher: 1, nominal: '10|5' }) });
    expect(p.voucher_discount).toBe(722_100n);
    expect(p.total_price).toBe(4_980_000n - 722_100n); // 4.257.900
    expect(p.voucher_scope).toBe('order');
    expect(p.voucher_message).toBe(
      'Voucher bisa digunakan untuk Orderan ini. kamu mendapat potongan harga Rp. 722.100',
    );
  });

  it('product voucher comes off the product line: 3.000.000 - 50.000 = 2.950.000', () => {
    const p = priceOrder({
      ...order,
      voucher: voucher({ is_all_module: 0, id_module: 2, id_product_item: '0' }),
    });
    expect(p.price_product_item).toBe(2_950_000n);
    expect(p.voucher_discount).toBe(0n); // not order-level
    expect(p.voucher_amount).toBe(50_000n);
    expect(p.total_price).toBe(4_930_000n);
  });

  it('user package voucher: base after disc_user_package, 10% of 1.400.000 = 140.000', () => {
    const p = priceOrder({
      ...order,
      voucher: voucher({
        is_all_module: 0,
        id_module: 1,
        id_user_package: '4',
        type_voucher: 1,
        nominal: '10',
      }),
    });
    expect(p.price_user_package).toBe(1_260_000n);
    expect(p.total_price).toBe(4_840_000n);
  });

  it('add-on voucher: 25% of the add-on 400.000 = 100.000 off the product line', () => {
    const p = priceOrder({
      ...order,
      voucher: voucher({ is_all_module: 0, id_module: 3, id_add_on: '11', type_voucher: 1, nominal: '25' }),
    });
    expect(p.price_product_item).toBe(2_900_000n);
    expect(p.voucher_scope).toBe('add_on');
    expect(p.total_price).toBe(4_880_000n);
  });

  it('a fixed voucher above its base is capped: 5.000.000 off a 3.000.000 product line leaves 0', () => {
    const p = priceOrder({
      ...order,
      voucher: voucher({ is_all_module: 0, id_module: 2, id_product_item: '7', nominal: '5000000' }),
    });
    expect(p.price_product_item).toBe(0n);
    expect(p.total_price).toBe(1_980_000n);
  });

  it('an unusable voucher gives 0 and the spec message', () => {
    const expired = priceOrder({ ...order, voucher: voucher({ end_date: '2026-11-14' }) });
    expect(expired.total_price).toBe(4_980_000n);
    expect(expired.voucher_error).toBe('Sorry, Voucher diskon Expired!');
    expect(expired.voucher_message).toBe('Sorry, Voucher diskon Expired!');
    const wrongProduct = priceOrder({
      ...order,
      voucher: voucher({ is_all_module: 0, id_module: 2, id_product_item: '8' }),
    });
    expect(wrongProduct.price_product_item).toBe(3_000_000n);
    expect(wrongProduct.voucher_error).toBe(
      'Sorry, Voucher diskon tidak bisa digunakan untuk product yg kamu pilih',
    );
  });

  it('usable on its end date', () => {
    expect(priceOrder({ ...order, voucher: voucher({ end_date: '2026-11-15' }) }).voucher_discount).toBe(
      50_000n,
    );
  });
});

describe('priceOrder invariants', () => {
  const money = (max: bigint) => fc.bigInt({ min: 0n, max });
  const anyVoucher = fc.record({
    type_voucher: fc.constantFrom(0 as const, 1 as const),
    tiers: fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 2 }),
    fixed: money(10n ** 12n - 1n),
    is_all_module: fc.constantFrom(0 as const, 1 as const),
    id_module: fc.constantFrom(1 as const, 2 as const, 3 as const, null),
    target: fc.constantFrom('0', '1', '2'),
    end_date: fc.constantFrom('2026-11-14', '2026-11-15', '2026-11-16'),
  });
  const anyOrder = fc.record({
    totalMonth: fc.integer({ min: 1, max: 36 }),
    productPrice: money(10n ** 11n),
    userPackage: fc.option(
      fc.record({
        price: money(10n ** 12n - 1n),
        qty: fc.integer({ min: 0, max: 1000 }),
        disc: fc.bigInt({ min: -10n, max: 10n ** 17n }),
      }),
    ),
    storage: fc.option(
      fc.record({
        price: money(10n ** 12n - 1n),
        qty: fc.integer({ min: 0, max: 1000 }),
        disc: money(10n ** 17n),
      }),
    ),
    extras: fc.array(fc.record({ price: money(10n ** 12n - 1n), disc: money(10n ** 13n) }), { maxLength: 4 }),
    addOnPrices: fc.array(money(10n ** 11n), { maxLength: 3 }),
    voucher: fc.option(anyVoucher),
  });

  it('no line or total is ever negative; the total is the lines minus the order discount', () => {
    fc.assert(
      fc.property(anyOrder, (o) => {
        const v = o.voucher;
        const p = priceOrder({
          totalMonth: o.totalMonth,
          product: { id: 1, price: o.productPrice },
          userPackage: o.userPackage ? { id: 1, ...o.userPackage } : null,
          storage: o.storage,
          extras: o.extras,
          addOns: o.addOnPrices.map((price, i) => ({ id: i + 1, price })),
          voucher: v
            ? voucher({
                type_voucher: v.type_voucher,
                nominal: v.type_voucher === 0 ? String(v.fixed) : v.tiers.join('|'),
                is_all_module: v.is_all_module,
                id_module: v.id_module,
                id_user_package: v.target,
                id_product_item: v.target,
                id_add_on: v.target,
                end_date: v.end_date,
              })
            : null,
          today: '2026-11-15',
        });
        for (const amount of [
          p.price_product_item,
          p.price_user_package,
          p.price_storage_package,
          p.price_extra_package,
          p.voucher_discount,
          p.total_price,
        ]) {
          expect(typeof amount).toBe('bigint'); // whole rupiah by construction
          expect(amount >= 0n).toBe(true);
        }
        const lines =
          p.price_product_item + p.price_user_package + p.price_storage_package + p.price_extra_package;
        expect(p.total_price).toBe(lines - p.voucher_discount);
        expect(p.voucher_discount <= lines).toBe(true);
        // the voucher never takes more off the product line than that line was before it
        expect(
          p.price_product_item +
            (p.voucher_scope === 'product' || p.voucher_scope === 'add_on' ? p.voucher_amount : 0n),
        ).toBe(o.productPrice * BigInt(o.totalMonth));
        expect((p.voucher_error === null) === (p.voucher_scope !== null || v === null)).toBe(true);
      }),
    );
  });
});
