// Calendar arithmetic in Asia/Jakarta, in one place. "Today", periods, voucher expiry and proration days are
// computed here for the order form, the server and the invoice PDF alike, so they never disagree about which
// day it is. WIB is UTC+7 with no daylight saving, so a fixed offset is exact; nothing here reads the
// process time zone (only Date.UTC and getUTC* are used, never local-time constructors or getters).

/** A calendar date as 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface Ymd {
  year: number;
  month: number; // 1-12
  day: number;
}

function parseYmd(date: string): Ymd | null {
  const match = DATE_TEXT.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function mustParse(date: string): Ymd {
  const ymd = parseYmd(date);
  if (!ymd) throw new RangeError(`Not a calendar date (YYYY-MM-DD): '${date}'`);
  return ymd;
}

function assertInteger(n: number, what: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a whole number, got ${n}`);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function formatYmd({ year, month, day }: Ymd): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01 (UTC midnight of the calendar date). setUTCFullYear keeps years < 100 literal. */
function toEpochDay({ year, month, day }: Ymd): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / DAY_MS);
}

function fromUtcFields(d: Date): Ymd {
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** True for a real 'YYYY-MM-DD' date (2024-02-29 yes, 2025-02-29 no). */
export function isValidDate(date: string): boolean {
  return parseYmd(date) !== null;
}

/**
 * The years a date given to Tagih may fall in (issue 28). A wider year reaches places that cannot take it: a
 * month of year 0 or 9999 has no instant in JavaScript's range for its WIB end, and no business date of a
 * billing back-office lies before 1900 or after 2199. Every date and month input is checked against them
 * (schemas/common.ts calendarDate and calendarMonth) and refused with 422.
 */
export const BOOK_YEARS = { first: 1900, last: 2199 } as const;

const withinBookYears = (year: number) => year >= BOOK_YEARS.first && year <= BOOK_YEARS.last;

/** A real 'YYYY-MM-DD' date within BOOK_YEARS. */
export function isBookDate(date: string): boolean {
  const ymd = parseYmd(date);
  return ymd !== null && withinBookYears(ymd.year);
}

const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month within BOOK_YEARS. */
export function isBookMonth(month: string): boolean {
  const match = MONTH_TEXT.exec(month);
  return match !== null && withinBookYears(Number(match[1]));
}

/** The calendar date in Jakarta at the instant `now` (default: the current instant). */
export function todayInJakarta(now: Date = new Date()): CalendarDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  return formatYmd(fromUtcFields(new Date(now.getTime() + WIB_OFFSET_MS)));
}

/** date + n days (n may be negative). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  assertInteger(n, 'Days');
  return formatYmd(fromUtcFields(new Date((toEpochDay(mustParse(date)) + n) * DAY_MS)));
}

/** date + n calendar months, the day clamped to the month's end: 2025-01-31 + 1 = 2025-02-28. */
export function addMonths(date: CalendarDate, n: number): CalendarDate {
  assertInteger(n, 'Months');
  const { year, month, day } = mustParse(date);
  const index = year * 12 + (month - 1) + n;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return formatYmd({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
}

/** b - a in whole days (positive when b is later). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return toEpochDay(mustParse(b)) - toEpochDay(mustParse(a));
}

/** -1, 0 or 1 as a is before, on or after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const diff = daysBetween(b, a);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/**
 * The last day a period of `totalMonth` months starting on `start` covers: start + totalMonth months - 1 day
 * (decisions.md, Orders). 2026-01-15 for 1 month ends 2026-02-14.
 */
export function endPeriodOf(start: CalendarDate, totalMonth: number): CalendarDate {
  assertInteger(totalMonth, 'Months');
  if (totalMonth < 1) throw new RangeError(`A period lasts at least 1 month, got ${totalMonth}`);
  return addDays(addMonths(start, totalMonth), -1);
}

/** The instant of a wall-clock date and time ('HH:mm', or 'HH:mm:ss') in Jakarta. */
export function jakartaDateTimeToUtc(date: CalendarDate, time: string): Date {
  const match = TIME_TEXT.exec(time);
  if (!match) throw new RangeError(`Not a time (HH:mm): '${time}'`);
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
  return new Date(toEpochDay(mustParse(date)) * DAY_MS + seconds * 1000 - WIB_OFFSET_MS);
}

/** An instant as Jakarta wall-clock 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DD HH:mm:ss' with `seconds`). */
export function formatJakartaDateTime(instant: Date, options: { seconds?: boolean } = {}): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const wib = new Date(instant.getTime() + WIB_OFFSET_MS);
  const minute = `${formatYmd(fromUtcFields(wib))} ${pad(wib.getUTCHours(), 2)}:${pad(wib.getUTCMinutes(), 2)}`;
  return options.seconds ? `${minute}:${pad(wib.getUTCSeconds(), 2)}` : minute;
}
