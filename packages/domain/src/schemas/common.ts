// Shapes shared by every payload. The API, the typed web client and the forms all parse with these, so a
// value the form accepts is a value the server accepts (and the same message explains a refusal).
import { z } from 'zod';
import { BOOK_YEARS, isBookDate, isBookMonth, isValidDate } from '../dates.ts';
import { forbiddenCharacterMessage } from '../text-characters.ts';

/** Page size of every list (spec section 9). */
export const PAGE_SIZE = 10;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  search: z.string().trim().max(100).optional().default(''),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: a canonical positive decimal integer and nothing else (decisions.md, "The ledger"). Coercion
 * would read `0x10`, `+16`, ` 16`, `016`, `1.6e1` and `16.0` as record 16, so the same record would answer
 * to many addresses and a typo could delete the wrong one; these are refused instead, as are ids past the
 * database's integer. The error handler answers a refused path parameter with 404.
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,17}$/, 'Tidak ditemukan.')
  .refine((digits) => Number(digits) <= MAX_ID, 'Tidak ditemukan.')
  .transform(Number);

/** The params schema of a route whose one path parameter is an id called `name` (`id`, `id_company`...). */
export function idParamSchemaFor<const Name extends string>(name: Name) {
  return z.object({ [name]: pathId } as { [K in Name]: typeof pathId });
}

export const idParamSchema = idParamSchemaFor('id');

/** Search-as-you-type body: `{name}` (spec section 7). */
export const searchBodySchema = z.object({ name: z.string().trim().max(100).optional().default('') });

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Present and true when total is an estimate: a search matching too many rows to count at once. */
  total_estimated: z.boolean().optional(),
});

/**
 * Money on the wire: whole rupiah as a string of digits. Order totals can pass 2^53 at the spec's limits
 * (a 12-digit price x 1,000 x 36 months), where a JSON number would silently lose rupiah, so responses
 * always carry strings; requests may send a non-negative integer or a digit string.
 */
export function moneyInput(maxDigits: number, message = `Maksimal ${maxDigits} digit.`) {
  return z
    .union([
      z.number().int('Harus bilangan bulat rupiah.').nonnegative('Tidak boleh negatif.'),
      z.string().trim().regex(/^\d+$/, 'Harus angka rupiah tanpa desimal.'),
    ])
    .transform((value) => String(typeof value === 'number' ? value : BigInt(value)))
    .refine((digits) => digits.length <= maxDigits, message);
}
export const moneyOutput = z.string().regex(/^-?\d+$/);

/** 0/1 flags arrive as booleans, numbers or strings from forms and integrators; stored as 0 or 1. */
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

/**
 * The one refinement of every free text the API stores: no control character, no U+FFFE/U+FFFF, no lone
 * surrogate (text-characters.ts), so a tax file or a PDF built from it never breaks. `multiline` (addresses,
 * remarks, rich-text descriptions) lets tab and line breaks in; a one-line field refuses them too.
 */
export function refuseControlCharacters<T extends z.ZodType<string | null | undefined>>(
  schema: T,
  multiline = false,
) {
  return schema.superRefine((value, context) => {
    const message = typeof value === 'string' ? forbiddenCharacterMessage(value, multiline) : null;
    if (message) context.addIssue({ code: 'custom', message });
  });
}

export const requiredText = (max = 255) =>
  refuseControlCharacters(
    z.string({ error: 'Wajib diisi.' }).trim().min(1, 'Wajib diisi.').max(max, `Maksimal ${max} karakter.`),
  );

/** Optimistic concurrency: forms send back the `updated_at` they loaded; a stale one is refused with 409. */
export const versionField = z.string().datetime({ offset: true }).optional();

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });
export const listEnvelopeSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ data: z.array(row), meta: listMetaSchema });
export const messageEnvelopeSchema = z.object({ code: z.number().int(), message: z.string() });

/** The shape of a date and of a month on the wire; the OpenAPI document shows them as each field's pattern. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DATE_RANGE_MESSAGE = `Tanggal harus antara ${BOOK_YEARS.first}-01-01 dan ${BOOK_YEARS.last}-12-31.`;
export const MONTH_RANGE_MESSAGE = `Bulan harus antara ${BOOK_YEARS.first}-01 dan ${BOOK_YEARS.last}-12.`;

/**
 * Every date input ('YYYY-MM-DD', trimmed): present, a real calendar date (`invalid` says what is wrong
 * otherwise) and within the years 1900-2199 (dates.ts BOOK_YEARS), so no date reaches the database or the
 * date arithmetic that they cannot hold: 422, never 500.
 */
export function calendarDate(invalid = 'Tanggal tidak valid (YYYY-MM-DD).', required = 'Wajib diisi.') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(DATE_PATTERN, { error: invalid, abort: true })
    .refine(isValidDate, { error: invalid, abort: true })
    .refine(isBookDate, DATE_RANGE_MESSAGE);
}

/** Every month input ('YYYY-MM'): that shape, within the years 1900-2199. */
export function calendarMonth(invalid = 'Bulan harus berformat YYYY-MM.') {
  return z
    .string({ error: invalid })
    .regex(MONTH_PATTERN, { error: invalid, abort: true })
    .refine(isBookMonth, MONTH_RANGE_MESSAGE);
}
