// Subscriptions (issue 32, decisions.md "Subscriptions"): a chain of orders of one company, a new order then its
// upgrades and renewals, each naming the previous by `id_order`. Its current order is the latest of the chain
// that is not cancelled or voided. What a chain is worth a month, what state it is in on a day and when its
// renewal runs are decided here, once: the server's SQL (migration 0024's `subscription_monthly_value`) computes
// the same monthly value, and a test holds the two together.
import { addDays, daysBetween, endPeriodOf, type CalendarDate } from './dates.ts';
import { roundHalfUpDiv, type Rupiah } from './money.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'ending', 'renewed', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The words of each status, as the console and the export print them. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Aktif',
  ending: 'Segera berakhir',
  renewed: 'Diperpanjang',
  ended: 'Berakhir',
};

/** A subscription is `ending` when it ends within this many days, unless 'Setting Langganan' says otherwise. */
export const DEFAULT_ENDING_WITHIN_DAYS = 30;
/** An automatic renewal is made this many days before the end, unless the company or the settings say otherwise. */
export const DEFAULT_RENEW_DAYS_BEFORE = 14;
/** The longest lead a renewal may be made with, and the longest 'ends within' a list may ask for. */
export const MAX_SUBSCRIPTION_DAYS = 365;
/** A chain that ended and was not renewed within this many days of its end has churned. */
export const CHURN_AFTER_DAYS = 30;

/**
 * What an order is worth a month: its amount before PPN / total_month, rounded half-up to the rupiah. The amount
 * before PPN is Total Harga (`total_price`): a new order's or a renewal's whole price, and an upgrade's new
 * package for its months (not the prorated Sisa Bayar). 12,000,000 over 12 months is 1,000,000; 1,000,000 over
 * 3 months is 333,333 (333,333.33 down); 500 over 3 is 167 (166.67 up).
 */
export function monthlyValue(totalPrice: Rupiah, totalMonth: number): Rupiah {
  if (!Number.isInteger(totalMonth) || totalMonth < 1) throw new RangeError(`Bad months: ${totalMonth}`);
  return roundHalfUpDiv(totalPrice, BigInt(totalMonth));
}

/** The current order's period, as a subscription's state is judged from it. */
export interface CurrentPeriod {
  start_period: CalendarDate;
  end_period: CalendarDate;
}

/**
 * The state of a subscription on `today` from its current order (the latest of the chain):
 * - `renewed`: the current order has not started yet, so it is a renewal of an order still running (or ended)
 *   and the chain goes on;
 * - `ended`: the current order ended before today (and nothing renews it, or the renewal would be current);
 * - `ending`: running and its last day is within `endingWithin` days of today (0 = ends today);
 * - `active`: running, further away.
 */
export function subscriptionStatus(
  current: CurrentPeriod,
  today: CalendarDate,
  endingWithin: number = DEFAULT_ENDING_WITHIN_DAYS,
): SubscriptionStatus {
  if (daysBetween(today, current.start_period) > 0) return 'renewed';
  const left = daysBetween(today, current.end_period);
  if (left < 0) return 'ended';
  return left <= endingWithin ? 'ending' : 'active';
}

/** Days from today to the current order's last day: 0 on the last day and after it. */
export function daysLeft(current: CurrentPeriod, today: CalendarDate): number {
  return Math.max(0, daysBetween(today, current.end_period));
}

/**
 * A renewal's period: it starts the day after the renewed order's last day and runs the same months, whenever
 * it is made. Renewing 2026-01-01..2026-12-31 for 12 months gives 2027-01-01..2027-12-31.
 */
export function renewalPeriod(previousEnd: CalendarDate, totalMonth: number): CurrentPeriod {
  const start = addDays(previousEnd, 1);
  return { start_period: start, end_period: endPeriodOf(start, totalMonth) };
}

/**
 * The day an automatic renewal of an order ending on `endPeriod` is due: `daysBefore` days before its last day.
 * It is made on that day or on any later day up to the end (a job that missed a day catches up), never after.
 */
export function autoRenewalDue(endPeriod: CalendarDate, daysBefore: number, today: CalendarDate): boolean {
  const left = daysBetween(today, endPeriod);
  return left >= 0 && left <= daysBefore;
}
