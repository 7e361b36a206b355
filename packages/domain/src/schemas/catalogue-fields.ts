// Field shapes shared by the catalogue payloads (product item, add-on, user package, storage, master package).
import { z } from 'zod';
import { calendarDate, refuseControlCharacters } from './common.ts';

export const MAX_DESCRIPTION_LENGTH = 50_000;

/**
 * A rich-text description: HTML from the console's editor, '' when absent. The server sanitises it before
 * storing (decisions.md "Sessions and security"); here only its size is bounded.
 */
export const descriptionInput = refuseControlCharacters(
  z
    .union([z.string(), z.null()], { error: 'Harus teks.' })
    // Optional, not a union member: since zod 4.4 only .optional() lets the key be left out.
    .optional()
    .transform((value) => value ?? '')
    .refine(
      (value) => value.length <= MAX_DESCRIPTION_LENGTH,
      `Maksimal ${MAX_DESCRIPTION_LENGTH} karakter.`,
    ),
  true,
);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a digit string (number inputs, integrators), within [min, max]. */
export const wholeNumberInput = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (isBlank(issue.input) ? 'Wajib diisi.' : 'Harus angka.') })
      .int('Harus bilangan bulat.')
      .min(min, `Minimal ${min}.`)
      .max(max, `Maksimal ${max}.`),
  );

/** A required reference to another record by id. */
export const idReference = (what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (isBlank(issue.input) ? `${what} wajib dipilih.` : `${what} tidak valid.`),
      })
      .int(`${what} tidak valid.`)
      .positive(`${what} tidak valid.`)
      .max(2_147_483_647, `${what} tidak valid.`),
  );

/** A calendar date 'YYYY-MM-DD'. */
export const dateInput = calendarDate();
