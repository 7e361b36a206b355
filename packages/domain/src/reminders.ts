// When an invoice falls due and which reminder steps are due on a given day. The invoice prints the due date
// (apps/api invoice-content.ts) and the reminder scan decides from it, so both take it from here and can never
// disagree. Calendar days in WIB (dates.ts); no clock is read here: the caller says what "today" is.
import { addDays, daysBetween, type CalendarDate } from './dates.ts';

/** An invoice is due this many calendar days after its date (the day the order was stored, WIB). */
export const PAYMENT_TERM_DAYS = 14;

/** 'Setting Pengingat' before it was ever saved: reminders on, 1, 7 and 14 days after the due date. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [1, 7, 14];
export const MAX_REMINDER_STEPS = 10;
export const MAX_REMINDER_DAY = 365;

export function invoiceDueDate(invoiceDate: CalendarDate): CalendarDate {
  return addDays(invoiceDate, PAYMENT_TERM_DAYS);
}

/** A step not sent on its day (the server was down, reminders were off) may still go this many days later. */
export const REMINDER_LATE_LIMIT_DAYS = 7;

/**
 * The one step (days after the due date) to send on `today`, or null: the latest step whose day has come, while
 * the next step's day has not and at most REMINDER_LATE_LIMIT_DAYS have passed since its own. So a scan missed
 * for a day or two still sends the step, a later step supersedes an earlier one that never went (a client gets
 * one reminder, not three at once), and switching reminders on over old unpaid orders does not mail every one
 * of them. Whether the step was already sent is the caller's record (the table of sent reminders).
 * `days` ascending and unique, as the setting stores them.
 */
export function reminderStepDue(
  dueDate: CalendarDate,
  today: CalendarDate,
  days: readonly number[],
): number | null {
  const overdueBy = daysBetween(dueDate, today);
  const reached = days.filter((day) => day <= overdueBy);
  const step = reached[reached.length - 1];
  if (step === undefined) return null;
  return overdueBy - step <= REMINDER_LATE_LIMIT_DAYS ? step : null;
}

/**
 * The window of invoice dates that can have a step due on `today`: due dates from today - (last step + late
 * limit) to today - first step. The scan reads only orders stored in it (an index range on created_on).
 */
export function invoiceDatesWithStepDue(
  today: CalendarDate,
  days: readonly number[],
): { from: CalendarDate; to: CalendarDate } | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return null;
  return {
    from: addDays(today, -(PAYMENT_TERM_DAYS + last + REMINDER_LATE_LIMIT_DAYS)),
    to: addDays(today, -(PAYMENT_TERM_DAYS + first)),
  };
}
