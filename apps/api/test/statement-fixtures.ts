// What the statement test files share (issue 30): one company's books as a clerk makes them through the API
// (orders stored, a proof approved, a publish in full and its unpublish, a partial publish, a cancel), each
// moved onto a day relative to today, and the statement's figures recomputed in SQL on their own.
import { sql } from 'drizzle-orm';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';

export const today = todayInJakarta();
export const day = (offset: number) => addDays(today, offset);

/** Puts an order's invoice on `date` (10:00 WIB), as if it had been stored that day. */
async function storedOn(t: TestContext, id: number, date: string) {
  await t.database.db.execute(
    sql`update orders set created_on = (${date}::date + time '10:00') at time zone 'Asia/Jakarta' where id = ${id}`,
  );
}

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/**
 * PT Maju Jaya Abadi's books (Tagih Pro 1.000.000 + users 100.000 each):
 * A  1.100.000 on day -90, 500.000 received day -80 (a proof approved);
 * B  1.200.000 on day -50, paid in full day -40 (publish), then unpublished today (a reversal);
 * C  1.100.000 on day -45, cancelled day -44;
 * D  1.100.000 on day -20, 300.000 received day -10 (a partial publish);
 * and an order of CV Sinar Terang Elektrik that no statement of Maju shows.
 */
export async function makeStatementBooks(t: TestContext) {
  const c: OrderCatalogue = await seedOrderCatalogue(t.database.db);
  const pay = paymentCalls(() => t);
  const a = await createOrder(t, basePayload(c));
  await storedOn(t, a.id, day(-90));
  await expectOk(await pay.uploadProof(a.id), 'proof');
  const review = (await pay.book(a.id)).reviews.find((entry) => entry.status === 'pending')!;
  await expectOk(await pay.approve(a.id, review.id, { amount: '500000', received_on: day(-80) }), 'approve');
  const b = await createOrder(t, basePayload(c, { qty_user_package: 2 }));
  await storedOn(t, b.id, day(-50));
  await expectOk(await pay.setStatus(b.id, 1, { amount: '1200000', received_on: day(-40) }), 'publish');
  await expectOk(await pay.setStatus(b.id, 0), 'unpublish');
  const cancelled = await createOrder(t, basePayload(c));
  await storedOn(t, cancelled.id, day(-45));
  await expectOk(
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } }),
    'cancel',
  );
  await t.database.db.execute(
    sql`update orders set canceled_at = (${day(-44)}::date + time '15:00') at time zone 'Asia/Jakarta' where id = ${cancelled.id}`,
  );
  const d = await createOrder(t, basePayload(c));
  await storedOn(t, d.id, day(-20));
  await expectOk(await pay.setStatus(d.id, 1, { amount: '300000', received_on: day(-10) }), 'partial');
  const other = await createOrder(t, basePayload(c, { id_company: c.sinar.id_company }));
  return { c, a, b, cancelled, d, other };
}

/**
 * What the company owed at the end of `date` by SQL alone: every invoice's amount (the stored Total Harga:
 * these orders are neither upgrades nor taxed) on its WIB day, less each cancelled one on its cancel day,
 * less the payment book's rows (reversals are negative) by the day received.
 */
export async function owedAtEndOf(t: TestContext, companyId: number, date: string): Promise<string> {
  const [row] = await queryRows<{ owed: string }>(
    t.database.db,
    sql`select (
      coalesce((select sum(total_price) from orders where id_company = ${companyId}
        and (created_on at time zone 'Asia/Jakarta')::date <= ${date}::date), 0)
      - coalesce((select sum(total_price) from orders where id_company = ${companyId} and is_canceled = 1
        and (canceled_at at time zone 'Asia/Jakarta')::date <= ${date}::date), 0)
      - coalesce((select sum(p.amount) from payments p join orders o on o.id = p.order_id
        where o.id_company = ${companyId} and p.received_on <= ${date}::date), 0)
    )::text as owed`,
  );
  return row!.owed;
}
