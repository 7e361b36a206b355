// Extra package (spec 2.14): a named extra charge with a price of up to 12 digits.
import { z } from 'zod';
import { moneyInput, moneyOutput, requiredText, versionField } from './common.ts';

export const extraPackageInputSchema = z.object({
  name: requiredText(150),
  price: moneyInput(12),
  updated_at: versionField,
});
export type ExtraPackageInput = z.input<typeof extraPackageInputSchema>;

export const extraPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneyOutput,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExtraPackage = z.infer<typeof extraPackageSchema>;
