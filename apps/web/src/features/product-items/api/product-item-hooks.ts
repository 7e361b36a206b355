import { productItemDetailSchema, productItemSchema } from '@tagih/domain/schemas/product-item';
import type { ProductItem, ProductItemDetail, ProductItemInput } from '@tagih/domain/schemas/product-item';
import { createResourceHooks } from '../../../lib/resource-hooks';

const BASE = '/product-items';

/** The standard set over /product-items (spec 2.11, section 7): list rows. */
export const productItemHooks = createResourceHooks<ProductItem, ProductItemInput>(BASE, {
  rowSchema: productItemSchema,
});

/** The same base for the form: GET {id} answers the record with its sub-modules and add-ons. */
export const productItemFormHooks = createResourceHooks<ProductItemDetail, ProductItemInput>(BASE, {
  rowSchema: productItemDetailSchema,
});
