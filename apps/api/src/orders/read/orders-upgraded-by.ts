// The upgrade chain, read (decisions.md "Pricing: Upgrade"): an order is superseded while an upgrade that is not
// cancelled names it as its previous order (`id_order`; a voided one has left the table). A renewal naming it
// (is_auto_order 1) does not supersede it (orders-renewed-by.ts). Nothing is stored on
// the superseded order: every answer asks `orders_previous_idx` in a correlated sub-select, so cancelling or
// voiding the upgrade re-opens it at once, whoever reads it.
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, type Db } from '@tagih/db';

const UPGRADING = 'upgrading';
const upgrading = alias(orders, UPGRADING);

/** The orders that upgrade the order `previousId` names (renewals are not upgrades), less `except` (an update's own order). */
const upgradesOf = (previousId: AnyColumn | SQL, except?: SQL) =>
  sql`from ${orders} ${sql.identifier(UPGRADING)} where ${upgrading.id_order} = ${previousId} and ${upgrading.is_canceled} <> 1
    and ${upgrading.is_auto_order} <> 1 ${except ? sql`and ${upgrading.id} <> ${except}` : sql``}`;

/**
 * `upgraded_by` and `upgraded_by_invoice` of the order `previousId` names: the first order upgrading it (by id;
 * only data stored before the chain was enforced can have two), or null.
 */
export function upgradedByFields(previousId: AnyColumn | SQL, except?: SQL) {
  const first = sql`${upgradesOf(previousId, except)} order by ${upgrading.id} limit 1`;
  return {
    upgraded_by: sql<number | null>`(select ${upgrading.id} ${first})`,
    upgraded_by_invoice: sql<string | null>`(select ${upgrading.invoice_number} ${first})`,
  };
}

/** Whether an order that is not cancelled upgrades the order `previousId` names: the lifecycle's `upgraded`. */
export const isUpgraded = (previousId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 ${upgradesOf(previousId)})`;

/**
 * Any order naming this one as its previous order, cancelled ones included (their foreign key still holds it):
 * its invoice number and whether it renews (else upgrades) this one, if any.
 */
export async function upgradedBy(
  db: Db,
  id: number,
): Promise<{ invoice_number: string; renewal: boolean } | undefined> {
  const [child] = await db
    .select({ invoice_number: orders.invoice_number, is_auto_order: orders.is_auto_order })
    .from(orders)
    .where(eq(orders.id_order, id))
    .limit(1);
  return child && { invoice_number: child.invoice_number, renewal: child.is_auto_order === 1 };
}
