// Release note (spec 2.19, 3, 4, 5): version, a schedule and an HTML description, published or not.
// On the wire date_schedule is Jakarta wall-clock 'YYYY-MM-DD HH:mm' (the console's form joins its Date
// Schedule and Time Schedule fields with a space). The same schema checks the form's values (date and time
// apart) and the payload (joined), so the form and the API explain a bad schedule in the same words.
import { z } from 'zod';
import { isBookDate } from '../dates.ts';
import { refuseControlCharacters, requiredText, versionField } from './common.ts';

const SCHEDULE = /^(\d{4}-\d{2}-\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?)?$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export const DATE_MESSAGE = 'Tanggal tidak valid (format YYYY-MM-DD HH:mm).';
export const TIME_MESSAGE = 'Waktu tidak valid (format 24 jam HH:mm).';
export const DESCRIPTION_MAX = 100_000;

/** 'YYYY-MM-DD HH:mm' split on the space (spec 2.19: the edit form splits the stored value). */
export function splitSchedule(schedule: string): { date: string; time: string } {
  const [date = '', time = ''] = schedule.trim().split(/[ T]/);
  return { date, time: time.slice(0, 5) };
}

/** The form's date and time joined with a space (spec section 5). */
export function joinSchedule(date: string, time: string): string {
  return `${date.trim()} ${time.trim().slice(0, 5)}`;
}

function parts(schedule: string): { date: string; time: string | undefined } | null {
  const match = SCHEDULE.exec(schedule);
  if (!match || !isBookDate(match[1]!)) return null;
  return { date: match[1]!, time: match[2] === undefined ? undefined : `${match[2]}:${match[3]}` };
}

export const releaseNoteInputSchema = z
  .object({
    version: requiredText(50),
    /** 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD' with the time in time_schedule. */
    date_schedule: z
      .string({ error: 'Wajib diisi.' })
      .trim()
      .min(1, 'Wajib diisi.')
      .refine((value) => value === '' || parts(value) !== null, DATE_MESSAGE),
    time_schedule: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || TIME.test(value), TIME_MESSAGE),
    description: refuseControlCharacters(
      z.string().max(DESCRIPTION_MAX, `Maksimal ${DESCRIPTION_MAX} karakter.`).nullish(),
      true,
    ),
    updated_at: versionField,
  })
  .superRefine((value, ctx) => {
    // The time is missing when neither date_schedule carries one nor time_schedule gives one (an empty
    // date counts as carrying none, so an empty form hears about both fields at once).
    const date = typeof value.date_schedule === 'string' ? value.date_schedule.trim() : '';
    const schedule = parts(date);
    const timeMissing =
      (date === '' || (schedule !== null && schedule.time === undefined)) && !value.time_schedule?.trim();
    if (timeMissing) ctx.addIssue({ code: 'custom', path: ['time_schedule'], message: 'Wajib diisi.' });
  })
  .transform((value) => {
    const schedule = parts(value.date_schedule)!;
    return {
      version: value.version,
      date_schedule: `${schedule.date} ${schedule.time ?? value.time_schedule!.slice(0, 5)}`,
      description: value.description ?? '',
      updated_at: value.updated_at,
    };
  });
export type ReleaseNoteInput = z.input<typeof releaseNoteInputSchema>;
export type ReleaseNoteValues = z.output<typeof releaseNoteInputSchema>;

export const releaseNoteStatus = z.union([z.literal(0), z.literal(1)]);

export const releaseNoteSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  /** Jakarta wall-clock 'YYYY-MM-DD HH:mm'. */
  date_schedule: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** 0 unpublished, 1 published. */
  status: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

const statusValue = z.union([releaseNoteStatus, z.enum(['0', '1']).transform(Number)], {
  error: 'Status harus 0 atau 1.',
});

/**
 * `POST /release-notes/change-status/{id}`. The console sends `{record}`: the record as it saw it (or just
 * its status); the new status is the opposite of what it saw, so a double click cannot flip it back.
 * Integrators may send `{status}` to set a value outright. An empty body toggles the stored status.
 */
export const releaseNoteStatusInputSchema = z
  .object({
    status: statusValue.optional(),
    record: z.union([statusValue, z.object({ status: statusValue.optional() })]).optional(),
  })
  .nullish()
  .transform((body): { status: 0 | 1 } | { toggleFrom: 0 | 1 | undefined } => {
    if (body?.status !== undefined) return { status: body.status as 0 | 1 };
    const seen = typeof body?.record === 'object' ? body.record.status : body?.record;
    return { toggleFrom: seen as 0 | 1 | undefined };
  });

/** One entry of the public "what's new" feed: only what a reader of the clients' product needs. */
export const publicReleaseNoteSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  date_schedule: z.string().describe("Jakarta (WIB) wall-clock time, 'YYYY-MM-DD HH:mm'"),
  published_at: z.string().describe('The same moment as an ISO 8601 timestamp (UTC)'),
  description: z.string().describe('Sanitised HTML'),
});
export type PublicReleaseNote = z.infer<typeof publicReleaseNoteSchema>;
