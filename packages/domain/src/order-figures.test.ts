import { describe, expect, it } from 'vitest';
import { orderFigures, productAddOns, storedFigures, type OrderFiguresInput } from './order-figures.ts';
import type { Voucher } from './vouchers.ts';

const addOnVoucher: Voucher = {
  type_voucher: 0,
  nominal: '150000',
  is_all_module: 0,
  id_module: 3,
  id_user_package: null,
  id_product_item: null,
  id_add_on: '0',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};

// product 1.000.000 x 3 = 3.000.000; user package 100.000 x 5 x 3 = 1.500.000; storage 50.000 x 1 x 3 = 150.000;
// one extra 200.000; total 4.850.000.
const input: OrderFiguresInput = {
  today: '2026-03-10',
  totalMonth: 3,
  product: { id: 7, price: 1_000_000n, addOnIds: [11] },
  userPackage: { id: 4, price: 100_000n, qty: 5, disc: 0n },
  storage: { price: 50_000n, qty: 1, disc: 0n },
  extras: [{ price: 200_000n, disc: 0n }],
  addOns: [
    { id: 11, price: 400_000n },
    { id: 12, price: 900_000n },
  ],
  voucher: null,
  previous: null,
};

describe('orderFigures for a new order', () => {
  it('covers today .. today + 3 months - 1 day and prices the lines: 3.000.000 + 1.500.000 + 150.000 + 200.000 = 4.850.000', () => {
    const f = orderFigures(input);
    expect(f.start_period).toBe('2026-03-10');
    expect(f.end_period).toBe('2026-06-09');
    expect(f.upgrade).toBeNull();
    expect(storedFigures(f)).toEqual({
      price_product_item: 3_000_000n,
      price_user_package: 1_500_000n,
      price_storage_package: 150_000n,
      price_extra_package: 200_000n,
      voucher_discount: 0n,
      total_price: 4_850_000n,
      previous_total: 0n,
      total_prorate: 0n,
      sisa_bayar: 0n,
    });
  });

  it("an add-on voucher only sees the product's own add-ons: add-on 12 (900.000) is not the product's, so 11 is the base", () => {
    expect(productAddOns(input).map((a) => a.id)).toEqual([11]);
    const f = orderFigures({ ...input, voucher: addOnVoucher });
    // 150.000 off the product line: 3.000.000 - 150.000 = 2.850.000; total 4.850.000 - 150.000 = 4.700.000
    expect(f.prices.price_product_item).toBe(2_850_000n);
    expect(f.prices.total_price).toBe(4_700_000n);
  });

  it('without the product chosen, no add-on counts and the add-on voucher is refused', () => {
    const f = orderFigures({ ...input, product: null, voucher: addOnVoucher });
    expect(f.prices.voucher_error).toBe(
      'Sorry, Voucher diskon tidak bisa digunakan untuk add on yg kamu pilih',
    );
  });
});

describe('orderFigures for an upgrade', () => {
  // Previous order 2026-01-01 .. 2026-12-31 (12 months, 365 days) that billed 16.000.000.
  const previous = {
    start_period: '2026-01-01',
    end_period: '2026-12-31',
    total_month: 12,
    total_price: 16_000_000n,
  };

  it('covers today .. the previous end_period and prorates the full-period lines', () => {
    // today 2026-07-01: used 181, remaining 184 of 365.
    // new total (12 months): 1.000.000 x 12 + 100.000 x 5 x 12 + 50.000 x 12 + 200.000 = 12.000.000 + 6.000.000 + 600.000 + 200.000 = 18.800.000
    // old prorate = ceil(16.000.000 x 181 / 365) = ceil(7.934.246,58) = 7.934.247
    // new package = ceil(18.800.000 x 184 / 365) = ceil(9.477.260,27) = 9.477.261
    // total prorate = 9.477.261 + 7.934.247 = 17.411.508; sisa bayar = 17.411.508 - 16.000.000 = 1.411.508
    const f = orderFigures({ ...input, today: '2026-07-01', totalMonth: 12, previous });
    expect(f.start_period).toBe('2026-07-01');
    expect(f.end_period).toBe('2026-12-31');
    expect(storedFigures(f)).toMatchObject({
      total_price: 18_800_000n,
      previous_total: 16_000_000n,
      total_prorate: 17_411_508n,
      sisa_bayar: 1_411_508n,
    });
    // product ceil(12.000.000 x 184 / 365) = 6.049.316; users ceil(6.000.000 x 184 / 365) = ceil(3.024.657,53) = 3.024.658;
    // storage ceil(600.000 x 184 / 365) = 302.466; extra ceil(200.000 x 184 / 365) = ceil(100.821,92) = 100.822;
    // sum 9.477.262, one more than 9.477.261: Pembulatan -1
    expect(f.upgrade?.lines.map((line) => [line.key, line.amount])).toEqual([
      ['product', 6_049_316n],
      ['user_package', 3_024_658n],
      ['storage', 302_466n],
      ['extra:0', 100_822n],
      ['pembulatan', -1n],
    ]);
  });

  it('prorates the order-level voucher as its own negative line', () => {
    const orderVoucher = {
      ...addOnVoucher,
      is_all_module: 1 as const,
      id_module: null,
      id_add_on: null,
      nominal: '800000',
    };
    // new total 18.800.000 - 800.000 = 18.000.000; ceil(18.000.000 x 184 / 365) = ceil(9.073.972,60) = 9.073.973
    // voucher -ceil(800.000 x 184 / 365) = -ceil(403.287,67) = -403.288
    // lines 6.049.316 + 3.024.658 + 302.466 + 100.822 - 403.288 = 9.073.974 -> Pembulatan -1
    const f = orderFigures({
      ...input,
      today: '2026-07-01',
      totalMonth: 12,
      previous,
      voucher: orderVoucher,
    });
    expect(f.upgrade?.new_prorated).toBe(9_073_973n);
    expect(f.upgrade?.lines.slice(-2)).toEqual([
      { key: 'voucher', full: -800_000n, amount: -403_288n },
      { key: 'pembulatan', full: 0n, amount: -1n },
    ]);
  });
});

describe('orderFigures for a renewal (decisions.md "Subscriptions")', () => {
  // Renewing an order that ends 2026-04-30, made on 2026-03-10: priced that day like the new order above
  // (4.850.000, no proration), covering 3 months from the day after the renewed order's end.
  const renewal = { ...input, renews: { end_period: '2026-04-30' } };

  it('prices today as a new order: 4.850.000, previous_total, total_prorate and sisa_bayar 0', () => {
    const f = orderFigures(renewal);
    expect(f.upgrade).toBeNull();
    expect(storedFigures(f)).toEqual(storedFigures(orderFigures(input)));
    expect(storedFigures(f).total_price).toBe(4_850_000n);
    expect(storedFigures(f).sisa_bayar).toBe(0n);
  });

  it('runs 2026-05-01 .. 2026-07-31, whatever day it is made on', () => {
    expect(orderFigures(renewal)).toMatchObject({ start_period: '2026-05-01', end_period: '2026-07-31' });
    // Made after the renewed order ended (an ended subscription renewed late): the same period.
    expect(orderFigures({ ...renewal, today: '2026-06-15' })).toMatchObject({
      start_period: '2026-05-01',
      end_period: '2026-07-31',
    });
  });
});
