// The order payload's field builders (orderInputSchema in order.ts): ids from a select, whole numbers and
// quantities from a text box, discounts as money digits, each with the spec's messages.
import { z } from 'zod';
import { moneyInput } from './common.ts';

export const MAX_ORDER_MONTHS = 120;
export const MAX_ORDER_QUANTITY = 1000;
const MAX_ID = 2_147_483_647;

/** A record id from a select (a number or a digit string). */
export const idValue = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'Wajib diisi.' : 'Pilihan tidak valid.',
  })
  .pipe(
    z.number().int('Pilihan tidak valid.').min(1, 'Pilihan tidak valid.').max(MAX_ID, 'Pilihan tidak valid.'),
  );

/** Required id: missing, null or '' all read 'Wajib diisi.'. */
export const requiredId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  idValue,
);
/** Optional id: missing, null, '' or 0 mean "none". */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined || value === 0 || value === '0' ? null : value),
  idValue.nullable(),
);

export const wholeNumber = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'Harus bilangan bulat.' })
      .int('Harus bilangan bulat.')
      .min(min, minMessage)
      .max(max, maxMessage),
  );

export const quantity = wholeNumber(
  1,
  MAX_ORDER_QUANTITY,
  'Minimal 1.',
  `Maksimal ${MAX_ORDER_QUANTITY}.`,
).default(1);
export const discount = moneyInput(12).default('0');
