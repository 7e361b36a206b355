// One order with everything the view dialog and the edit form need: the chosen catalogue items at their
// current prices (what an update prices with), the extra-charge rows and add-ons, the voucher as stored and
// the previous order's figures for an upgrade. One prepared statement: the order joined to what it names,
// its lists as JSON arrays checked by the wire schema's own parts.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addOns,
  companies,
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
import { orderDetailSchema, type OrderDetail } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import { orderRowFields, orderRowJoins } from './orders-read.ts';
import { toVoucherRef } from '../write/orders-pricing-input.ts';
import { flagOf, jsonRows } from '../../repositories/sql-values.ts';

const previousOrders = alias(orders, 'previous_order');
const wire = orderDetailSchema.shape;

/** The product's own add-ons (what the form may offer), by id. */
const productAddOnIds = jsonRows(
  wire.productItem.shape.add_on_ids,
  sql`select json_agg(${productItemAddOns.add_on_id}) from ${productItemAddOns}
    where ${productItemAddOns.product_item_id} = ${orders.id_product_item}`,
);

/** The extra-charge rows as stored, each with its catalogue price now, in the order they were entered. */
const extraLines = jsonRows(
  wire.extra_package,
  sql`select json_agg(json_build_object('id', ${orderExtraPackages.id},
      'id_extra_package', ${orderExtraPackages.id_extra_package},
      'name_extra_package', ${orderExtraPackages.name_extra_package},
      'price_extra_package', ${orderExtraPackages.price_extra_package}::text,
      'disc_extra_package', ${orderExtraPackages.disc_extra_package}::text,
      'price', ${extraPackages.price}::text) order by ${orderExtraPackages.position}, ${orderExtraPackages.id})
    from ${orderExtraPackages} join ${extraPackages} on ${extraPackages.id} = ${orderExtraPackages.id_extra_package}
    where ${orderExtraPackages.order_id} = ${orders.id}`,
);

/** The chosen add-ons at their catalogue price now, by name. */
const chosenAddOns = jsonRows(
  wire.add_ons,
  sql`select json_agg(json_build_object('id', ${addOns.id}, 'name', ${addOns.name}, 'price', ${addOns.price}::text)
      order by ${addOns.name})
    from ${orderAddOns} join ${addOns} on ${addOns.id} = ${orderAddOns.add_on_id}
    where ${orderAddOns.order_id} = ${orders.id}`,
);

/** The order detail's statement, prepared once per app (orders/statements.ts). */
export const prepareOrderDetail = (db: Db) =>
  db
    .select({
      ...orderRowFields,
      id_master_diskon: orders.id_master_voucher,
      productItem: {
        id: productItems.id,
        name: productItems.name,
        price: productItems.price,
        is_billing: flagOf(productItems.is_billing),
        add_on_ids: productAddOnIds,
      },
      userPackage: {
        id: userPackages.id,
        name: userPackages.name,
        price: userPackages.price,
        total_user: userPackages.total_user,
      },
      storagePackage: { id: userStorages.id, name: userStorages.name, price: userStorages.price },
      extra_package: extraLines,
      add_ons: chosenAddOns,
      voucherRecord: getTableColumns(vouchers),
      previous_order: {
        id: previousOrders.id,
        invoice_number: previousOrders.invoice_number,
        start_period: previousOrders.start_period,
        end_period: previousOrders.end_period,
        total_month: previousOrders.total_month,
        id_product_item: previousOrders.id_product_item,
        price_product_item: previousOrders.price_product_item,
        price_user_package: previousOrders.price_user_package,
        price_storage_package: previousOrders.price_storage_package,
        price_extra_package: previousOrders.price_extra_package,
        total_price: previousOrders.total_price,
      },
    })
    .from(orders)
    .innerJoin(companies, orderRowJoins.company)
    .innerJoin(userPackages, orderRowJoins.userPackage)
    .leftJoin(productItems, eq(productItems.id, orders.id_product_item))
    .leftJoin(userStorages, eq(userStorages.id, orders.id_storage_package))
    .leftJoin(vouchers, eq(vouchers.id, orders.id_master_voucher))
    .leftJoin(previousOrders, eq(previousOrders.id, orders.id_order))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_detail');
export type OrderDetailStatement = ReturnType<typeof prepareOrderDetail>;

export async function findOrderDetail(statement: OrderDetailStatement, id: number): Promise<OrderDetail> {
  const [found] = await statement.execute({ id });
  if (!found) throw AppError.notFound('Order');
  const { voucherRecord: v, productItem, ...detail } = found;
  // Foreign keys with ON DELETE RESTRICT keep the product; a miss means the database was edited by hand.
  if (!productItem) throw new AppError(500, 'Order references a missing catalogue row');
  return {
    ...detail,
    productItem,
    array_addon: detail.add_ons.map((addOn) => addOn.id),
    voucher: v
      ? { id: v.id, name_voucher: v.name_voucher, code_voucher: v.code_voucher, ...toVoucherRef(v) }
      : null,
  };
}
