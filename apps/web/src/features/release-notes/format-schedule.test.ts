import { describe, expect, it } from 'vitest';
import { formatSchedule } from './format-schedule';

describe('formatSchedule: US-style date, 12-hour time', () => {
  it.each([
    ['2026-11-22 14:30', '11/22/2026, 2:30 PM'],
    ['2026-01-05 00:05', '1/5/2026, 12:05 AM'],
    ['2026-07-09 12:00', '7/9/2026, 12:00 PM'],
    ['2026-12-31 23:59', '12/31/2026, 11:59 PM'],
    ['2026-03-01 11:59', '3/1/2026, 11:59 AM'],
  ])('%s -> %s', (schedule, shown) => {
    expect(formatSchedule(schedule)).toBe(shown);
  });

  it('shows anything else as it came', () => {
    expect(formatSchedule('kemarin')).toBe('kemarin');
  });
});
