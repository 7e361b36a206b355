// The renewal of an order, read (decisions.md "Subscriptions"): an order is renewed while a renewal that is not
// cancelled (is_auto_order 1) names it as its previous order (`id_order`; a voided one has left the table). At
// most one can (the unique index `orders_one_renewal`, migration 0024), and these sub-selects state that index's
// predicate literally (`is_auto_order = 1 and is_canceled = 0`), so each is one probe of it on every order row.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders } from '@tagih/db';

const RENEWING = 'renewing';
const renewing = alias(orders, RENEWING);

/** The live renewal of the order `previousId` names, less `except` (an update's own order). */
const renewalOf = (previousId: AnyColumn | SQL, except?: SQL) =>
  sql`from ${orders} ${sql.identifier(RENEWING)} where ${renewing.id_order} = ${previousId}
    and ${renewing.is_auto_order} = 1 and ${renewing.is_canceled} = 0
    ${except ? sql`and ${renewing.id} <> ${except}` : sql``}`;

/** `renewed_by` and `renewed_by_invoice` of the order `previousId` names: its live renewal, or null. */
export function renewedByFields(previousId: AnyColumn | SQL, except?: SQL) {
  return {
    renewed_by: sql<number | null>`(select ${renewing.id} ${renewalOf(previousId, except)} limit 1)`,
    renewed_by_invoice: sql<
      string | null
    >`(select ${renewing.invoice_number} ${renewalOf(previousId, except)} limit 1)`,
  };
}

/** Whether a live renewal renews the order `previousId` names. */
export const isRenewed = (previousId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 ${renewalOf(previousId)})`;
