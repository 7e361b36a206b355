// What the store and the update do differently for a renewal (decisions.md "Subscriptions"): an order with
// is_auto_order 1 naming the order it renews. Its pricing and period are the domain's (orderFigures `renews`),
// its refusals renewal-eligibility.ts's; here are its audit action and the day an edit prices it on. The lost
// race of two renewals of one order is write-errors.ts's.
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { isRenewal } from '@tagih/domain/renewal-eligibility';
import type { OrderRecord } from '../read/orders-read.ts';

/** The audit action of a store: a renewal says so, and whether the automatic renewal made it. */
export function storeAction(
  order: { is_auto_order: number; id_order: number | null },
  automatic: boolean,
): 'create' | 'renew' | 'renew-auto' {
  if (!isRenewal(order)) return 'create';
  return automatic ? 'renew-auto' : 'renew';
}

/**
 * The day an edit prices an order on: the day it was made. A renewal starts later than that (the day after the
 * renewed order's end), so its day is its created day (WIB); any other order started the day it was made.
 */
export const pricingDay = (order: OrderRecord): CalendarDate =>
  isRenewal(order) ? todayInJakarta(order.created_on) : order.start_period;
