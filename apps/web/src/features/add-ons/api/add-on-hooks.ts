import { addOnDetailSchema, addOnSchema } from '@tagih/domain/schemas/add-on';
import type { AddOn, AddOnDetail, AddOnInput } from '@tagih/domain/schemas/add-on';
import { createResourceHooks } from '../../../lib/resource-hooks';

const BASE = '/add-ons';

/** The standard set over /add-ons (spec 2.13, section 7): list rows. Product items list their add-ons. */
export const addOnHooks = createResourceHooks<AddOn, AddOnInput>(BASE, {
  rowSchema: addOnSchema,
  alsoInvalidates: ['/product-items'],
});

/** The same base for the form: GET {id} answers the record with its sub-modules. */
export const addOnFormHooks = createResourceHooks<AddOnDetail, AddOnInput>(BASE, {
  rowSchema: addOnDetailSchema,
  alsoInvalidates: ['/product-items'],
});
