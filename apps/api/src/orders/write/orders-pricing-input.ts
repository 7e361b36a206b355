// Loads what an order is priced from, straight from the tables (never from the client): the company, the
// catalogue rows, the voucher and the previous order. Every missing or unusable reference is refused with a
// 422 under the spec's field name, all of them at once.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  addOns,
  companies,
  extraPackages,
  orders,
  productItemAddOns,
  productItems,
  taxSettings,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import type { OrderFiguresInput } from '@tagih/domain/order-figures';
import { orderDetailSchema, type OrderInputParsed } from '@tagih/domain/schemas/order';
import { voucherModuleOf, type Voucher } from '@tagih/domain/vouchers';
import type { CalendarDate } from '@tagih/domain/dates';
import { toRupiah } from '@tagih/domain/money';
import { NOT_PKP, type PpnSetting } from '@tagih/domain/ppn';
import { DEFAULT_PPN_BUYER_TYPE, type PpnBuyerType } from '@tagih/domain/ppn-buyer';
import { upgradedByFields } from '../read/orders-upgraded-by.ts';
import { renewedByFields } from '../read/orders-renewed-by.ts';
import { isRenewal } from '@tagih/domain/renewal-eligibility';
import { jsonRows } from '../../repositories/sql-values.ts';
import type { OrderRecord } from '../read/orders-read.ts';
import { refuseUnusable } from './pricing-refusals.ts';

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

/** Who supersedes (upgrades) and who renews the previous order, besides the order being updated. */
type ChainFacts = Record<'upgraded_by' | 'renewed_by', number | null> &
  Record<'upgraded_by_invoice' | 'renewed_by_invoice', string | null>;
export interface PricingSources {
  product: typeof productItems.$inferSelect;
  userPackage: typeof userPackages.$inferSelect;
  storage: typeof userStorages.$inferSelect | null;
  /** In the order the client sent them, with the catalogue's name and price. */
  extras: { id_extra_package: number; name: string; price: string; disc: string }[];
  addOns: { id: number; name: string; price: string }[];
  voucher: VoucherRecord | null;
  previous: (OrderRecord & ChainFacts) | null;
  /** 'Setting Pajak' as it is now: a new order keeps it; an update keeps the order's own (orders-write.ts). */
  ppnNow: PpnSetting;
  /** The company's PPN role now: the order takes it when it is stored or updated with PPN (orders-write.ts). */
  buyerType: PpnBuyerType;
  /** Everything orderFigures needs except the day. */
  figures: Omit<OrderFiguresInput, 'today'>;
}

/** The catalogue rows of a list of ids (`any($name::int[])`), as JSON checked like the detail's add-ons. */
function catalogueRows(table: typeof extraPackages | typeof addOns, ids: string) {
  return jsonRows(
    orderDetailSchema.shape.add_ons,
    sql`select json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}, 'price', ${table.price}::text))
      from ${table} where ${table.id} = any(${sql.placeholder(ids)}::int[])`,
  );
}

/**
 * What an order is priced from, by the ids the payload names, in one prepared statement: each row joined by
 * its id to a one-row source (an id the payload leaves out is null and joins nothing), the lists as JSON, and
 * 'Setting Pajak' (its one row, or none: not PKP), so a store reads everything in one round trip.
 * Prepared once per app for a store (orders/statements.ts); a transaction takes its own (`statements.on(tx)`).
 */
export const preparePricingSources = (db: Db) =>
  db
    .select({
      company: { id: companies.id_company, ppnBuyerType: companies.ppn_buyer_type },
      product: getTableColumns(productItems),
      addOnLinks: jsonRows(
        orderDetailSchema.shape.productItem.shape.add_on_ids,
        sql`select json_agg(${productItemAddOns.add_on_id}) from ${productItemAddOns}
          where ${productItemAddOns.product_item_id} = ${sql.placeholder('product')}`,
      ),
      userPackage: getTableColumns(userPackages),
      storage: getTableColumns(userStorages),
      extraRows: catalogueRows(extraPackages, 'extras'),
      addOnRows: catalogueRows(addOns, 'addOns'),
      voucher: getTableColumns(vouchers),
      previous: getTableColumns(orders),
      // Any order but the one being updated (`self`, 0 on a store) that upgrades or renews the previous order.
      previousUpgrade: upgradedByFields(orders.id, sql`${sql.placeholder('self')}::int`),
      previousRenewal: renewedByFields(orders.id, sql`${sql.placeholder('self')}::int`),
      ppnNow: { is_pkp: taxSettings.is_pkp, ppn_rate: taxSettings.ppn_rate, dpp_rule: taxSettings.dpp_rule },
    })
    .from(sql`(select 1) as one`)
    .leftJoin(companies, eq(companies.id_company, sql.placeholder('company')))
    .leftJoin(productItems, eq(productItems.id, sql.placeholder('product')))
    .leftJoin(userPackages, eq(userPackages.id, sql.placeholder('userPackage')))
    .leftJoin(userStorages, eq(userStorages.id, sql.placeholder('storage')))
    .leftJoin(vouchers, eq(vouchers.id, sql.placeholder('voucher')))
    .leftJoin(orders, eq(orders.id, sql.placeholder('previous')))
    .leftJoin(taxSettings, eq(taxSettings.id, 1))
    .prepare('order_pricing_sources');
export type PricingSourcesStatement = ReturnType<typeof preparePricingSources>;

/** Everything orderFigures needs from the chosen rows, as bigint rupiah. */
function figuresOf(
  input: OrderInputParsed,
  chosen: Omit<PricingSources, 'figures'>,
  addOnLinks: number[],
): PricingSources['figures'] {
  const {
    product: p,
    userPackage: u,
    storage: s,
    extras,
    addOns: chosenAddOns,
    voucher: v,
    previous: prev,
  } = chosen;
  return {
    totalMonth: input.total_month,
    product: { id: p.id, price: toRupiah(p.price), addOnIds: addOnLinks },
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
    // A renewal is priced as a new order over its own period (order-figures.ts); an upgrade credits the previous.
    renews: prev && isRenewal(input) ? { end_period: prev.end_period } : null,
    previous: prev && !isRenewal(input) ? { ...prev, total_price: toRupiah(prev.total_price) } : null,
  };
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Loads and checks the references of `input`. `today` is the day the order is priced on (WIB; an update's is
 * the day the order was made): an upgrade's previous order must be running that day and upgraded or renewed
 * by no other order (upgradeRefusal); a renewal's must be neither upgraded nor renewed (renewalRefusal, 409).
 * `self` is the order being updated (absent on store): an order cannot upgrade or renew itself or a newer
 * order, which keeps chains free of cycles. The previous order is locked FOR UPDATE first, so it cannot be
 * cancelled, deleted, upgraded or renewed by another transaction while this one prices an upgrade or renewal.
 * `statement` is preparePricingSources on `tx`.
 */
export async function loadPricingSources(
  tx: Db,
  statement: PricingSourcesStatement,
  input: OrderInputParsed,
  today: CalendarDate,
  self?: OrderRecord,
): Promise<PricingSources> {
  const extraIds = [...new Set(input.extra_package.map((row) => row.id_extra_package))];
  // An upgrade is priced inside the transaction that writes it: the previous order stays as read until it
  // commits. Here, not in the statement below: FOR UPDATE cannot lock the nullable side of an outer join.
  // FOR UPDATE, not FOR SHARE: two upgrades of one order take the lock one after the other, and the later
  // one's pricing statement (READ COMMITTED: a fresh snapshot per statement) sees the upgrade the first one
  // committed, so it is refused. Under FOR SHARE both would hold the lock and both would be stored.
  if (input.id_order !== null)
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.id_order)).for('update');
  const [sources] = await statement.execute({
    company: input.id_company,
    product: input.id_product_item,
    userPackage: input.id_user_package,
    storage: input.id_storage_package,
    extras: extraIds,
    addOns: input.array_addon,
    voucher: input.id_master_diskon,
    previous: input.id_order,
    self: self?.id ?? 0,
  });
  // The one-row source always answers one row.
  const {
    company,
    product,
    addOnLinks,
    userPackage,
    storage,
    extraRows,
    addOnRows,
    voucher,
    previous,
    previousUpgrade,
    previousRenewal,
    ppnNow,
  } = sources!;

  const extrasById = byId(extraRows);
  const addOnsById = byId(addOnRows);
  const prev = previous && { ...previous, ...previousUpgrade, ...previousRenewal };
  refuseUnusable(input, { ...sources!, extrasById, addOnsById, previous: prev }, today, self);

  const p = product!;
  const u = userPackage!;
  const s = storage;
  const extras = input.extra_package.map((row) => {
    const extra = extrasById.get(row.id_extra_package)!;
    return { id_extra_package: extra.id, name: extra.name, price: extra.price, disc: row.disc_extra_package };
  });
  const chosenAddOns = input.array_addon.map((id) => {
    const addOn = addOnsById.get(id)!;
    return { id: addOn.id, name: addOn.name, price: addOn.price };
  });
  const v = voucher;

  const chosen = {
    product: p,
    userPackage: u,
    storage: s,
    extras,
    addOns: chosenAddOns,
    voucher: v,
    previous: prev,
    ppnNow: ppnNow ?? NOT_PKP,
    buyerType: company?.ppnBuyerType ?? DEFAULT_PPN_BUYER_TYPE,
  };
  return { ...chosen, figures: figuresOf(input, chosen, addOnLinks) };
}
