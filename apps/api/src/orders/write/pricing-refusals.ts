// The refusals of an order's pricing sources (orders-pricing-input.ts reads them): every missing reference,
// an add-on outside the chosen product, and a previous order that cannot be upgraded, each under the spec's
// field name, all of them in one 422.
import { addOnOutsideProductMessage, addOnsOutsideProduct } from '@tagih/domain/order-add-ons';
import type { CalendarDate } from '@tagih/domain/dates';
import { orderState } from '@tagih/domain/order-lifecycle';
import { upgradeRefusal, type UpgradeCandidate } from '@tagih/domain/proration-eligibility';
import { isRenewal, renewalRefusal, type RenewalCandidate } from '@tagih/domain/renewal-eligibility';
import type { OrderInputParsed } from '@tagih/domain/schemas/order';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import type { OrderRecord } from '../read/orders-read.ts';

/** What the pricing statement found, by what the input names (a `null` or absent entry: not found). */
export interface FoundSources {
  company: unknown;
  product: unknown;
  userPackage: unknown;
  storage: unknown;
  voucher: unknown;
  addOnLinks: number[];
  extrasById: Map<number, unknown>;
  addOnsById: Map<number, { id: number; name: string }>;
  previous:
    | (Omit<UpgradeCandidate, 'state'> & RenewalCandidate & Parameters<typeof orderState>[0] & { id: number })
    | null
    | undefined;
}

/**
 * Throws one 422 naming every unusable reference of `input`, or else the 409 of a renewed order that cannot be
 * renewed (superseded or renewed already, renewal-eligibility.ts). `self` is the order being updated (absent on
 * store): an order cannot upgrade or renew itself or a newer order, which keeps chains free of cycles.
 */
export function refuseUnusable(
  input: OrderInputParsed,
  found: FoundSources,
  today: CalendarDate,
  self?: OrderRecord,
): void {
  const { company, product, userPackage, storage, voucher, addOnLinks, extrasById, addOnsById, previous } =
    found;
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  let conflict: string | null = null;
  if (!company) refuse('id_company', 'Perusahaan tidak ditemukan.');
  if (!product) refuse('id_product_item', 'Product item tidak ditemukan.');
  if (!userPackage) refuse('id_user_package', 'User package tidak ditemukan.');
  if (input.id_storage_package !== null && !storage)
    refuse('id_storage_package', 'User storage tidak ditemukan.');
  if (input.id_master_diskon !== null && !voucher) refuse('id_master_diskon', 'Voucher tidak ditemukan.');

  input.extra_package.forEach((row, index) => {
    if (!extrasById.has(row.id_extra_package))
      refuse(`extra_package.${index}.id_extra_package`, 'Extra package tidak ditemukan.');
  });
  const missingAddOns = input.array_addon.filter((id) => !addOnsById.has(id));
  if (missingAddOns.length > 0) refuse('array_addon', `Add on tidak ditemukan: ${missingAddOns.join(', ')}.`);
  // Only the chosen product's own add-ons may be recorded (and listed on the invoice as included).
  if (product) {
    const known = input.array_addon.flatMap((id) => addOnsById.get(id) ?? []);
    for (const addOn of addOnsOutsideProduct(addOnLinks, known))
      refuse('array_addon', addOnOutsideProductMessage(addOn.name));
  }

  if (input.id_order !== null) {
    if (!previous) refuse('id_order', 'Order sebelumnya tidak ditemukan.');
    else if (self && previous.id >= self.id)
      refuse('id_order', 'Order sebelumnya harus order yang lebih lama dari order ini.');
    else if (isRenewal(input)) {
      const why = renewalRefusal(previous, input.id_company);
      if (why?.status === 422) refuse('id_order', why.message);
      else if (why) conflict = why.message;
    } else {
      const why = upgradeRefusal({ ...previous, state: orderState(previous) }, input.id_company, today);
      if (why) refuse('id_order', why);
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  if (conflict) throw AppError.conflict(conflict);
}
