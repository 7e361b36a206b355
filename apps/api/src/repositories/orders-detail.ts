// One order with everything the view dialog and the edit form need: the chosen catalogue items at their
// current prices (what an update prices with), the extra-charge rows and add-ons, the voucher as stored and
// the previous order's figures for an upgrade.
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addOns,
  extraPackages,
  orderAddOns,
  orderExtraPackages,
  orders,
  productItemAddOns,
  productItems,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import type { OrderDetail } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { findOrderRow, namedByOrder, ORDER_ID } from './orders-read.ts';
import { toVoucherRef } from './orders-pricing-input.ts';
import { NamedReads, selects } from './read-together.ts';

const previousOrders = alias(orders, 'previous_order');

/** What an order names, each read joined to the order by id, in one prepared statement (read-together.ts). */
const DETAIL_READS = new NamedReads('order_detail', {
  product: namedByOrder(
    getTableColumns(productItems),
    productItems,
    eq(orders.id_product_item, productItems.id),
  ),
  addOnLinks: namedByOrder(
    { id: productItemAddOns.add_on_id },
    productItemAddOns,
    eq(orders.id_product_item, productItemAddOns.product_item_id),
  ),
  userPackage: namedByOrder(
    getTableColumns(userPackages),
    userPackages,
    eq(orders.id_user_package, userPackages.id),
  ),
  storage: namedByOrder(
    getTableColumns(userStorages),
    userStorages,
    eq(orders.id_storage_package, userStorages.id),
  ),
  extras: selects
    .select({ line: orderExtraPackages, price: extraPackages.price })
    .from(orderExtraPackages)
    .innerJoin(extraPackages, eq(extraPackages.id, orderExtraPackages.id_extra_package))
    .where(eq(orderExtraPackages.order_id, ORDER_ID))
    .orderBy(asc(orderExtraPackages.position), asc(orderExtraPackages.id)),
  chosenAddOns: selects
    .select({ id: addOns.id, name: addOns.name, price: addOns.price })
    .from(orderAddOns)
    .innerJoin(addOns, eq(addOns.id, orderAddOns.add_on_id))
    .where(eq(orderAddOns.order_id, ORDER_ID))
    .orderBy(asc(addOns.name)),
  voucher: namedByOrder(getTableColumns(vouchers), vouchers, eq(orders.id_master_voucher, vouchers.id)),
  previous: namedByOrder(
    getTableColumns(previousOrders),
    previousOrders,
    eq(orders.id_order, previousOrders.id),
  ),
});

export async function findOrderDetail(db: Db, id: number): Promise<OrderDetail> {
  const row = await findOrderRow(db, id);
  const { product, addOnLinks, userPackage, storage, extras, chosenAddOns, voucher, previous } =
    await DETAIL_READS.read(db, { order: id });
  const [p] = product;
  const [u] = userPackage;
  // Foreign keys with ON DELETE RESTRICT keep these; a miss means the database was edited by hand.
  if (!p || !u) throw new AppError(500, 'Order references a missing catalogue row');
  const [s] = storage;
  const [v] = voucher;
  const [prev] = previous;

  return {
    ...row,
    id_master_diskon: row.id_master_voucher,
    productItem: {
      id: p.id,
      name: p.name,
      price: p.price,
      is_billing: p.is_billing === 1 ? 1 : 0,
      add_on_ids: addOnLinks.map((link) => link.id),
    },
    userPackage: { id: u.id, name: u.name, price: u.price, total_user: u.total_user },
    storagePackage: s ? { id: s.id, name: s.name, price: s.price } : null,
    extra_package: extras.map(({ line, price }) => ({
      id: line.id,
      id_extra_package: line.id_extra_package,
      name_extra_package: line.name_extra_package,
      price_extra_package: line.price_extra_package,
      disc_extra_package: line.disc_extra_package,
      price,
    })),
    array_addon: chosenAddOns.map((addOn) => addOn.id),
    add_ons: chosenAddOns,
    voucher: v
      ? { id: v.id, name_voucher: v.name_voucher, code_voucher: v.code_voucher, ...toVoucherRef(v) }
      : null,
    previous_order: prev
      ? {
          id: prev.id,
          invoice_number: prev.invoice_number,
          start_period: prev.start_period,
          end_period: prev.end_period,
          total_month: prev.total_month,
          id_product_item: prev.id_product_item,
          price_product_item: prev.price_product_item,
          price_user_package: prev.price_user_package,
          price_storage_package: prev.price_storage_package,
          price_extra_package: prev.price_extra_package,
          total_price: prev.total_price,
        }
      : null,
  };
}
