// Add-on (spec 2.13, section 3): priced from its checked sub-modules like a product item, without a wizard
// and without add-ons of its own.
import { z } from 'zod';
import { flagInput, moneyOutput, requiredText, versionField } from './common.ts';
import { pricedItemDetailFields, submoduleRowsInputSchema } from './ref-module.ts';
import { descriptionInput } from './catalogue-fields.ts';

export const addOnInputSchema = z.object({
  name: requiredText(150),
  is_showing: flagInput.default(0),
  is_billing: flagInput.default(0),
  is_free: flagInput.default(0),
  description: descriptionInput,
  submodule: submoduleRowsInputSchema,
  updated_at: versionField,
});
export type AddOnInput = z.input<typeof addOnInputSchema>;
export type AddOnValues = z.output<typeof addOnInputSchema>;

export const addOnSchema = z.object({
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
});
export type AddOn = z.infer<typeof addOnSchema>;

/** `GET /add-ons/{id}`: the row plus product_item_details[] and the picker's saved state. */
export const addOnDetailSchema = addOnSchema.extend(pricedItemDetailFields);
export type AddOnDetail = z.infer<typeof addOnDetailSchema>;
