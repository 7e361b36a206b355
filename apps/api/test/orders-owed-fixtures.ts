// What the owed-figure test files share (issue 27, "What is owed"): one order in each state a clerk meets,
// made through the API as a clerk makes them (store, 'Setting Pajak', proofs approved, publish, unpublish,
// cancel, upgrades), and the owed fields each must answer.
import { sql } from 'drizzle-orm';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import type { TestContext } from './helper.ts';
import { basePayload, createOrder, storeOrderOn, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

export const OWED_FIELDS = [
  'amount_due',
  'paid_amount',
  'balance_due',
  'due_date',
  'days_overdue',
  'payment_status',
] as const;

export type OwedRow = Record<string, unknown> & {
  id: number;
  invoice_number: string;
  total_price: string;
  sisa_bayar: string;
  total_with_ppn: string | null;
  status: number;
  amount_due: string;
  paid_amount: string;
  balance_due: string;
  due_date: string;
  days_overdue: number;
  payment_status: string;
};

export const owedOf = (row: OwedRow) => Object.fromEntries(OWED_FIELDS.map((field) => [field, row[field]]));

/** The orders of the scenario, by what they show. Base order: Tagih Pro 1.000.000 + 10 users 100.000. */
export async function makeOwedOrders(t: TestContext, c: OrderCatalogue) {
  const pay = paymentCalls(() => t);
  const today = todayInJakarta();
  const proofAndApprove = async (id: number, amount: string) => {
    await pay.uploadProof(id);
    const review = (await pay.book(id)).reviews.find((entry) => entry.status === 'pending')!;
    const approved = await pay.approve(id, review.id, { amount, received_on: today });
    if (approved.statusCode !== 200) throw new Error(`approve ${approved.statusCode} ${approved.body}`);
  };

  const fresh = await createOrder(t, basePayload(c));
  await putTaxSettings(t, PKP_ON);
  const taxed = await createOrder(t, basePayload(c, { id_company: c.sinar.id_company }));
  await putTaxSettings(t, { ...PKP_ON, is_pkp: false });
  // 1.000.000 + 2 x 100.000 = 1.200.000, of which 500.000 received.
  const partial = await createOrder(t, basePayload(c, { qty_user_package: 2 }));
  await proofAndApprove(partial.id, '500000');
  // 1.100.000 in two transfers: 500.000 then 600.000.
  const settled = await createOrder(t, basePayload(c));
  await proofAndApprove(settled.id, '500000');
  await proofAndApprove(settled.id, '600000');
  const published = await createOrder(t, basePayload(c));
  await pay.setStatus(published.id, 1);
  const unpublished = await createOrder(t, basePayload(c));
  await pay.setStatus(unpublished.id, 1);
  await pay.setStatus(unpublished.id, 0);
  const cancelled = await createOrder(t, basePayload(c));
  await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
  // Upgrades of 12-month orders made 60 days ago: more users (Sisa Bayar > 0), fewer (a credit).
  const smaller = await storeOrderOn(t, c, { total_month: 12 }, addDays(today, -60));
  const upgrade = await createOrder(
    t,
    basePayload(c, { id_order: smaller.row.id, total_month: 12, qty_user_package: 3 }),
  );
  const bigger = await storeOrderOn(t, c, { total_month: 12, qty_user_package: 5 }, addDays(today, -60));
  const credit = await createOrder(
    t,
    basePayload(c, { id_order: bigger.row.id, total_month: 12, qty_user_package: 1 }),
  );
  // Stored 30 days ago: due 16 days ago, unpaid.
  const overdue = await createOrder(t, basePayload(c, { qty_user_package: 4 }));
  await t.database.db.execute(
    sql`update orders set created_on = created_on - interval '30 days', due_date = due_date - 30 where id = ${overdue.id}`,
  );
  const ids = { fresh, taxed, partial, settled, published, unpublished, cancelled, upgrade, credit, overdue };
  return Object.fromEntries(Object.entries(ids).map(([name, row]) => [name, row.id])) as Record<
    keyof typeof ids,
    number
  >;
}
