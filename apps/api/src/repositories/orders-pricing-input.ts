// Loads what an order is priced from, straight from the tables (never from the client): the company, the
// catalogue rows, the voucher and the previous order. Every missing or unusable reference is refused with a
// 422 under the spec's field name, all of them at once.
import { eq, sql } from 'drizzle-orm';
import {
  addOns,
  companies,
  extraPackages,
  orders,
  productItemAddOns,
  productItems,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import { addOnOutsideProductMessage, addOnsOutsideProduct } from '@tagih/domain/order-add-ons';
import type { OrderFiguresInput } from '@tagih/domain/order-figures';
import type { OrderInputParsed } from '@tagih/domain/schemas/order';
import { voucherModuleOf, type Voucher } from '@tagih/domain/vouchers';
import type { CalendarDate } from '@tagih/domain/dates';
import { toRupiah } from '@tagih/domain/money';
import { orderState } from '@tagih/domain/order-lifecycle';
import { upgradeRefusal } from '@tagih/domain/proration-eligibility';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { NamedReads, selects } from './read-together.ts';
import type { OrderRecord } from './orders-read.ts';

type VoucherRecord = typeof vouchers.$inferSelect;

/** A stored voucher in the shape the shared pricing code reads. */
export function toVoucherRef(v: VoucherRecord): Voucher {
  const target = (id: number | null) => (id === null ? null : String(id));
  return {
    type_voucher: v.type_voucher === 0 ? 0 : 1,
    nominal: v.nominal,
    is_all_module: v.is_all_module === 1 ? 1 : 0,
    id_module: voucherModuleOf(v.id_module),
    id_user_package: target(v.id_user_package),
    id_product_item: target(v.id_product_item),
    id_add_on: target(v.id_add_on),
    start_date: v.start_date,
    end_date: v.end_date,
  };
}

export interface PricingSources {
  product: typeof productItems.$inferSelect;
  userPackage: typeof userPackages.$inferSelect;
  storage: typeof userStorages.$inferSelect | null;
  /** In the order the client sent them, with the catalogue's name and price. */
  extras: { id_extra_package: number; name: string; price: string; disc: string }[];
  addOns: { id: number; name: string; price: string }[];
  voucher: VoucherRecord | null;
  previous: OrderRecord | null;
  /** Everything orderFigures needs except the day. */
  figures: Omit<OrderFiguresInput, 'today'>;
}

const IDS = (name: string) => sql`any(${sql.placeholder(name)}::int[])`;

/**
 * What an order is priced from, by the ids the payload names, in one prepared statement (read-together.ts).
 * An id the payload leaves out is null and matches nothing. The previous order is read FOR SHARE.
 */
const PRICING_READS = new NamedReads('order_pricing_sources', {
  company: selects
    .select({ id: companies.id_company })
    .from(companies)
    .where(eq(companies.id_company, sql.placeholder('company'))),
  product: selects
    .select()
    .from(productItems)
    .where(eq(productItems.id, sql.placeholder('product'))),
  addOnLinks: selects
    .select({ id: productItemAddOns.add_on_id })
    .from(productItemAddOns)
    .where(eq(productItemAddOns.product_item_id, sql.placeholder('product'))),
  userPackage: selects
    .select()
    .from(userPackages)
    .where(eq(userPackages.id, sql.placeholder('userPackage'))),
  storage: selects
    .select()
    .from(userStorages)
    .where(eq(userStorages.id, sql.placeholder('storage'))),
  extraRows: selects
    .select()
    .from(extraPackages)
    .where(sql`${extraPackages.id} = ${IDS('extras')}`),
  addOnRows: selects
    .select()
    .from(addOns)
    .where(sql`${addOns.id} = ${IDS('addOns')}`),
  voucher: selects
    .select()
    .from(vouchers)
    .where(eq(vouchers.id, sql.placeholder('voucher'))),
  previous: selects
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('previous')))
    .for('share'),
});

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Loads and checks the references of `input`. `today` is the day the order is priced on (WIB; an update's is
 * the day the order was made): the previous order must be running that day (upgradeRefusal). `self` is the
 * order being updated (absent on store): an order cannot upgrade itself or a newer order, which keeps upgrade
 * chains free of cycles. The previous order is read FOR SHARE, so it cannot be cancelled or deleted while this
 * transaction prices an upgrade of it.
 */
export async function loadPricingSources(
  tx: Db,
  input: OrderInputParsed,
  today: CalendarDate,
  self?: OrderRecord,
): Promise<PricingSources> {
  const extraIds = [...new Set(input.extra_package.map((row) => row.id_extra_package))];
  const { company, product, addOnLinks, userPackage, storage, extraRows, addOnRows, voucher, previous } =
    await PRICING_READS.read(tx, {
      company: input.id_company,
      product: input.id_product_item,
      userPackage: input.id_user_package,
      storage: input.id_storage_package,
      extras: extraIds,
      addOns: input.array_addon,
      voucher: input.id_master_diskon,
      previous: input.id_order,
    });

  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!company[0]) refuse('id_company', 'Perusahaan tidak ditemukan.');
  if (!product[0]) refuse('id_product_item', 'Product item tidak ditemukan.');
  if (!userPackage[0]) refuse('id_user_package', 'User package tidak ditemukan.');
  if (input.id_storage_package !== null && !storage[0])
    refuse('id_storage_package', 'User storage tidak ditemukan.');
  if (input.id_master_diskon !== null && !voucher[0]) refuse('id_master_diskon', 'Voucher tidak ditemukan.');

  const extrasById = byId(extraRows);
  input.extra_package.forEach((row, index) => {
    if (!extrasById.has(row.id_extra_package))
      refuse(`extra_package.${index}.id_extra_package`, 'Extra package tidak ditemukan.');
  });
  const addOnsById = byId(addOnRows);
  const missingAddOns = input.array_addon.filter((id) => !addOnsById.has(id));
  if (missingAddOns.length > 0) refuse('array_addon', `Add on tidak ditemukan: ${missingAddOns.join(', ')}.`);
  // Only the chosen product's own add-ons may be recorded (and listed on the invoice as included).
  if (product[0]) {
    const known = input.array_addon.flatMap((id) => addOnsById.get(id) ?? []);
    const productAddOnIds = addOnLinks.map((link) => link.id);
    for (const addOn of addOnsOutsideProduct(productAddOnIds, known))
      refuse('array_addon', addOnOutsideProductMessage(addOn.name));
  }

  const prev = previous[0] ?? null;
  if (input.id_order !== null) {
    if (!prev) refuse('id_order', 'Order sebelumnya tidak ditemukan.');
    else if (self && prev.id >= self.id)
      refuse('id_order', 'Order sebelumnya harus order yang lebih lama dari order ini.');
    else {
      const why = upgradeRefusal({ ...prev, state: orderState(prev) }, input.id_company, today);
      if (why) refuse('id_order', why);
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const p = product[0]!;
  const u = userPackage[0]!;
  const s = storage[0] ?? null;
  const extras = input.extra_package.map((row) => {
    const extra = extrasById.get(row.id_extra_package)!;
    return { id_extra_package: extra.id, name: extra.name, price: extra.price, disc: row.disc_extra_package };
  });
  const chosenAddOns = input.array_addon.map((id) => {
    const addOn = addOnsById.get(id)!;
    return { id: addOn.id, name: addOn.name, price: addOn.price };
  });
  const v = voucher[0] ?? null;

  return {
    product: p,
    userPackage: u,
    storage: s,
    extras,
    addOns: chosenAddOns,
    voucher: v,
    previous: prev,
    figures: {
      totalMonth: input.total_month,
      product: { id: p.id, price: toRupiah(p.price), addOnIds: addOnLinks.map((link) => link.id) },
      userPackage: {
        id: u.id,
        price: toRupiah(u.price),
        qty: input.qty_user_package,
        disc: toRupiah(input.disc_user_package),
      },
      storage: s
        ? {
            price: toRupiah(s.price),
            qty: input.qty_storage_package,
            disc: toRupiah(input.disc_storage_package),
          }
        : null,
      extras: extras.map((row) => ({ price: toRupiah(row.price), disc: toRupiah(row.disc) })),
      addOns: chosenAddOns.map((addOn) => ({ id: addOn.id, price: toRupiah(addOn.price) })),
      voucher: v ? toVoucherRef(v) : null,
      previous: prev
        ? {
            start_period: prev.start_period,
            end_period: prev.end_period,
            total_month: prev.total_month,
            total_price: toRupiah(prev.total_price),
          }
        : null,
    },
  };
}
