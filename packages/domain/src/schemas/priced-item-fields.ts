// The fields product items and add-ons share: both are priced from their checked sub-modules (spec 2.12,
// 2.13), so their payloads and rows differ only by what each adds (is_aol and add-ons for product items).
import { z } from 'zod';
import { flagInput, moneyOutput, requiredText, versionField } from './common.ts';
import { submoduleRowsInputSchema } from './ref-module.ts';
import { descriptionInput } from './catalogue-fields.ts';

export const pricedItemInputShape = {
  name: requiredText(150),
  is_showing: flagInput.default(0),
  is_billing: flagInput.default(0),
  is_free: flagInput.default(0),
  description: descriptionInput,
  submodule: submoduleRowsInputSchema,
  updated_at: versionField,
};

export const pricedItemRowShape = {
  id: z.number().int(),
  name: z.string(),
  price: moneyOutput,
  total_disc: moneyOutput,
  is_showing: z.number().int(),
  is_billing: z.number().int(),
  is_free: z.number().int(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};
