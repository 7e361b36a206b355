import { describe, expect, it } from 'vitest';
import {
  autoRenewalDue,
  daysLeft,
  monthlyValue,
  renewalPeriod,
  subscriptionStatus,
} from './subscriptions.ts';

describe('monthlyValue: amount before PPN / months, half up', () => {
  it.each([
    [12_000_000n, 12, 1_000_000n], // exact
    [1_000_000n, 3, 333_333n], // 333,333.33 -> down
    [500n, 3, 167n], // 166.67 -> up
    [5n, 2, 3n], // 2.5 -> 3 (half up, not to even)
    [0n, 1, 0n],
    [123_456_789_012_345_678n, 7, 17_636_684_144_620_811n], // past 2^53, exact: ...811.14 -> down
  ])('%s over %i months is %s', (total, months, monthly) => {
    expect(monthlyValue(total, months)).toBe(monthly);
  });

  it('refuses months below 1', () => {
    expect(() => monthlyValue(100n, 0)).toThrow(RangeError);
  });
});

describe('subscriptionStatus on 2026-11-28', () => {
  const today = '2026-11-28';
  it.each([
    ['2026-01-01', '2027-06-30', 'active'], // far from its end
    ['2026-01-01', '2026-12-28', 'ending'], // 30 days left: within 30
    ['2026-01-01', '2026-12-29', 'active'], // 31 days left
    ['2026-01-01', '2026-11-28', 'ending'], // its last day
    ['2026-01-01', '2026-11-27', 'ended'], // ended yesterday
    ['2026-12-29', '2027-12-28', 'renewed'], // a renewal that starts after today is current
  ] as const)('%s..%s is %s', (start_period, end_period, status) => {
    expect(subscriptionStatus({ start_period, end_period }, today)).toBe(status);
  });

  it('takes the ending window from the settings', () => {
    const period = { start_period: '2026-01-01', end_period: '2026-12-08' }; // 10 days left
    expect(subscriptionStatus(period, today, 7)).toBe('active');
    expect(subscriptionStatus(period, today, 10)).toBe('ending');
  });

  it('counts days left to the last day, never below 0', () => {
    expect(daysLeft({ start_period: '2026-01-01', end_period: '2026-12-28' }, today)).toBe(30);
    expect(daysLeft({ start_period: '2026-01-01', end_period: '2026-11-28' }, today)).toBe(0);
    expect(daysLeft({ start_period: '2026-01-01', end_period: '2026-11-01' }, today)).toBe(0);
  });
});

describe('renewalPeriod: the day after the end, the same months', () => {
  it.each([
    ['2026-12-31', 12, '2027-01-01', '2027-12-31'],
    ['2026-01-30', 1, '2026-01-31', '2026-02-27'], // 31 Jan + 1 month = 28 Feb (clamped), less a day
    ['2027-02-28', 3, '2027-03-01', '2027-05-31'],
  ] as const)('after %s for %i months: %s..%s', (end, months, start_period, end_period) => {
    expect(renewalPeriod(end, months)).toEqual({ start_period, end_period });
  });
});

describe('autoRenewalDue', () => {
  it('is due from daysBefore days before the end up to the last day', () => {
    expect(autoRenewalDue('2026-12-12', 14, '2026-11-27')).toBe(false); // 15 days before
    expect(autoRenewalDue('2026-12-12', 14, '2026-11-28')).toBe(true); // 14 days before
    expect(autoRenewalDue('2026-12-12', 14, '2026-12-12')).toBe(true); // the last day: catches up
    expect(autoRenewalDue('2026-12-12', 14, '2026-12-13')).toBe(false); // ended: a clerk renews it
  });
});
