// Everything an invoice prints, read from what was stored: the order with its figures, the company, the
// catalogue names, the extra charges and add-ons as snapshotted on the order, the voucher and the previous
// order, in one prepared statement. Nothing here prices anything; the figures on the PDF
// are the order's stored figures.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  orderAddOns,
  orderExtraPackages,
  orders,
  payments,
  productItemAddOns,
  productItemDetails,
  productItems,
  refModules,
  subModules,
  userPackages,
  taxSettings,
  userStorages,
  vouchers,
  type Db, withholdingSlips } from '@tagih/db';
import { voucherScope, type VoucherScope } from '@tagih/domain/vouchers';
import { AppError } from '../../../lib/app-error.ts';
import { moneyOutput } from '@tagih/domain/schemas/common';
import { jsonRows } from '../../../repositories/sql-values.ts';
import { fakturReplacementFields } from '../../faktur/faktur-action-fields.ts';

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
  /** Net of the order's payments (reversals subtract), whole rupiah as digits: what was paid so far. */
  paid: string;
  /** The bukti potong numbers of the PPh 23 withheld from standing payments (issue 31), ', '-joined; null when none. */
  withholdingNumbers: string | null;
  /** The seller's NPWP from 'Setting Pajak', the one the e-Faktur export sends; null when never set there. */
  sellerNpwp: string | null;
  /** The faktur number this order's faktur replaced (its last replacement done; issue 31), or null. */
  replacedFakturNumber: string | null;
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

const moduleLines: z.ZodType<InvoiceData['productModules']> = z.array(
  z.object({ module: z.string(), submodule: z.string(), price: moneyOutput, disc: moneyOutput }),
);
const extraLines: z.ZodType<InvoiceData['extras']> = z.array(
  z.object({ name: z.string(), price: moneyOutput, disc: moneyOutput }),
);
const addOnLines: z.ZodType<InvoiceData['addOns']> = z.array(
  z.object({ id: z.number().int(), name: z.string(), price: moneyOutput, own: z.boolean() }),
);

/** The order and everything its invoice prints, in one prepared statement: the order joined to each. */
/** The invoice's one read, prepared once per app (orders/statements.ts). */
export const prepareInvoiceReads = (db: Db) =>
  db
    .select({
      order: getTableColumns(orders),
      company: getTableColumns(companies),
      product: { name: productItems.name, price: productItems.price },
      productModules: jsonRows(
        moduleLines,
        sql`select json_agg(json_build_object('module', ${refModules.name}, 'submodule', ${subModules.name},
            'price', ${productItemDetails.price}::text, 'disc', ${productItemDetails.disc}::text)
            order by ${refModules.id}, ${subModules.id})
          from ${productItemDetails}
          join ${subModules} on ${subModules.id} = ${productItemDetails.ref_submodule_id}
          join ${refModules} on ${refModules.id} = ${productItemDetails.ref_module_id}
          where ${productItemDetails.product_item_id} = ${orders.id_product_item}`,
      ),
      userPackage: { name: userPackages.name, price: userPackages.price },
      storage: {
        name: userStorages.name,
        storage: userStorages.storage,
        type: userStorages.type,
        price: userStorages.price,
      },
      extras: jsonRows(
        extraLines,
        sql`select json_agg(json_build_object('name', ${orderExtraPackages.name_extra_package},
            'price', ${orderExtraPackages.price_extra_package}::text, 'disc', ${orderExtraPackages.disc_extra_package}::text)
            order by ${orderExtraPackages.position}, ${orderExtraPackages.id})
          from ${orderExtraPackages} where ${orderExtraPackages.order_id} = ${orders.id}`,
      ),
      // Each add-on as snapshotted, saying whether it is one of the product's own.
      addOns: jsonRows(
        addOnLines,
        sql`select json_agg(json_build_object('id', ${orderAddOns.add_on_id}, 'name', ${orderAddOns.name},
            'price', ${orderAddOns.price}::text, 'own', exists (select 1 from ${productItemAddOns}
              where ${productItemAddOns.product_item_id} = ${orders.id_product_item}
                and ${productItemAddOns.add_on_id} = ${orderAddOns.add_on_id}))
            order by ${orderAddOns.name})
          from ${orderAddOns} where ${orderAddOns.order_id} = ${orders.id}`,
      ),
      voucher: {
        name: vouchers.name_voucher,
        code: vouchers.code_voucher,
        is_all_module: vouchers.is_all_module,
        id_module: vouchers.id_module,
        type_voucher: vouchers.type_voucher,
        nominal: vouchers.nominal,
        id_add_on: vouchers.id_add_on,
      },
      paid: sql<string>`(select coalesce(sum(${payments.amount}), 0)::text from ${payments}
          where ${payments.order_id} = ${orders.id})`,
      // The inner `payments as r` hides no name: "payments" there is the slip's payment of the middle select.
      withholdingNumbers: sql<string | null>`(select string_agg(${withholdingSlips.number}, ', '
          order by ${withholdingSlips.payment_id}) from ${withholdingSlips}
          join ${payments} on ${payments.id} = ${withholdingSlips.payment_id}
          where ${payments.order_id} = ${orders.id} and ${withholdingSlips.number} is not null
            and not exists (select 1 from ${payments} as r where r.reverses_id = ${payments.id}))`,
      sellerNpwp: sql<
        string | null
      >`(select ${taxSettings.seller_npwp} from ${taxSettings} where ${taxSettings.id} = 1)`,
      replacedFakturNumber: fakturReplacementFields(orders.id).replaced_faktur_number,
      previous: {
        invoice_number: previousOrders.invoice_number,
        start_period: previousOrders.start_period,
        end_period: previousOrders.end_period,
        total_month: previousOrders.total_month,
      },
    })
    .from(orders)
    .leftJoin(companies, eq(companies.id_company, orders.id_company))
    .leftJoin(productItems, eq(productItems.id, orders.id_product_item))
    .leftJoin(userPackages, eq(userPackages.id, orders.id_user_package))
    .leftJoin(userStorages, eq(userStorages.id, orders.id_storage_package))
    .leftJoin(vouchers, eq(vouchers.id, orders.id_master_voucher))
    .leftJoin(previousOrders, eq(previousOrders.id, orders.id_order))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('invoice_reads');
export type InvoiceReads = ReturnType<typeof prepareInvoiceReads>;

export async function loadInvoiceData(reads: InvoiceReads, id: number): Promise<InvoiceData> {
  const [found] = await reads.execute({ id });
  const order = invoiceable(found?.order);
  const { company, voucher, ...read } = found!;
  if (!company) throw AppError.notFound('Perusahaan');
  return {
    ...read,
    order,
    company,
    voucher: voucher ? { ...voucher, scope: voucherScope(voucher) } : null,
  };
}
