import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, endPeriodOf } from './dates.ts';
import { isProratedUpgrade, prorateUpgrade, type PreviousOrder, type UpgradeInput } from './proration.ts';

// A 12-month order from 2026-01-01 to 2026-12-31: totalDays = 2027-01-01 - 2026-01-01 = 365. Its lines summed
// to 16.000.000 and an order-level voucher took 700.000 off, so it billed (total_price) 15.300.000.
const previous: PreviousOrder = {
  start_period: '2026-01-01',
  end_period: '2026-12-31',
  total_month: 12,
  total_price: 15_300_000n,
};
// The new order over its full 12 months: 12.000.000 + 3.500.000 + 600.000 + 400.000 - 500.000 = 16.000.000.
const upgrade: UpgradeInput = {
  previous,
  today: '2026-07-01',
  newLines: [
    { key: 'product', amount: 12_000_000n },
    { key: 'user_package', amount: 3_500_000n },
    { key: 'storage', amount: 600_000n },
    { key: 'extra:0', amount: 400_000n },
  ],
  orderDiscount: 500_000n,
};
const sum = (lines: { amount: bigint }[]) => lines.reduce((total, line) => total + line.amount, 0n);

describe('prorateUpgrade mid-period (today 2026-07-01), the previous order with an order-level voucher', () => {
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

  it("Total Harga Sebelumnya is the previous order's total_price, 15.300.000 (not its lines' 16.000.000)", () => {
    expect(f.previous_total).toBe(15_300_000n);
  });

  it('old prorate = ceil(15.300.000 x 181 / 365) = ceil(7.587.123,29) = 7.587.124', () => {
    expect(f.old_prorate).toBe(7_587_124n);
  });

  it('new package for 184 days = ceil(16.000.000 x 184 / 365) = ceil(8.065.753,42) = 8.065.754', () => {
    expect(f.new_total).toBe(16_000_000n);
    expect(f.new_prorated).toBe(8_065_754n);
  });

  it('line by line, each rounded up, the voucher as a negative line, and a Pembulatan of -1', () => {
    // product      ceil(12.000.000 x 184 / 365) = ceil(6.049.315,07) = 6.049.316
    // user package ceil( 3.500.000 x 184 / 365) = ceil(1.764.383,56) = 1.764.384
    // storage      ceil(   600.000 x 184 / 365) = ceil(  302.465,75) =   302.466
    // extra        ceil(   400.000 x 184 / 365) = ceil(  201.643,84) =   201.644
    // voucher     -ceil(   500.000 x 184 / 365) = -ceil( 252.054,79) =  -252.055
    // sum 8.065.755; 8.065.754 - 8.065.755 = -1 -> Pembulatan -1
    expect(f.lines).toEqual([
      { key: 'product', full: 12_000_000n, amount: 6_049_316n },
      { key: 'user_package', full: 3_500_000n, amount: 1_764_384n },
      { key: 'storage', full: 600_000n, amount: 302_466n },
      { key: 'extra:0', full: 400_000n, amount: 201_644n },
      { key: 'voucher', full: -500_000n, amount: -252_055n },
      { key: 'pembulatan', full: 0n, amount: -1n },
    ]);
    expect(sum(f.lines)).toBe(f.new_prorated);
  });

  it('total prorate = 8.065.754 + 7.587.124 = 15.652.878; sisa bayar = 15.652.878 - 15.300.000 = 352.878, all due', () => {
    expect(f.total_prorate).toBe(15_652_878n);
    expect(f.sisa_bayar).toBe(352_878n);
    expect(f.amount_due).toBe(352_878n);
  });
});

describe('prorateUpgrade without a voucher', () => {
  it('lines that prorate exactly need no Pembulatan: 7.300.000 and 3.650.000 x 184 / 365 = 3.680.000 and 1.840.000', () => {
    const f = prorateUpgrade({
      ...upgrade,
      newLines: [
        { key: 'product', amount: 7_300_000n },
        { key: 'user_package', amount: 3_650_000n },
      ],
      orderDiscount: 0n,
    });
    // new = 10.950.000 x 184 / 365 = 5.520.000 exactly
    expect(f.lines).toEqual([
      { key: 'product', full: 7_300_000n, amount: 3_680_000n },
      { key: 'user_package', full: 3_650_000n, amount: 1_840_000n },
    ]);
    expect(f.new_prorated).toBe(5_520_000n);
    // 5.520.000 + 7.587.124 = 13.107.124; 13.107.124 - 15.300.000 = -2.192.876: the client's credit, nothing due
    expect(f.total_prorate).toBe(13_107_124n);
    expect(f.sisa_bayar).toBe(-2_192_876n);
    expect(f.amount_due).toBe(0n);
  });

  it('rounding up each line can overshoot: 6.049.316 + 1.512.329 = 7.561.645 against ceil(15.000.000 x 184 / 365) = 7.561.644', () => {
    const f = prorateUpgrade({
      ...upgrade,
      newLines: [
        { key: 'product', amount: 12_000_000n },
        { key: 'user_package', amount: 3_000_000n },
      ],
      orderDiscount: 0n,
    });
    expect(f.lines.map((line) => [line.key, line.amount])).toEqual([
      ['product', 6_049_316n],
      ['user_package', 1_512_329n],
      ['pembulatan', -1n],
    ]);
    expect(f.new_prorated).toBe(7_561_644n);
  });
});

describe('prorateUpgrade edge cases', () => {
  it("on the previous order's last day: remaining 1, used 364, still prorated", () => {
    const f = prorateUpgrade({ ...upgrade, today: '2026-12-31' });
    expect(f).toMatchObject({ remaining_days: 1, used_days: 364, is_prorated: true });
    // old = ceil(15.300.000 x 364 / 365) = ceil(15.258.082,19) = 15.258.083; new = ceil(16.000.000 / 365) = 43.836
    expect(f.old_prorate).toBe(15_258_083n);
    expect(f.new_prorated).toBe(43_836n);
    expect(f.sisa_bayar).toBe(15_258_083n + 43_836n - 15_300_000n);
  });

  it('the day after (today = end_period + 1), a stored upgrade of an ended order: not prorated, all 0', () => {
    const f = prorateUpgrade({ ...upgrade, today: '2027-01-01' });
    expect(f).toMatchObject({
      is_prorated: false,
      remaining_days: 0,
      lines: [],
      new_prorated: 0n,
      previous_total: 0n,
      old_prorate: 0n,
      total_prorate: 0n,
      sisa_bayar: 0n,
      amount_due: 0n,
    });
  });

  it('on the first day: used 0, old prorate 0, the full new total', () => {
    const f = prorateUpgrade({ ...upgrade, today: '2026-01-01' });
    // 16.000.000 - 15.300.000 = 700.000; every line prorates exactly (365 / 365), no Pembulatan
    expect(f).toMatchObject({
      used_days: 0,
      remaining_days: 365,
      old_prorate: 0n,
      total_prorate: 16_000_000n,
      sisa_bayar: 700_000n,
    });
    expect(f.lines.map((line) => line.key)).not.toContain('pembulatan');
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

  it('refuses a previous order of 0 months and negative amounts', () => {
    expect(() => prorateUpgrade({ ...upgrade, previous: { ...previous, total_month: 0 } })).toThrow(
      RangeError,
    );
    expect(() => prorateUpgrade({ ...upgrade, orderDiscount: 20_000_000n })).toThrow(RangeError);
  });
});

describe('prorateUpgrade invariants', () => {
  const money = fc.bigInt({ min: 0n, max: 10n ** 15n });
  const scenario = fc.record({
    startOffset: fc.integer({ min: 0, max: 3650 }),
    totalMonth: fc.integer({ min: 1, max: 36 }),
    todayOffset: fc.integer({ min: -40, max: 1200 }),
    previousTotal: money,
    lines: fc.array(money, { minLength: 1, maxLength: 8 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
  });

  it('the lines always sum to newProrated; used + remaining = totalDays inside the period; Sisa Bayar = Total Prorate - previous', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const start = addDays('2024-01-01', s.startOffset);
        const prev: PreviousOrder = {
          start_period: start,
          end_period: endPeriodOf(start, s.totalMonth),
          total_month: s.totalMonth,
          total_price: s.previousTotal,
        };
        const today = addDays(start, s.todayOffset);
        const gross = s.lines.reduce((a, b) => a + b, 0n);
        const orderDiscount = (gross * BigInt(s.discountShare)) / 100n;
        const f = prorateUpgrade({
          previous: prev,
          today,
          newLines: s.lines.map((amount, index) => ({ key: `extra:${index}`, amount })),
          orderDiscount,
        });
        expect(sum(f.lines)).toBe(f.new_prorated);
        expect(f.lines.filter((line) => line.key === 'pembulatan').length).toBeLessThanOrEqual(1);
        const inside = daysBetween(start, today) >= 0 && daysBetween(today, f.end_date) >= 0;
        if (inside) expect(f.used_days + f.remaining_days).toBe(f.total_days);
        expect(f.is_prorated).toBe(daysBetween(today, f.end_date) > 0);
        expect(f.total_prorate).toBe(f.new_prorated + f.old_prorate);
        expect(f.sisa_bayar).toBe(f.total_prorate - f.previous_total);
        expect(f.amount_due).toBe(f.sisa_bayar > 0n ? f.sisa_bayar : 0n);
        if (f.is_prorated && inside) {
          // a share of whole rupiah, rounded up, is at most the whole (ceil(x k / n) <= x for k <= n)
          expect(f.old_prorate <= f.previous_total).toBe(true);
          expect(f.new_prorated <= gross - orderDiscount).toBe(true);
          // each rounded line is off its exact share by less than a rupiah, so Pembulatan is under one rupiah a line
          const rounding = f.lines.find((line) => line.key === 'pembulatan')?.amount ?? 0n;
          expect(rounding < 0n ? -rounding : rounding).toBeLessThanOrEqual(BigInt(f.lines.length));
        }
      }),
    );
  });
});

describe('isProratedUpgrade (a stored order)', () => {
  const stored = {
    id_order: 7,
    previous_total: '16000000',
    total_prorate: '17500000',
    sisa_bayar: '1500000',
  };
  it('is an upgrade whose proration ran when it names a previous order and any upgrade figure is not 0', () => {
    expect(isProratedUpgrade(stored)).toBe(true);
    expect(isProratedUpgrade({ ...stored, total_prorate: '15000000', sisa_bayar: '-1000000' })).toBe(true);
  });
  it('is not when the previous order had ended (all three 0) or there is no previous order', () => {
    expect(isProratedUpgrade({ ...stored, previous_total: '0', total_prorate: '0', sisa_bayar: '0' })).toBe(
      false,
    );
    expect(isProratedUpgrade({ ...stored, id_order: null })).toBe(false);
  });
});
