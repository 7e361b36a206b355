// Product items (spec 2.11, 2.12): priced sub-modules (priced-items.ts) plus the add-ons chosen in the
// wizard's second step.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  addOns,
  masterPackages,
  orders,
  productItemAddOns,
  productItems,
  vouchers,
  type Db,
} from '@tagih/db';
import type { ProductItem, ProductItemDetail, ProductItemValues } from '@tagih/domain/schemas/product-item';
import type { FieldErrors } from '../lib/app-error.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { createPricedItemRepository, type ItemLinks } from './priced-items.ts';
import { productItemDetailStore } from './submodule-details.ts';

type ProductItemRecord = typeof productItems.$inferSelect;

export function toProductItemRow(record: ProductItemRecord): ProductItem {
  return {
    id: record.id,
    name: record.name,
    price: record.price,
    total_disc: record.total_disc,
    is_aol: record.is_aol,
    is_showing: record.is_showing,
    is_billing: record.is_billing,
    is_free: record.is_free,
    description: record.description,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

/**
 * The ids that exist among `ids`, share-locked until the transaction ends, so a concurrent delete of one of
 * them waits and then sees the new reference (and refuses) instead of breaking the write.
 */
export async function lockExistingAddOns(tx: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await tx.select({ id: addOns.id }).from(addOns).where(inArray(addOns.id, ids)).for('share');
  return new Set(found.map((row) => row.id));
}

export function missingAddOnErrors(field: string, ids: number[], found: Set<number>): FieldErrors {
  const missing = ids.filter((id) => !found.has(id));
  return missing.length > 0 ? { [field]: [`Add on tidak ditemukan: ${missing.join(', ')}.`] } : {};
}

const addOnLinks: ItemLinks<ProductItemValues, Pick<ProductItemDetail, 'addOns'>> = {
  async check(tx, input) {
    return missingAddOnErrors('addOns', input.addOns, await lockExistingAddOns(tx, input.addOns));
  },
  async replace(tx, id, input) {
    await tx.delete(productItemAddOns).where(eq(productItemAddOns.product_item_id, id));
    if (input.addOns.length > 0)
      await tx
        .insert(productItemAddOns)
        .values(input.addOns.map((addOnId) => ({ product_item_id: id, add_on_id: addOnId })));
  },
  async read(db, id) {
    const rows = await db
      .select({ id: addOns.id, name: addOns.name, price: addOns.price })
      .from(productItemAddOns)
      .innerJoin(addOns, eq(addOns.id, productItemAddOns.add_on_id))
      .where(eq(productItemAddOns.product_item_id, id))
      .orderBy(asc(addOns.id));
    return { addOns: rows.map((addOn) => ({ add_on_id: addOn.id, add_on: [addOn] })) };
  },
};

export const productItemRepository = createPricedItemRepository<
  ProductItemRecord,
  ProductItem,
  ProductItemValues,
  Pick<ProductItemDetail, 'addOns'>
>({
  entity: 'product_item',
  label: 'Product item',
  table: productItems,
  details: productItemDetailStore,
  toRow: toProductItemRow,
  columns: (input) => ({
    name: input.name,
    is_aol: input.is_aol,
    is_showing: input.is_showing,
    is_billing: input.is_billing,
    is_free: input.is_free,
    description: sanitizeHtml(input.description),
  }),
  references: [
    { by: 'order', column: orders.id_product_item },
    { by: 'master package', column: masterPackages.product_item_id },
    { by: 'voucher', column: vouchers.id_product_item },
  ],
  links: addOnLinks,
});
