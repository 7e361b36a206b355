// The benchmark generator's orders checked against the server's own pricing: a sample re-priced with the
// API's loadPricingSources + orderFigures on the day each was made must give the stored figures and period,
// and its owed figures must be the domain's for its payments.
import { eq, sql } from 'drizzle-orm';
import { orderAddOns, orderExtraPackages, orders, payments, type Db } from '@tagih/db';
import { toRupiah } from '@tagih/domain/money';
import { todayInJakarta } from '@tagih/domain/dates';
import { owedFigures } from '@tagih/domain/payments';
import { orderFigures, storedFigures } from '@tagih/domain/order-figures';
import { orderInputSchema } from '@tagih/domain/schemas/order';
import { loadPricingSources, preparePricingSources } from '../src/orders/write/orders-pricing-input.ts';

/** Orders whose stored figures or period differ from a fresh pricing, as readable lines (empty when all agree). */
export async function repriceSample(db: Db, sample: number): Promise<string[]> {
  const pricingSources = preparePricingSources(db);
  const picked = await db
    .select()
    .from(orders)
    .where(sql`${orders.id_order} is null`)
    .orderBy(sql`random()`)
    .limit(sample);
  const problems: string[] = [];
  for (const order of picked) {
    const [extras, addOns] = await Promise.all([
      db
        .select()
        .from(orderExtraPackages)
        .where(eq(orderExtraPackages.order_id, order.id))
        .orderBy(orderExtraPackages.position),
      db.select().from(orderAddOns).where(eq(orderAddOns.order_id, order.id)),
    ]);
    // Parsed as the API parses a payload: what pricing does not read keeps the schema's defaults.
    const input = orderInputSchema.parse({
      id_company: order.id_company,
      id_order: null,
      invoice_number: null,
      total_month: order.total_month,
      remarks: order.remarks,
      packages: null,
      id_product_item: order.id_product_item,
      id_user_package: order.id_user_package,
      qty_user_package: order.qty_user_package,
      disc_user_package: order.disc_user_package,
      id_storage_package: order.id_storage_package,
      qty_storage_package: order.qty_storage_package,
      disc_storage_package: order.disc_storage_package,
      extra_package: extras.map((row) => ({
        id_extra_package: row.id_extra_package,
        disc_extra_package: row.disc_extra_package,
      })),
      array_addon: addOns.map((row) => row.add_on_id),
      id_master_diskon: order.id_master_voucher,
      is_auto_order: order.is_auto_order === 1 ? 1 : 0,
    });
    const sources = await loadPricingSources(db, pricingSources, input, order.start_period);
    const figures = orderFigures({ ...sources.figures, today: order.start_period });
    const expected: Record<string, string> = { end_period: figures.end_period };
    for (const [key, value] of Object.entries(storedFigures(figures))) expected[key] = value.toString();
    if (figures.prices.voucher_error) expected.voucher_error = figures.prices.voucher_error;
    // The books: the owed figures of the order's payments as the domain decides them (payments.ts
    // owedFigures: a cancelled order owes nothing, the due date is the WIB invoice day + 14).
    const [paid] = await db
      .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
      .from(payments)
      .where(eq(payments.order_id, order.id));
    const owed = owedFigures(order, toRupiah(paid!.sum), todayInJakarta());
    for (const key of ['amount_due', 'paid_amount', 'balance_due', 'due_date', 'payment_status'] as const)
      expected[key] = String(owed[key]);
    const stored: Record<string, unknown> = { ...order };
    for (const [key, value] of Object.entries(expected)) {
      if (String(stored[key]) !== value)
        problems.push(`order ${order.id} ${key}: stored ${String(stored[key])}, priced ${value}`);
    }
  }
  return problems;
}
