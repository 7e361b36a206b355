// Add-ons (spec 2.13): priced sub-modules (priced-items.ts), nothing linked beside them.
import { addOns, masterPackageAddOns, orderAddOns, productItemAddOns, vouchers } from '@tagih/db';
import type { AddOn, AddOnValues } from '@tagih/domain/schemas/add-on';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { createPricedItemRepository } from './priced-items.ts';
import { addOnDetailStore } from './submodule-details.ts';

type AddOnRecord = typeof addOns.$inferSelect;

export function toAddOnRow(record: AddOnRecord): AddOn {
  return {
    id: record.id,
    name: record.name,
    price: record.price,
    total_disc: record.total_disc,
    is_showing: record.is_showing,
    is_billing: record.is_billing,
    is_free: record.is_free,
    description: record.description,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

export const addOnRepository = createPricedItemRepository<AddOnRecord, AddOn, AddOnValues>({
  entity: 'add_on',
  label: 'Add on',
  table: addOns,
  details: addOnDetailStore,
  toRow: toAddOnRow,
  columns: (input) => ({
    name: input.name,
    is_showing: input.is_showing,
    is_billing: input.is_billing,
    is_free: input.is_free,
    description: sanitizeHtml(input.description),
  }),
  references: [
    { by: 'order', column: orderAddOns.add_on_id },
    { by: 'master package', column: masterPackageAddOns.add_on_id },
    { by: 'product item', column: productItemAddOns.add_on_id },
    { by: 'voucher', column: vouchers.id_add_on },
  ],
});
