// How the order screens write dates: calendar dates as stored, timestamps in Jakarta time, and the view
// dialog's periods as date-time with AM/PM (spec 2.9).
import dayjs from 'dayjs';
import { formatJakartaDateTime } from '@tagih/domain/dates';

/** '2026-03-10' -> '10 Mar 2026 12:00 AM' (a period starts at the beginning of its day). */
export function periodDateTime(date: string): string {
  const parsed = dayjs(date, 'YYYY-MM-DD');
  return parsed.isValid() ? parsed.format('DD MMM YYYY hh:mm A') : date;
}

/** An ISO timestamp as Jakarta wall-clock time: '2026-03-10 14:05'. */
export function createdOn(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatJakartaDateTime(instant);
}
