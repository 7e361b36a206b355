// Everything an invoice prints, read from what was stored: the order with its figures, the company, the
// catalogue names, the extra charges and add-ons as snapshotted on the order, the voucher and the previous
// order, in one prepared statement (read-together.ts). Nothing here prices anything; the figures on the PDF
// are the order's stored figures.
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  orderAddOns,
  orderExtraPackages,
  orders,
  productItemAddOns,
  productItemDetails,
  productItems,
  refModules,
  subModules,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import { voucherScope, type VoucherScope } from '@tagih/domain/vouchers';
import { AppError } from '../lib/app-error.ts';
import { NamedReads, selects } from '../repositories/read-together.ts';
import { namedByOrder, ORDER_ID } from '../repositories/orders-read.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type CompanyRecord = typeof companies.$inferSelect;

export interface InvoiceData {
  order: OrderRecord;
  company: CompanyRecord;
  /** The product item with its catalogue price per month (the unit price column). */
  product: { name: string; price: string } | null;
  /** The product's priced sub-modules (flexmod breakdown), in module then sub-module order. */
  productModules: Array<{ module: string; submodule: string; price: string; disc: string }>;
  userPackage: { name: string; price: string } | null;
  storage: { name: string; storage: number; type: string; price: string } | null;
  extras: Array<{ name: string; price: string; disc: string }>;
  /** The add-ons on the order as snapshotted, each saying whether it is one of the product's own. */
  addOns: Array<{ id: number; name: string; price: string; own: boolean }>;
  /** The order's voucher and the line it came off (an add-on voucher comes off the product line). */
  voucher: {
    name: string;
    code: string;
    scope: VoucherScope | null;
    type_voucher: number;
    nominal: string;
    id_add_on: number | null;
  } | null;
  previous: { invoice_number: string; start_period: string; end_period: string; total_month: number } | null;
}

export const CANCELED_MESSAGE = 'Order ini sudah dibatalkan, sehingga tidak memiliki invoice.';

/** The order, or 404; 409 when it is cancelled (section 4: invoices only for orders not cancelled). */
function invoiceable(order: OrderRecord | undefined): OrderRecord {
  if (!order) throw AppError.notFound('Order');
  if (order.is_canceled === 1) throw AppError.conflict(CANCELED_MESSAGE);
  return order;
}

export async function findInvoiceableOrder(db: Db, id: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return invoiceable(order);
}

const previousOrders = alias(orders, 'previous_order');

/** The order and everything its invoice prints, in one prepared statement: each read joins the order by id. */
const INVOICE_READS = new NamedReads('invoice_reads', {
  orderRows: selects.select().from(orders).where(eq(orders.id, ORDER_ID)),
  companyRows: namedByOrder(
    getTableColumns(companies),
    companies,
    eq(orders.id_company, companies.id_company),
  ),
  productRows: namedByOrder(
    { name: productItems.name, price: productItems.price },
    productItems,
    eq(orders.id_product_item, productItems.id),
  ),
  moduleRows: selects
    .select({
      module: refModules.name,
      submodule: subModules.name,
      price: productItemDetails.price,
      disc: productItemDetails.disc,
    })
    .from(productItemDetails)
    .innerJoin(subModules, eq(subModules.id, productItemDetails.ref_submodule_id))
    .innerJoin(refModules, eq(refModules.id, productItemDetails.ref_module_id))
    .innerJoin(orders, eq(orders.id_product_item, productItemDetails.product_item_id))
    .where(eq(orders.id, ORDER_ID))
    .orderBy(asc(refModules.id), asc(subModules.id)),
  userPackageRows: namedByOrder(
    { name: userPackages.name, price: userPackages.price },
    userPackages,
    eq(orders.id_user_package, userPackages.id),
  ),
  storageRows: namedByOrder(
    {
      name: userStorages.name,
      storage: userStorages.storage,
      type: userStorages.type,
      price: userStorages.price,
    },
    userStorages,
    eq(orders.id_storage_package, userStorages.id),
  ),
  extras: selects
    .select({
      name: orderExtraPackages.name_extra_package,
      price: orderExtraPackages.price_extra_package,
      disc: orderExtraPackages.disc_extra_package,
    })
    .from(orderExtraPackages)
    .where(eq(orderExtraPackages.order_id, ORDER_ID))
    .orderBy(asc(orderExtraPackages.position), asc(orderExtraPackages.id)),
  addOns: selects
    .select({ id: orderAddOns.add_on_id, name: orderAddOns.name, price: orderAddOns.price })
    .from(orderAddOns)
    .where(eq(orderAddOns.order_id, ORDER_ID))
    .orderBy(asc(orderAddOns.name)),
  productAddOns: namedByOrder(
    { id: productItemAddOns.add_on_id },
    productItemAddOns,
    eq(orders.id_product_item, productItemAddOns.product_item_id),
  ),
  voucherRows: namedByOrder(
    {
      name: vouchers.name_voucher,
      code: vouchers.code_voucher,
      is_all_module: vouchers.is_all_module,
      id_module: vouchers.id_module,
      type_voucher: vouchers.type_voucher,
      nominal: vouchers.nominal,
      id_add_on: vouchers.id_add_on,
    },
    vouchers,
    eq(orders.id_master_voucher, vouchers.id),
  ),
  previousRows: namedByOrder(
    {
      invoice_number: previousOrders.invoice_number,
      start_period: previousOrders.start_period,
      end_period: previousOrders.end_period,
      total_month: previousOrders.total_month,
    },
    previousOrders,
    eq(orders.id_order, previousOrders.id),
  ),
});

export async function loadInvoiceData(db: Db, id: number): Promise<InvoiceData> {
  const {
    orderRows,
    companyRows,
    productRows,
    moduleRows,
    userPackageRows,
    storageRows,
    extras,
    addOns,
    productAddOns,
    voucherRows,
    previousRows,
  } = await INVOICE_READS.read(db, { order: id });
  const own = new Set(productAddOns.map((link) => link.id));
  const order = invoiceable(orderRows[0]);
  const company = companyRows[0];
  if (!company) throw AppError.notFound('Perusahaan');
  return {
    order,
    company,
    product: productRows[0] ?? null,
    productModules: moduleRows,
    userPackage: userPackageRows[0] ?? null,
    storage: storageRows[0] ?? null,
    extras,
    addOns: addOns.map((addOn) => ({ ...addOn, own: own.has(addOn.id) })),
    voucher: voucherRows[0] ? { ...voucherRows[0], scope: voucherScope(voucherRows[0]) } : null,
    previous: previousRows[0] ?? null,
  };
}
