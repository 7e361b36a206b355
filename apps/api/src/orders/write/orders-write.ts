// Store and update of an order, each in one transaction: load the catalogue, voucher and previous order from
// the tables, compute every figure with the shared pricing code (orderFigures), take the invoice number under
// the month's lock (store only), save the order with its extra-charge rows and add-on links, and audit it.
// Whatever fails rolls everything back, the invoice number included. A store reads and prices first and then
// writes in one statement (orders-invoice-number.ts), so the month's lock is never held across a round trip.
import { and, eq } from 'drizzle-orm';
import { orderAddOns, orderExtraPackages, orders, type Db } from '@tagih/db';
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { orderFigures, storedFigures } from '@tagih/domain/order-figures';
import {
  orderPpn,
  repricedPpn,
  storedPpnSetting,
  type PpnSetting,
  type StoredOrderPpn,
} from '@tagih/domain/ppn';
import { storedAsSent, type OrderInputParsed, type OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { assertFresh } from '../../repositories/simple-crud.ts';
import { NEW_ORDER_STATE, storeNumberedOrder, type NewOrder } from './orders-invoice-number.ts';
import { loadPricingSources, type PricingSources } from './orders-pricing-input.ts';
import { orderChildRows, saveChildRows } from './order-child-rows.ts';
import type { OrderStatements } from '../statements.ts';
import { assertStep, stepGuard } from '../lifecycle/orders-lifecycle.ts';
import { owedColumns } from '../payments/orders-owed.ts';
import { findOrderRow, lockOrder } from '../read/orders-read.ts';
import { upgradedBy } from '../read/orders-upgraded-by.ts';
import { assertFakturUnchanged } from '../faktur/faktur-stated.ts';
import { pricingDay, storeAction } from './orders-renewal.ts';
import { mappingWriteErrors } from './write-errors.ts';
import { webhookSubscribed } from './order-webhooks.ts';
import { emitOrderEvent, emitStoreEvents } from './order-events.ts';

/**
 * The order's columns that follow from the payload and its priced sources: the one place a store and an
 * update take them from (`satisfies` refuses a key that is not a column of orders). `createdOn` dates the
 * invoice (its due date). An update passes the PPN it stored: kept while the amount taxed is unchanged
 * (ppn.ts, `repricedPpn`).
 */
function orderValues(
  input: OrderInputParsed,
  sources: PricingSources,
  today: CalendarDate,
  tax: PpnSetting,
  createdOn: Date,
  storedPpn: StoredOrderPpn | null = null,
) {
  const figures = orderFigures({ ...sources.figures, today });
  // An unusable voucher is the client's mistake, worded as the form words it (spec section 5).
  if (figures.prices.voucher_error) throw AppError.field('id_master_diskon', figures.prices.voucher_error);
  const money = storedFigures(figures);
  const recomputed = orderPpn(tax, { ...money, is_upgrade: figures.upgrade?.is_prorated ?? false });
  const ppn = storedPpn ? repricedPpn(storedPpn, recomputed) : recomputed;
  const priced = {
    id_company: input.id_company,
    id_order: input.id_order,
    start_period: figures.start_period,
    end_period: figures.end_period,
    total_month: input.total_month,
    is_billing: sources.product.is_billing === 1 ? 1 : 0,
    is_auto_order: input.is_auto_order,
    ...storedAsSent(input),
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
    price_product_item: money.price_product_item.toString(),
    price_user_package: money.price_user_package.toString(),
    price_storage_package: money.price_storage_package.toString(),
    price_extra_package: money.price_extra_package.toString(),
    voucher_discount: money.voucher_discount.toString(),
    total_price: money.total_price.toString(),
    previous_total: money.previous_total.toString(),
    total_prorate: money.total_prorate.toString(),
    sisa_bayar: money.sisa_bayar.toString(),
    dpp: ppn.dpp?.toString() ?? null,
    ppn: ppn.ppn?.toString() ?? null,
    total_with_ppn: ppn.total_with_ppn?.toString() ?? null,
    ppn_rate: ppn.ppn_rate,
    dpp_rule: ppn.dpp_rule,
    // The buyer's PPN role as the company has it now, with the PPN (decisions-made.md "Buyers who collect PPN").
    ppn_buyer_type: ppn.ppn_rate === null ? null : sources.buyerType,
  } satisfies Partial<NewOrder>;
  // No payment can stand on an order being stored or updated (an update needs no proof and not Lunas, and
  // unpublish nets a publish to 0), so the whole amount due (with PPN when the order carries it and the buyer does
  // not collect it itself) is owed.
  const owed = owedColumns({ ...priced, is_canceled: 0, status: 0, created_on: createdOn }, 0n);
  return { ...priced, ...owed } satisfies Partial<NewOrder>;
}

export interface StoredOrder {
  row: OrderRow;
  /** Set when the client showed a previewed number that another order took meanwhile. */
  invoiceNote: string | null;
}

/**
 * Prices the order from what the tables hold now and stores it with its number (orders-invoice-number.ts):
 * on the app's prepared statements, or in an upgrade's transaction on statements of its own (`on(tx)`).
 */
async function priceAndStore(
  db: Db,
  statements: OrderStatements,
  input: OrderInputParsed,
  context: AuditContext,
  today: CalendarDate,
  action: string,
): Promise<number> {
  const sources = await loadPricingSources(db, statements.on(db).pricingSources, input, today);
  const now = new Date();
  const row: Required<NewOrder> = {
    // PPN as 'Setting Pajak' says now; the order keeps it whatever the setting says later.
    ...orderValues(input, sources, today, sources.ppnNow, now),
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
  const after = { ...NEW_ORDER_STATE, ...row, extra_package: extras, add_ons: addOns };
  return storeNumberedOrder(db, { row, extras, addOns, context, action, after }, today, statements);
}

/**
 * Stores a new order, an upgrade or a renewal. `today` is for the demo seed and the automatic renewal's clock;
 * the routes price on today's date in WIB. `automatic`: the automatic renewal made it (its audit action says
 * 'renew-auto'). `inTransaction` (an upgrade or renewal only) runs in its transaction after the order is written:
 * the automatic renewal's claim commits or rolls back with the renewal.
 */
export async function storeOrder(
  db: Db,
  statements: OrderStatements,
  input: OrderInputParsed,
  context: AuditContext,
  today: CalendarDate = todayInJakarta(),
  automatic = false,
  inTransaction?: (tx: Db, storedId: number) => Promise<void>,
): Promise<StoredOrder> {
  // A new order is priced, then written by one autocommit statement (the month's number never locked across a
  // round trip, unless a webhook wants it); an upgrade or renewal in one transaction holding the previous order.
  const action = storeAction(input, automatic);
  const id = await mappingWriteErrors(db, input, async () =>
    input.id_order === null && !(await webhookSubscribed(db, 'order.created'))
      ? priceAndStore(db, statements, input, context, today, action)
      : db.transaction(async (tx) => {
          const stored = await priceAndStore(tx, statements, input, context, today, action);
          await inTransaction?.(tx, stored);
          await emitStoreEvents(tx, stored, { action, renewedId: input.id_order });
          return stored;
        }),
  );
  const row = await findOrderRow(statements.rowById, id);
  const requested = input.invoice_number?.trim();
  const invoiceNote =
    requested && requested !== row.invoice_number
      ? `Nomor invoice ${requested} sudah terpakai; order ini mendapat nomor ${row.invoice_number}.`
      : null;
  return { row, invoiceNote };
}

/**
 * Re-prices and saves an order, keeping its invoice number. It is priced on the day it was made (its
 * start_period; a renewal's created day: pricingDay), as when it was stored, so correcting remarks or quantities never moves it to another day's
 * voucher validity or proration.
 */
export async function updateOrder(
  db: Db,
  statements: OrderStatements,
  id: number,
  input: OrderInputParsed,
  context: AuditContext,
): Promise<OrderRow> {
  await mappingWriteErrors(db, input, () =>
    db.transaction(async (tx) => {
      const before = await lockOrder(tx, id);
      assertStep('update', before);
      assertFresh(before.updated_at, input.updated_at);
      const sources = await loadPricingSources(
        tx,
        statements.on(tx).pricingSources,
        input,
        pricingDay(before),
        before,
      );
      const next = input.id_company !== before.id_company ? await upgradedBy(tx, id) : undefined;
      if (next) {
        const how = next.renewal ? 'diperpanjang' : 'di-upgrade';
        throw AppError.field(
          'id_company',
          `Order ini sudah ${how} oleh order lain; perusahaannya tidak dapat diubah.`,
        );
      }
      // Re-priced under the tax setting it was stored with (PPN on or off, its rate and DPP rule), never
      // today's: a change of 'Setting Pajak' does not reach a stored order, even through an edit. Its DPP and
      // PPN stay as stored unless the amount taxed changes (then today's rounding, PER-11/PJ/2025).
      const values = orderValues(
        input,
        sources,
        pricingDay(before),
        storedPpnSetting(before),
        before.created_on,
        before,
      );
      const beforeChildren = await orderChildRows(tx, id);
      const [after] = await tx
        .update(orders)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(orders.id, id), stepGuard('update')))
        .returning();
      await tx.delete(orderExtraPackages).where(eq(orderExtraPackages.order_id, id));
      await tx.delete(orderAddOns).where(eq(orderAddOns.order_id, id));
      if (!after) throw AppError.conflict('Order berubah; muat ulang.');
      await saveChildRows(tx, id, sources);
      const afterChildren = await orderChildRows(tx, id);
      // DJP numbered the faktur: what it states changes only under a replacement (faktur-stated.ts).
      await assertFakturUnchanged(
        tx,
        { order: before, children: beforeChildren },
        { order: after, children: afterChildren },
      );
      await writeAudit(tx, context, {
        action: 'update',
        entity: 'order',
        entityId: id,
        before: { ...before, ...beforeChildren },
        after: { ...after, ...afterChildren },
      });
      await emitOrderEvent(tx, 'order.updated', id, undefined);
    }),
  );
  return findOrderRow(statements.rowById, id);
}
