// Store and update of an order, each in one transaction: load the catalogue, voucher and previous order from
// the tables, compute every figure with the shared pricing code (orderFigures), take the invoice number under
// the month's lock (store only), save the order with its extra-charge rows and add-on links, and audit it.
// Whatever fails rolls everything back, the invoice number included. A store reads and prices first and then
// writes in one statement (orders-invoice-number.ts), so the month's lock is never held across a round trip.
import { and, asc, eq } from 'drizzle-orm';
import { orderAddOns, orderExtraPackages, orders, type Db } from '@tagih/db';
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { orderFigures, storedFigures } from '@tagih/domain/order-figures';
import type { OrderInputParsed, OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/pg-errors.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { assertFresh } from './simple-crud.ts';
import { storeNumberedOrder } from './orders-invoice-number.ts';
import { loadPricingSources, type PricingSources } from './orders-pricing-input.ts';
import { assertStep, stepGuard } from './orders-lifecycle.ts';
import { findOrderRow, lockOrder } from './orders-read.ts';

/** The columns a new order leaves to their defaults (schema/orders.ts). */
const ORDER_DEFAULTS = {
  is_canceled: 0,
  canceled_at: null,
  payment_proof: null,
  status: 0,
  invoice_sent_at: null,
  invoice_sent_to: null,
  paid_at: null,
  paid_by: null,
};

/** The order's columns that follow from the input and its priced sources (everything but number and ids). */
function pricedValues(input: OrderInputParsed, sources: PricingSources, today: CalendarDate) {
  const figures = orderFigures({ ...sources.figures, today });
  // An unusable voucher is the client's mistake, worded as the form words it (spec section 5).
  if (figures.prices.voucher_error) throw AppError.field('id_master_diskon', figures.prices.voucher_error);
  const money = Object.fromEntries(
    Object.entries(storedFigures(figures)).map(([key, value]) => [key, value.toString()]),
  );
  return {
    id_company: input.id_company,
    id_order: input.id_order,
    start_period: figures.start_period,
    end_period: figures.end_period,
    total_month: input.total_month,
    is_billing: sources.product.is_billing === 1 ? 1 : 0,
    is_auto_order: input.is_auto_order,
    remarks: input.remarks,
    packages: sources.product.name,
    total_user: sources.userPackage.total_user * input.qty_user_package,
    id_product_item: input.id_product_item,
    id_user_package: input.id_user_package,
    qty_user_package: input.qty_user_package,
    disc_user_package: input.disc_user_package,
    id_storage_package: input.id_storage_package,
    qty_storage_package: input.id_storage_package === null ? 1 : input.qty_storage_package,
    disc_storage_package: input.id_storage_package === null ? '0' : input.disc_storage_package,
    id_master_voucher: input.id_master_diskon,
    ...(money as Record<keyof ReturnType<typeof storedFigures>, string>),
  };
}

async function saveChildRows(tx: Db, orderId: number, sources: PricingSources) {
  const saved = {
    extra_package: [] as (typeof orderExtraPackages.$inferSelect)[],
    add_ons: [] as (typeof orderAddOns.$inferSelect)[],
  };
  if (sources.extras.length > 0) {
    saved.extra_package = await tx
      .insert(orderExtraPackages)
      .values(
        sources.extras.map((row, position) => ({
          order_id: orderId,
          id_extra_package: row.id_extra_package,
          name_extra_package: row.name,
          price_extra_package: row.price,
          disc_extra_package: row.disc,
          position,
        })),
      )
      .returning();
  }
  if (sources.addOns.length > 0) {
    saved.add_ons = await tx
      .insert(orderAddOns)
      .values(
        sources.addOns.map((addOn) => ({
          order_id: orderId,
          add_on_id: addOn.id,
          name: addOn.name,
          price: addOn.price,
        })),
      )
      .returning();
  }
  return saved;
}

async function childRows(tx: Db, orderId: number) {
  const [extras, addOnLinks] = await Promise.all([
    tx
      .select()
      .from(orderExtraPackages)
      .where(eq(orderExtraPackages.order_id, orderId))
      .orderBy(asc(orderExtraPackages.position)),
    tx.select().from(orderAddOns).where(eq(orderAddOns.order_id, orderId)),
  ]);
  return { extra_package: extras, add_ons: addOnLinks };
}

/** A catalogue row deleted between our read and our insert: tell the user to try again, change nothing. */
async function mappingForeignKeys<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
      throw AppError.conflict('Data katalog berubah saat order disimpan. Muat ulang lalu simpan kembali.');
    throw error;
  }
}

export interface StoredOrder {
  row: OrderRow;
  /** Set when the client showed a previewed number that another order took meanwhile. */
  invoiceNote: string | null;
}

/** Stores a new order. `today` is for the demo seed only; the API always prices on today's date in WIB. */
export async function storeOrder(
  db: Db,
  input: OrderInputParsed,
  context: AuditContext,
  today: CalendarDate = todayInJakarta(),
): Promise<StoredOrder> {
  const id = await mappingForeignKeys(async () => {
    // Priced from what the tables hold now; the one statement that writes checks that an upgraded order is
    // still as it was read, and prices again (a couple of times at most) when it changed meanwhile.
    for (let attempt = 1; ; attempt += 1) {
      const sources = await loadPricingSources(db, input, today);
      const values = pricedValues(input, sources, today);
      const now = new Date();
      const row = {
        ...ORDER_DEFAULTS,
        ...values,
        invoice_number: null,
        created_by: context.adminId,
        created_on: now,
        created_at: now,
        updated_at: now,
      };
      const extras = sources.extras.map((extra, position) => ({
        id_extra_package: extra.id_extra_package,
        name_extra_package: extra.name,
        price_extra_package: extra.price,
        disc_extra_package: extra.disc,
        position,
      }));
      const addOns = sources.addOns.map((addOn) => ({
        add_on_id: addOn.id,
        name: addOn.name,
        price: addOn.price,
      }));
      const stored = await storeNumberedOrder(
        db,
        {
          row,
          extras,
          addOns,
          context,
          after: { ...row, extra_package: extras, add_ons: addOns },
          previous: sources.previous,
        },
        today,
      );
      if (stored !== null) return stored;
      if (attempt === 3)
        throw AppError.conflict(
          'Order sebelumnya berubah saat order disimpan. Muat ulang lalu simpan kembali.',
        );
    }
  });
  const row = await findOrderRow(db, id);
  const requested = input.invoice_number?.trim();
  const invoiceNote =
    requested && requested !== row.invoice_number
      ? `Nomor invoice ${requested} sudah terpakai; order ini mendapat nomor ${row.invoice_number}.`
      : null;
  return { row, invoiceNote };
}

/**
 * Re-prices and saves an order, keeping its invoice number. It is priced on the day it was made (its
 * start_period), as when it was stored, so correcting remarks or quantities never moves it to another day's
 * voucher validity or proration.
 */
export async function updateOrder(
  db: Db,
  id: number,
  input: OrderInputParsed,
  context: AuditContext,
): Promise<OrderRow> {
  await mappingForeignKeys(() =>
    db.transaction(async (tx) => {
      const before = await lockOrder(tx, id);
      assertStep('update', before);
      assertFresh(before.updated_at, input.updated_at);
      const sources = await loadPricingSources(tx, input, before.start_period, before);
      if (input.id_company !== before.id_company && (await upgradedBy(tx, id))) {
        throw AppError.field(
          'id_company',
          'Order ini sudah di-upgrade oleh order lain; perusahaannya tidak dapat diubah.',
        );
      }
      const values = pricedValues(input, sources, before.start_period);
      const beforeChildren = await childRows(tx, id);
      const [after] = await tx
        .update(orders)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(orders.id, id), stepGuard('update')))
        .returning();
      await tx.delete(orderExtraPackages).where(eq(orderExtraPackages.order_id, id));
      await tx.delete(orderAddOns).where(eq(orderAddOns.order_id, id));
      await saveChildRows(tx, id, sources);
      await writeAudit(tx, context, {
        action: 'update',
        entity: 'order',
        entityId: id,
        before: { ...before, ...beforeChildren },
        after: { ...after, ...(await childRows(tx, id)) },
      });
    }),
  );
  return findOrderRow(db, id);
}

/** The invoice number of an order that upgrades this one, if any. */
export async function upgradedBy(db: Db, id: number): Promise<string | undefined> {
  const [child] = await db
    .select({ invoice_number: orders.invoice_number })
    .from(orders)
    .where(eq(orders.id_order, id))
    .limit(1);
  return child?.invoice_number;
}
