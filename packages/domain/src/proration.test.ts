import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, endPeriodOf } from './dates.ts';
import { isProratedUpgrade, prorateUpgrade, type PreviousOrder, type UpgradeInput } from './proration.ts';

// A 12-month order from 2026-01-01 to 2026-12-31: totalDays = 2027-01-01 - 2026-01-01 = 365.
// Previous total = 12.000.000 + 3.000.000 + 600.000 + 400.000 = 16.000.000.
const previous: PreviousOrder = {
  start_period: '2026-01-01',
  end_period: '2026-12-31',
  total_month: 12,
  price_product_item: 12_000_000n,
  price_user_package: 3_000_000n,
  price_storage_package: 600_000n,
  price_extra_package: 400_000n,
};
const upgrade: UpgradeInput = {
  previous,
  today: '2026-07-01',
  newTotal: 20_000_000n,
  totalMonth: 12,
  userPackage: { price: 25_000n, qty: 10, disc: 100_000n }, // 25.000 x 10 x 12 = 3.000.000 full period
  storage: null,
};

describe('prorateUpgrade mid-period (today 2026-07-01)', () => {
  const f = prorateUpgrade(upgrade);

  it('counts days: used 181 (Jan..Jun), remaining 184 (Jul..Dec), total 365', () => {
    expect(f).toMatchObject({
      end_date: '2027-01-01',
      used_days: 181,
      remaining_days: 184,
      total_days: 365,
      is_prorated: true,
    });
    expect(f.start_period).toBe('2026-07-01');
    expect(f.end_period).toBe('2026-12-31');
  });

  it('old prorate = ceil(16.000.000 x 181 / 365) = ceil(7.934.246,58) = 7.934.247', () => {
    expect(f.previous_total).toBe(16_000_000n);
    expect(f.old_prorate).toBe(7_934_247n);
  });

  it('total prorate = ceil(20.000.000 x 184 / 365) + 7.934.247 = 10.082.192 + 7.934.247 = 18.016.439', () => {
    expect(f.total_prorate).toBe(18_016_439n);
  });

  it('sisa bayar = 18.016.439 - 16.000.000 = 2.016.439, all of it due', () => {
    expect(f.sisa_bayar).toBe(2_016_439n);
    expect(f.amount_due).toBe(2_016_439n);
  });

  it('user package line = ceil(3.000.000 x 184 / 365) - 100.000 = 1.512.329 - 100.000 = 1.412.329', () => {
    expect(f.price_user_package).toBe(1_412_329n);
    expect(f.price_storage_package).toBe(0n); // no storage
  });
});

describe('prorateUpgrade edge cases', () => {
  it('a cheaper new order leaves a credit: ceil(1.000.000 x 184 / 365) + 7.934.247 - 16.000.000 = -7.561.643', () => {
    const f = prorateUpgrade({ ...upgrade, newTotal: 1_000_000n });
    expect(f.total_prorate).toBe(504_110n + 7_934_247n);
    expect(f.sisa_bayar).toBe(-7_561_643n);
    expect(f.amount_due).toBe(0n);
  });

  it("on the previous order's last day: remaining 1, used 364, still prorated", () => {
    const f = prorateUpgrade({ ...upgrade, today: '2026-12-31' });
    expect(f).toMatchObject({ remaining_days: 1, used_days: 364, is_prorated: true });
    // old = ceil(16.000.000 x 364 / 365) = 15.956.165; new = ceil(20.000.000 x 1 / 365) = 54.795
    expect(f.total_prorate).toBe(15_956_165n + 54_795n);
    expect(f.sisa_bayar).toBe(10_960n);
    // ceil(3.000.000 / 365) = 8.220, minus a 100.000 disc -> 0, never negative
    expect(f.price_user_package).toBe(0n);
  });

  it('the day after (today = end_period + 1): not prorated, all amounts 0', () => {
    const f = prorateUpgrade({ ...upgrade, today: '2027-01-01' });
    expect(f).toMatchObject({
      is_prorated: false,
      remaining_days: 0,
      previous_total: 0n,
      old_prorate: 0n,
      total_prorate: 0n,
      sisa_bayar: 0n,
      amount_due: 0n,
      price_user_package: 0n,
      price_storage_package: 0n,
    });
    expect(prorateUpgrade({ ...upgrade, today: '2027-03-01' }).total_prorate).toBe(0n);
  });

  it('on the first day: used 0, old prorate 0', () => {
    const f = prorateUpgrade({ ...upgrade, today: '2026-01-01' });
    expect(f).toMatchObject({
      used_days: 0,
      remaining_days: 365,
      old_prorate: 0n,
      total_prorate: 20_000_000n,
      sisa_bayar: 4_000_000n,
    });
  });

  it('before the previous order starts: used is 0, not negative', () => {
    expect(prorateUpgrade({ ...upgrade, today: '2025-12-25' }).used_days).toBe(0);
  });

  it('31 January + 1 month: a period 2025-01-31..2025-02-27 has totalDays = 2025-02-28 - 2025-01-31 = 28', () => {
    const jan = {
      ...previous,
      start_period: '2025-01-31',
      end_period: endPeriodOf('2025-01-31', 1),
      total_month: 1,
    };
    const f = prorateUpgrade({ ...upgrade, previous: jan, today: '2025-02-14' });
    expect(f).toMatchObject({ total_days: 28, used_days: 14, remaining_days: 14, end_date: '2025-02-28' });
  });

  it('leap year: 2024-02-01 for 1 month has totalDays 29', () => {
    const feb = { ...previous, start_period: '2024-02-01', end_period: '2024-02-29', total_month: 1 };
    expect(prorateUpgrade({ ...upgrade, previous: feb, today: '2024-02-10' }).total_days).toBe(29);
  });

  it('refuses a previous order of 0 months', () => {
    expect(() => prorateUpgrade({ ...upgrade, previous: { ...previous, total_month: 0 } })).toThrow(
      RangeError,
    );
  });
});

describe('prorateUpgrade invariants', () => {
  const money = fc.bigInt({ min: 0n, max: 10n ** 16n });
  const scenario = fc.record({
    startOffset: fc.integer({ min: 0, max: 3650 }),
    totalMonth: fc.integer({ min: 1, max: 36 }),
    todayOffset: fc.integer({ min: -40, max: 1200 }),
    prices: fc.tuple(money, money, money, money),
    newTotal: money,
    line: fc.record({
      price: fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }),
      qty: fc.integer({ min: 0, max: 1000 }),
      disc: fc.bigInt({ min: 0n, max: 10n ** 17n }),
    }),
  });

  it('used + remaining = totalDays inside the period; amounts are whole, non-negative where they must be', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const start = addDays('2024-01-01', s.startOffset);
        const prev: PreviousOrder = {
          start_period: start,
          end_period: endPeriodOf(start, s.totalMonth),
          total_month: s.totalMonth,
          price_product_item: s.prices[0],
          price_user_package: s.prices[1],
          price_storage_package: s.prices[2],
          price_extra_package: s.prices[3],
        };
        const today = addDays(start, s.todayOffset);
        const f = prorateUpgrade({
          previous: prev,
          today,
          newTotal: s.newTotal,
          totalMonth: s.totalMonth,
          userPackage: s.line,
          storage: s.line,
        });
        const inside = daysBetween(start, today) >= 0 && daysBetween(today, f.end_date) >= 0; // start <= today <= endDate
        if (inside) expect(f.used_days + f.remaining_days).toBe(f.total_days);
        expect(f.is_prorated).toBe(daysBetween(today, f.end_date) > 0);
        for (const amount of [
          f.previous_total,
          f.old_prorate,
          f.total_prorate,
          f.amount_due,
          f.price_user_package,
          f.price_storage_package,
        ]) {
          expect(typeof amount).toBe('bigint');
          expect(amount >= 0n).toBe(true);
        }
        expect(f.sisa_bayar).toBe(f.total_prorate - f.previous_total);
        expect(f.amount_due).toBe(f.sisa_bayar > 0n ? f.sisa_bayar : 0n);
        if (f.is_prorated && inside) {
          // each prorated share is at most the whole (ceil of x * k / n with k <= n is <= x)
          expect(f.old_prorate <= f.previous_total).toBe(true);
          expect(f.total_prorate - f.old_prorate <= s.newTotal).toBe(true);
        }
      }),
    );
  });
});

describe('isProratedUpgrade (a stored order)', () => {
  const stored = { id_order: 7, previous_total: '16000000', total_prorate: '17500000', sisa_bayar: '1500000' };
  it('is an upgrade whose proration ran when it names a previous order and any upgrade figure is not 0', () => {
    expect(isProratedUpgrade(stored)).toBe(true);
    // Sisa Bayar below 0 (a cheaper upgrade) still counts.
    expect(isProratedUpgrade({ ...stored, total_prorate: '15000000', sisa_bayar: '-1000000' })).toBe(true);
  });
  it('is not when the previous order had ended (all three 0) or there is no previous order', () => {
    expect(isProratedUpgrade({ ...stored, previous_total: '0', total_prorate: '0', sisa_bayar: '0' })).toBe(false);
    expect(isProratedUpgrade({ ...stored, id_order: null })).toBe(false);
  });
});
