// User package (spec 2.15, section 3): user seats sold with an order; price up to 12 digits.
import { z } from 'zod';
import { PRICE_DIGITS } from '../money.ts';
import { envelopeSchema, flagInput, moneyInput, moneyOutput, requiredText, versionField } from './common.ts';
import { descriptionInput, wholeNumberInput } from './catalogue-fields.ts';

export const MAX_TOTAL_USER = 1_000_000;

export const userPackageInputSchema = z.object({
  name: requiredText(150),
  total_user: wholeNumberInput(1, MAX_TOTAL_USER),
  price: moneyInput(PRICE_DIGITS),
  is_showing: flagInput.default(0),
  description: descriptionInput,
  updated_at: versionField,
});
export type UserPackageInput = z.input<typeof userPackageInputSchema>;

export const userPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneyOutput,
  total_user: z.number().int(),
  is_showing: z.number().int(),
  description: z.string(),
  /** 1 active, 0 inactive; changed only by `POST /user-packages/change-status/{id}` (spec section 4). */
  status: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserPackage = z.infer<typeof userPackageSchema>;

/** `POST /user-packages/change-status/{id}`: the new status, or nothing to toggle it. */
export const userPackageStatusInputSchema = z.preprocess(
  (body) => body ?? {}, // a bodiless POST toggles
  z.object({
    status: z
      .union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)], {
        error: 'Status harus 0 atau 1.',
      })
      .optional(),
  }),
);
export const userPackageStatusResponseSchema = envelopeSchema(userPackageSchema);
