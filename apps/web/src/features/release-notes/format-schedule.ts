// Date Schedule as the list shows it (spec 2.19): a US-style numeric date with 12-hour time,
// '2026-11-22 14:30' -> '11/22/2026, 2:30 PM'. The value is already Jakarta time, so it is only re-worded,
// never converted through the browser's time zone.
const SCHEDULE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

export function formatSchedule(schedule: string): string {
  const match = SCHEDULE.exec(schedule);
  if (!match) return schedule;
  const [, year, month, day, hours, minutes] = match;
  const hour = Number(hours);
  const period = hour < 12 ? 'AM' : 'PM';
  return `${Number(month)}/${Number(day)}/${year}, ${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${period}`;
}
