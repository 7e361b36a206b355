// User storage tier (spec 2.16, section 3): a storage size in MB, GB or TB with a price of up to 12 digits.
import { z } from 'zod';
import { PRICE_DIGITS } from '../money.ts';
import { flagInput, moneyInput, moneyOutput, requiredText, versionField } from './common.ts';
import { descriptionInput, wholeNumberInput } from './catalogue-fields.ts';

/** Storage units (spec section 9). */
export const STORAGE_TYPES = ['MB', 'GB', 'TB'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];
export const MAX_STORAGE = 1_000_000;

export const userStorageInputSchema = z.object({
  name: requiredText(150),
  storage: wholeNumberInput(1, MAX_STORAGE),
  type: z.enum(STORAGE_TYPES, { error: 'Pilih MB, GB atau TB.' }),
  price: moneyInput(PRICE_DIGITS),
  is_free: flagInput.default(0),
  description: descriptionInput,
  updated_at: versionField,
});
export type UserStorageInput = z.input<typeof userStorageInputSchema>;

export const userStorageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storage: z.number().int(),
  type: z.enum(STORAGE_TYPES),
  price: moneyOutput,
  is_free: z.number().int(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserStorage = z.infer<typeof userStorageSchema>;
