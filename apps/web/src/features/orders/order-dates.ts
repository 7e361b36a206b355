// How the order screens write dates: calendar dates (start and end period) as stored, YYYY-MM-DD, in the list
// and the view dialog alike (a period is a day, not a time: no '12:00 AM'), timestamps in Jakarta time.
import { formatJakartaDateTime } from '@tagih/domain/dates';

/** An ISO timestamp as Jakarta wall-clock time: '2026-03-10 14:05'. */
export function createdOn(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatJakartaDateTime(instant);
}
