// The MRR report's arithmetic ('Laporan', issue 32; docs/subscription-metrics.md): which months a report covers,
// a month's net movement and its renewal rate. The sums of each month run in SQL (apps/api reports/mrr.ts); what
// is derived from them is decided here once, for the API, the export and the console.
import { addDays, addMonths, type CalendarDate } from './dates.ts';
import type { Rupiah } from './money.ts';

/** A report covers this many months unless `months=` says otherwise, and at most MAX. */
export const DEFAULT_REPORT_MONTHS = 12;
export const MAX_REPORT_MONTHS = 36;
/** The renewal rate is a percentage with this many decimals ('66.67'). */
export const RENEWAL_RATE_DECIMALS = 2;

/** A calendar month, 'YYYY-MM'. */
export type CalendarMonth = string;

/**
 * The `count` months ending with the month of `asOf`, oldest first: ('2026-02-10', 3) -> 2025-12, 2026-01,
 * 2026-02.
 */
export function reportMonths(asOf: CalendarDate, count: number): CalendarMonth[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Bad month count: ${count}`);
  const first = `${asOf.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, index) => addMonths(first, index - count + 1).slice(0, 7));
}

/** The first and the last day of a month: '2026-02' -> 2026-02-01 .. 2026-02-28. */
export function monthDays(month: CalendarMonth): { first: CalendarDate; last: CalendarDate } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/** A month's movements of MRR, each a sum of monthly values (contraction and churned as positive amounts). */
export interface MrrMovements {
  new: Rupiah;
  expansion: Rupiah;
  contraction: Rupiah;
  churned: Rupiah;
}

/** Net new MRR of a month: new + expansion - contraction - churned (negative when the month lost more). */
export function netMovement(month: MrrMovements): Rupiah {
  return month.new + month.expansion - month.contraction - month.churned;
}

/**
 * The share of a month's ended orders that were renewed in time, as a percentage with two decimals rounded half
 * up, computed on integers ('66.67' for 2 of 3); null when no order ended in the month (nothing to rate). The
 * counts are orders, not rupiah: a renewal rate weighs every subscription the same.
 */
export function renewalRate(renewed: number, churned: number): string | null {
  if (!Number.isInteger(renewed) || !Number.isInteger(churned) || renewed < 0 || churned < 0) {
    throw new RangeError(`Bad counts: ${renewed}, ${churned}`);
  }
  const ended = renewed + churned;
  if (ended === 0) return null;
  const scale = 10n ** BigInt(RENEWAL_RATE_DECIMALS);
  const scaled = (2n * BigInt(renewed) * 100n * scale + BigInt(ended)) / (2n * BigInt(ended));
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(RENEWAL_RATE_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

/** ARR is twelve times MRR. */
export function annualFromMonthly(mrr: Rupiah): Rupiah {
  return 12n * mrr;
}
