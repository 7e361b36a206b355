import { describe, expect, it } from 'vitest';
import { annualFromMonthly, monthDays, netMovement, renewalRate, reportMonths } from './mrr.ts';

describe('reportMonths', () => {
  it('ends with the month of the day, oldest first, across a year', () => {
    expect(reportMonths('2026-02-10', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(reportMonths('2026-11-30', 1)).toEqual(['2026-11']);
    expect(reportMonths('2026-03-31', 12)[0]).toBe('2025-04');
    expect(reportMonths('2026-03-31', 36)).toHaveLength(36);
  });
  it('refuses a count below one', () => {
    expect(() => reportMonths('2026-02-10', 0)).toThrow(RangeError);
  });
});

describe('monthDays', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('netMovement', () => {
  it('adds new and expansion and takes off contraction and churn', () => {
    // 1,000,000 new + 250,000 expansion - 100,000 contraction - 400,000 churned = 750,000
    expect(
      netMovement({ new: 1_000_000n, expansion: 250_000n, contraction: 100_000n, churned: 400_000n }),
    ).toBe(750_000n);
    // a month that only lost: -(333,333 + 1,000,000)
    expect(netMovement({ new: 0n, expansion: 0n, contraction: 333_333n, churned: 1_000_000n })).toBe(
      -1_333_333n,
    );
  });
});

describe('renewalRate', () => {
  it('is a percentage with two decimals rounded half up', () => {
    expect(renewalRate(2, 1)).toBe('66.67'); // 66.666...
    expect(renewalRate(1, 2)).toBe('33.33'); // 33.333...
    expect(renewalRate(1, 7)).toBe('12.50'); // 12.5 exactly
    expect(renewalRate(1, 15)).toBe('6.25');
    expect(renewalRate(3, 0)).toBe('100.00');
    expect(renewalRate(0, 4)).toBe('0.00');
    // 1/7 = 14.2857... -> 14.29; 1/8000 = 0.0125 -> 0.01; 1/200 = 0.5 -> 0.50
    expect(renewalRate(1, 6)).toBe('14.29');
    expect(renewalRate(1, 7999)).toBe('0.01');
    expect(renewalRate(1, 199)).toBe('0.50');
  });
  it('is null when nothing ended', () => {
    expect(renewalRate(0, 0)).toBeNull();
  });
  it('refuses counts that are not whole and positive', () => {
    expect(() => renewalRate(-1, 2)).toThrow(RangeError);
    expect(() => renewalRate(0.5, 2)).toThrow(RangeError);
  });
});

describe('annualFromMonthly', () => {
  it('is twelve months', () => {
    expect(annualFromMonthly(1_250_000n)).toBe(15_000_000n);
  });
});
