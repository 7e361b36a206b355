// Field shapes shared by the company and client-user payloads: optional text that stores '' as null,
// digits-only numbers (phones, fax, NPWP) kept as text so leading zeros survive, and e-mail addresses.
import { z } from 'zod';
import { refuseControlCharacters } from './common.ts';

export const DIGITS_ONLY_MESSAGE = 'Hanya boleh berisi angka.';
export const EMAIL_MESSAGE = 'Format email tidak valid.';

const maxChars = (max: number) => `Maksimal ${max} karakter.`;

/** Free text, trimmed; blank or absent is stored as null. `multiline` (an address) lets line breaks in. */
export const optionalText = (max: number, { multiline = false } = {}) =>
  refuseControlCharacters(
    z
      .string({ error: 'Harus berupa teks.' })
      .trim()
      .max(max, maxChars(max))
      .nullish()
      .transform((value) => value || null),
    multiline,
  );

/**
 * A number typed in a numeric input (phone, fax, NPWP): digits only, kept as text ('0215551234' must not
 * lose its 0). A JSON number is accepted too; blank or absent is null.
 */
export const optionalDigits = (max: number) =>
  z
    .union([z.string(), z.number().int().nonnegative()], { error: DIGITS_ONLY_MESSAGE })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((digits) => /^\d*$/.test(digits), DIGITS_ONLY_MESSAGE)
    .refine((digits) => digits.length <= max, `Maksimal ${max} digit.`)
    .transform((digits) => digits || null);

const isEmail = (text: string) => z.email().safeParse(text).success;

/** An optional e-mail address; blank or absent is null. */
export const optionalEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, maxChars(254))
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isEmail(value), EMAIL_MESSAGE);

/** A required e-mail address (a client user's username), lower-cased so uniqueness ignores case. */
export const requiredEmail = z
  .string({ error: 'Wajib diisi.' })
  .trim()
  .min(1, 'Wajib diisi.')
  .max(254, maxChars(254))
  .refine(isEmail, EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());
