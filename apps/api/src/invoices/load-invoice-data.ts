// Everything an invoice prints, read from what was stored: the order with its figures, the company, the
// catalogue names, the extra charges and add-ons as snapshotted on the order, the voucher and the previous
// order. Nothing here prices anything; the figures on the PDF are the order's stored figures.
import { asc, eq } from 'drizzle-orm';
import {
  companies,
  orderAddOns,
  orderExtraPackages,
  orders,
  productItemDetails,
  productItems,
  refModules,
  subModules,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';
import type { VoucherScope } from '@tagih/domain/vouchers';
import { AppError } from '../lib/app-error.ts';

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
  addOns: Array<{ name: string }>;
  /** The order's voucher and the line it came off (an add-on voucher comes off the product line). */
  voucher: { name: string; code: string; scope: VoucherScope | null } | null;
  previous: { invoice_number: string; start_period: string; end_period: string } | null;
}

export const CANCELED_MESSAGE = 'Order ini sudah dibatalkan, sehingga tidak memiliki invoice.';

/** The order, or 404; 409 when it is cancelled (section 4: invoices only for orders not cancelled). */
export async function findInvoiceableOrder(db: Db, id: number): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  if (order.is_canceled === 1) throw AppError.conflict(CANCELED_MESSAGE);
  return order;
}

/** The same reading of a stored voucher as checkVoucher's (domain/vouchers.ts). */
function voucherScope(voucher: { is_all_module: number; id_module: number | null }): VoucherScope | null {
  if (voucher.is_all_module === 1) return 'order';
  return voucher.id_module === 1 ? 'user_package' : voucher.id_module === 2 ? 'product' : voucher.id_module === 3 ? 'add_on' : null;
}

export async function loadInvoiceData(db: Db, id: number): Promise<InvoiceData> {
  const order = await findInvoiceableOrder(db, id);
  const [companyRows, productRows, moduleRows, userPackageRows, storageRows, extras, addOns, voucherRows, previousRows] = await Promise.all([
    db.select().from(companies).where(eq(companies.id_company, order.id_company)),
    db.select({ name: productItems.name, price: productItems.price }).from(productItems).where(eq(productItems.id, order.id_product_item)),
    db
      .select({ module: refModules.name, submodule: subModules.name, price: productItemDetails.price, disc: productItemDetails.disc })
      .from(productItemDetails)
      .innerJoin(subModules, eq(subModules.id, productItemDetails.ref_submodule_id))
      .innerJoin(refModules, eq(refModules.id, productItemDetails.ref_module_id))
      .where(eq(productItemDetails.product_item_id, order.id_product_item))
      .orderBy(asc(refModules.id), asc(subModules.id)),
    db.select({ name: userPackages.name, price: userPackages.price }).from(userPackages).where(eq(userPackages.id, order.id_user_package)),
    order.id_storage_package === null
      ? Promise.resolve([])
      : db
          .select({ name: userStorages.name, storage: userStorages.storage, type: userStorages.type, price: userStorages.price })
          .from(userStorages)
          .where(eq(userStorages.id, order.id_storage_package)),
    db
      .select({ name: orderExtraPackages.name_extra_package, price: orderExtraPackages.price_extra_package, disc: orderExtraPackages.disc_extra_package })
      .from(orderExtraPackages)
      .where(eq(orderExtraPackages.order_id, order.id))
      .orderBy(asc(orderExtraPackages.position), asc(orderExtraPackages.id)),
    db.select({ name: orderAddOns.name }).from(orderAddOns).where(eq(orderAddOns.order_id, order.id)).orderBy(asc(orderAddOns.name)),
    order.id_master_voucher === null
      ? Promise.resolve([])
      : db
          .select({ name: vouchers.name_voucher, code: vouchers.code_voucher, is_all_module: vouchers.is_all_module, id_module: vouchers.id_module })
          .from(vouchers)
          .where(eq(vouchers.id, order.id_master_voucher)),
    order.id_order === null
      ? Promise.resolve([])
      : db
          .select({ invoice_number: orders.invoice_number, start_period: orders.start_period, end_period: orders.end_period })
          .from(orders)
          .where(eq(orders.id, order.id_order)),
  ]);
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
    addOns,
    voucher: voucherRows[0] ? { name: voucherRows[0].name, code: voucherRows[0].code, scope: voucherScope(voucherRows[0]) } : null,
    previous: previousRows[0] ?? null,
  };
}
