// Add-on (spec 2.13, section 3): priced from its checked sub-modules like a product item, without a wizard
// and without add-ons of its own.
import { z } from 'zod';
import { pricedItemDetailFields } from './ref-module.ts';
import { pricedItemInputShape, pricedItemRowShape } from './priced-item-fields.ts';

export const addOnInputSchema = z.object(pricedItemInputShape);
export type AddOnInput = z.input<typeof addOnInputSchema>;
export type AddOnValues = z.output<typeof addOnInputSchema>;

export const addOnSchema = z.object(pricedItemRowShape);
export type AddOn = z.infer<typeof addOnSchema>;

/** `GET /add-ons/{id}`: the row plus product_item_details[] and the picker's saved state. */
export const addOnDetailSchema = addOnSchema.extend(pricedItemDetailFields);
export type AddOnDetail = z.infer<typeof addOnDetailSchema>;
