// Product item (spec 2.11, 2.12, section 3): a main package priced from its checked sub-modules, with add-ons.
// The price and total_disc the server stores are its own (submodule-totals.ts), never the client's.
import { z } from 'zod';
import { flagInput, moneyOutput } from './common.ts';
import { pricedItemDetailFields } from './ref-module.ts';
import { pricedItemInputShape, pricedItemRowShape } from './priced-item-fields.ts';

export const ADD_ON_IDS_INVALID = 'Add on tidak valid.';

/** `addOns` on save: the ids of the chosen add-ons (spec section 3). */
export const addOnIdsInput = z
  .array(
    z.coerce
      .number({ error: ADD_ON_IDS_INVALID })
      .int(ADD_ON_IDS_INVALID)
      .positive(ADD_ON_IDS_INVALID)
      .max(2_147_483_647, ADD_ON_IDS_INVALID),
    {
      error: ADD_ON_IDS_INVALID,
    },
  )
  .max(200, 'Maksimal 200 add on.')
  .optional()
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const productItemInputSchema = z.object({
  ...pricedItemInputShape,
  is_aol: flagInput.default(0),
  addOns: addOnIdsInput,
});
export type ProductItemInput = z.input<typeof productItemInputSchema>;
export type ProductItemValues = z.output<typeof productItemInputSchema>;

/** A row of the list and of search results. */
export const productItemSchema = z.object({ ...pricedItemRowShape, is_aol: z.number().int() });
export type ProductItem = z.infer<typeof productItemSchema>;

/** `addOns` on read: each chosen add-on as `{add_on_id, add_on: [{id, name, price}]}` (spec section 3). */
export const productItemAddOnSchema = z.object({
  add_on_id: z.number().int(),
  add_on: z.array(z.object({ id: z.number().int(), name: z.string(), price: moneyOutput })),
});

/** `GET /product-items/{id}`: the row plus what the form needs to show the saved state again. */
export const productItemDetailSchema = productItemSchema.extend({
  ...pricedItemDetailFields,
  addOns: z.array(productItemAddOnSchema),
});
export type ProductItemDetail = z.infer<typeof productItemDetailSchema>;
