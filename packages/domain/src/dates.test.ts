import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  endPeriodOf,
  formatJakartaDateTime,
  isBookDate,
  isBookMonth,
  isValidDate,
  jakartaDateTimeToUtc,
  todayInJakarta,
} from './dates.ts';

// These tests run under TZ=UTC, TZ=Asia/Jakarta and the machine's zone; every expectation is the same.

/** Any date from 1900-01-01 to 2199-12-31, generated as a day count so every one is valid. */
const anyDate = fc.integer({ min: 0, max: 109_572 }).map((n) => addDays('1900-01-01', n));

describe('todayInJakarta', () => {
  it('turns the date at 17:00 UTC, which is 00:00 WIB the next day', () => {
    expect(todayInJakarta(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11-30'); // 23:59 WIB
    expect(todayInJakarta(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01'); // 00:00 WIB
    expect(todayInJakarta(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01'); // new year in Jakarta first
  });

  it('defaults to now and refuses an invalid Date', () => {
    expect(isValidDate(todayInJakarta())).toBe(true);
    expect(() => todayInJakarta(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isValidDate', () => {
  it('knows leap years and month lengths', () => {
    expect(isValidDate('2024-02-29')).toBe(true); // 2024 divisible by 4
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('1900-02-29')).toBe(false); // divisible by 100, not 400
    expect(isValidDate('2000-02-29')).toBe(true); // divisible by 400
    expect(isValidDate('2026-04-31')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-1-01')).toBe(false);
    expect(isValidDate('2026-01-01T00:00')).toBe(false);
  });
});

describe('isBookDate / isBookMonth (issue 28)', () => {
  it('holds real dates and months of the years 1900-2199 only', () => {
    expect(isBookDate('1900-01-01')).toBe(true);
    expect(isBookDate('2199-12-31')).toBe(true);
    expect(isBookDate('1899-12-31')).toBe(false);
    expect(isBookDate('2200-01-01')).toBe(false);
    expect(isBookDate('0000-01-01')).toBe(false);
    expect(isBookDate('2025-02-29')).toBe(false);
    expect(isBookMonth('1900-01')).toBe(true);
    expect(isBookMonth('2199-12')).toBe(true);
    for (const month of [
      '0000-01',
      '0001-01',
      '9999-12',
      '1899-12',
      '2200-01',
      '2026-13',
      '2026-00',
      '2026-1',
    ])
      expect(isBookMonth(month), month).toBe(false);
  });
});

describe('addDays / daysBetween / compareDates', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366); // leap year
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    expect(compareDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareDates('2026-01-03', '2026-01-02')).toBe(1);
  });

  it('refuses invalid input', () => {
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-01', 1.5)).toThrow(RangeError);
  });

  it('daysBetween(a, addDays(a, n)) = n', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -5000, max: 5000 }), (a, n) => {
        const b = addDays(a, n);
        expect(daysBetween(a, b)).toBe(n);
        expect(compareDates(a, b)).toBe(-Math.sign(n) || 0); // a is before b when n > 0
        expect(compareDates(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0); // same order as the strings
      }),
    );
  });
});

describe('addMonths', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29'); // leap year
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('crosses years both ways', () => {
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-01-15', 36)).toBe('2029-01-15');
    expect(addMonths('2026-01-15', 0)).toBe('2026-01-15');
  });

  it('always lands on a valid date in the right month, never past the start day', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -120, max: 120 }), (a, n) => {
        const b = addMonths(a, n);
        expect(isValidDate(b)).toBe(true);
        const months = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
        expect(months(b) - months(a)).toBe(n);
        expect(Number(b.slice(8))).toBeLessThanOrEqual(Number(a.slice(8)));
      }),
    );
  });
});

describe('endPeriodOf', () => {
  it('is start + months - 1 day, the last day covered', () => {
    expect(endPeriodOf('2026-01-15', 1)).toBe('2026-02-14');
    expect(endPeriodOf('2026-01-01', 12)).toBe('2026-12-31');
    expect(endPeriodOf('2025-01-31', 1)).toBe('2025-02-27'); // 2025-02-28 - 1 day
    expect(endPeriodOf('2024-01-31', 1)).toBe('2024-02-28'); // 2024-02-29 - 1 day
    expect(() => endPeriodOf('2026-01-01', 0)).toThrow(RangeError);
  });
});

describe('jakartaDateTimeToUtc / formatJakartaDateTime', () => {
  it('is WIB = UTC+7', () => {
    expect(jakartaDateTimeToUtc('2026-11-01', '09:30').toISOString()).toBe('2026-11-01T02:30:00.000Z');
    expect(jakartaDateTimeToUtc('2026-11-01', '03:00').toISOString()).toBe('2026-10-31T20:00:00.000Z');
    expect(jakartaDateTimeToUtc('2026-11-01', '03:00:15').toISOString()).toBe('2026-10-31T20:00:15.000Z');
    expect(formatJakartaDateTime(new Date('2026-10-31T20:00:00Z'))).toBe('2026-11-01 03:00');
    expect(formatJakartaDateTime(new Date('2026-12-31T17:05:00Z'))).toBe('2027-01-01 00:05');
    expect(formatJakartaDateTime(new Date('2026-12-31T17:05:09.999Z'), { seconds: true })).toBe(
      '2027-01-01 00:05:09',
    );
  });

  it('refuses bad times', () => {
    expect(() => jakartaDateTimeToUtc('2026-11-01', '24:00')).toThrow(RangeError);
    expect(() => jakartaDateTimeToUtc('2026-11-01', '9:30')).toThrow(RangeError);
    expect(() => formatJakartaDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('round-trips every minute', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (date, h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const instant = jakartaDateTimeToUtc(date, time);
        expect(formatJakartaDateTime(instant)).toBe(`${date} ${time}`);
        expect(todayInJakarta(instant)).toBe(date);
      }),
    );
  });
});
