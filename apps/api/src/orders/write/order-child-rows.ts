// An order's child rows: the extra-charge rows (snapshots of name and price, in the order sent) and the add-on
// links, written by an update (a store writes them in its one statement, orders-invoice-number.ts) and read
// for the audit snapshot of an update, a cancel or a delete.
import { asc, eq } from 'drizzle-orm';
import { orderAddOns, orderExtraPackages, type Db } from '@tagih/db';
import type { PricingSources } from './orders-pricing-input.ts';

export async function saveChildRows(tx: Db, orderId: number, sources: PricingSources) {
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

/** An order's extra-charge rows (in their order) and add-on links, under the names of its audit snapshot. */
export async function orderChildRows(tx: Db, orderId: number) {
  const extras = await tx
    .select()
    .from(orderExtraPackages)
    .where(eq(orderExtraPackages.order_id, orderId))
    .orderBy(asc(orderExtraPackages.position));
  const addOnLinks = await tx.select().from(orderAddOns).where(eq(orderAddOns.order_id, orderId));
  return { extra_package: extras, add_ons: addOnLinks };
}
