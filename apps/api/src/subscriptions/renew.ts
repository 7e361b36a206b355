// Renewing a subscription (issue 32, decisions.md "Subscriptions"): a renewal order made from the renewed order
// as stored: the same company, product, user package, storage, extra charges and add-ons with their
// quantities and discounts, the same months, no voucher and no remarks, is_auto_order 1 naming it. It is
// stored through the one store path (orders/write/orders-write.ts storeOrder), which prices it at today's
// catalogue, gives it the period after the renewed order's, numbers it in this month, refuses an order that
// cannot be renewed and writes its audit row ('renew', or 'renew-auto' when the automatic renewal made it).
// `POST /api/subscriptions/renew` and the automatic renewal both call renewOrder.
import { asc, eq } from 'drizzle-orm';
import { orderAddOns, orderExtraPackages, orders, type Db } from '@tagih/db';
import type { CalendarDate } from '@tagih/domain/dates';
import { orderInputSchema, type OrderInputParsed, type OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import type { AuditContext } from '../repositories/audit.ts';
import type { OrderStatements } from '../orders/statements.ts';
import { storeOrder } from '../orders/write/orders-write.ts';
import { sendInvoice, type SendInvoiceDeps } from '../orders/invoice/delivery/send-invoice.ts';

/** What a renewal needs: the app's database and order statements, and the invoice mail for `send`. */
export interface RenewDeps extends SendInvoiceDeps {
  statements: OrderStatements;
}

export interface RenewOptions {
  /** Mail the renewal's invoice at once (the path of `POST /orders/send_inv`). */
  send: boolean;
  /** The automatic renewal made it: its audit row says 'Perpanjangan otomatis'. */
  automatic: boolean;
  /** The day it is made on (priced and numbered), when not today in WIB: the automatic renewal's clock. */
  today?: CalendarDate;
  /** Runs in the renewal's transaction once it is written (the automatic renewal's claim, auto-renewal.ts). */
  inTransaction?: (tx: Db, renewalId: number) => Promise<void>;
}

/** The renewal order as the renew answer names it. */
export interface RenewalSummary {
  id: number;
  invoice_number: string;
  start_period: string;
  end_period: string;
  total_price: string;
}

export interface RenewedOrder {
  renewal: RenewalSummary;
  /** The renewal's order row, as `GET /orders/{id}` rows read. */
  row: OrderRow;
  /** Its invoice was mailed. */
  sent: boolean;
  /** Why the invoice was not mailed when `send` asked for it (the renewal stands), else null. */
  sendError: string | null;
}

/** The store payload of a renewal of `id`, from the order as stored (404 when there is none). */
export async function renewalInput(db: Db, id: number): Promise<OrderInputParsed> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  const extras = await db
    .select({ id: orderExtraPackages.id_extra_package, disc: orderExtraPackages.disc_extra_package })
    .from(orderExtraPackages)
    .where(eq(orderExtraPackages.order_id, id))
    .orderBy(asc(orderExtraPackages.position));
  const addOnIds = await db
    .select({ id: orderAddOns.add_on_id })
    .from(orderAddOns)
    .where(eq(orderAddOns.order_id, id))
    .orderBy(asc(orderAddOns.add_on_id));
  const parsed = orderInputSchema.safeParse({
    id_company: order.id_company,
    id_order: order.id,
    total_month: order.total_month,
    remarks: '',
    id_product_item: order.id_product_item,
    id_user_package: order.id_user_package,
    qty_user_package: order.qty_user_package,
    disc_user_package: order.disc_user_package,
    id_storage_package: order.id_storage_package,
    qty_storage_package: order.qty_storage_package,
    disc_storage_package: order.disc_storage_package,
    extra_package: extras.map((row) => ({ id_extra_package: row.id, disc_extra_package: row.disc })),
    array_addon: addOnIds.map((row) => row.id),
    id_master_diskon: null,
    is_auto_order: 1,
  });
  // An order stored under older limits (a quantity above today's maximum): refused like a store would be.
  if (!parsed.success)
    throw AppError.validation(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])),
    );
  return parsed.data;
}

/**
 * Renews the order `orderId`: stores its renewal (in its own transaction, under the renewed order's row lock)
 * and, with `send`, mails the renewal's invoice. Throws the store's AppError when it cannot be renewed: 404
 * (no such order), 422 (another company's, cancelled, or a catalogue row it names is gone) or 409 (superseded
 * by an upgrade, or renewed already: the renewal is named). A mail that fails leaves the renewal stored and
 * says why in `sendError`.
 */
export async function renewOrder(
  deps: RenewDeps,
  orderId: number,
  context: AuditContext,
  { send, automatic, today, inTransaction }: RenewOptions,
): Promise<RenewedOrder> {
  const input = await renewalInput(deps.db, orderId);
  const { row } = await storeOrder(deps.db, deps.statements, input, context, today, automatic, inTransaction);
  const renewal = {
    id: row.id,
    invoice_number: row.invoice_number,
    start_period: row.start_period,
    end_period: row.end_period,
    total_price: row.total_price,
  };
  if (!send) return { renewal, row, sent: false, sendError: null };
  try {
    await sendInvoice(deps, row.id, context);
    return { renewal, row, sent: true, sendError: null };
  } catch (error) {
    const why = error instanceof AppError ? errorText(error) : 'Invoice gagal dikirim.';
    return { renewal, row, sent: false, sendError: why };
  }
}

/** An AppError in words a clerk reads: a 422's first field message, else its message. */
export function errorText(error: AppError): string {
  const first = error.errors ? Object.values(error.errors).flat()[0] : undefined;
  return first ?? error.message;
}
