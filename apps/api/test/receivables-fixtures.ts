// What the receivables and payments-received test files share (issue 30): orders of three companies made
// through the API as a clerk makes them, moved back in time, paid in parts through approved proofs on chosen
// days (some after the days the tests read the aging on), one paid in full, one cancelled; and the aging as
// SQL computes it straight from the payment book, which the API must equal.
import { sql } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { AGING_BUCKETS, type AgingBucket } from '@tagih/domain/schemas/receivables';
import { queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';

export const TODAY = todayInJakarta();
export const daysAgo = (n: number) => addDays(TODAY, -n);

/** Stores an order (1.000.000 + qty x 100.000) for `company` as if made `age` days ago (due 14 days later). */
async function orderMadeDaysAgo(
  t: TestContext,
  c: OrderCatalogue,
  company: number,
  qty: number,
  age: number,
) {
  const row = await createOrder(t, basePayload(c, { id_company: company, qty_user_package: qty }));
  await t.database.db.execute(
    sql`update orders set created_on = created_on - make_interval(days => ${age}), due_date = due_date - ${age}::int
        where id = ${row.id}`,
  );
  return row.id;
}

/** The scenario; each comment says what the order owes today. */
export async function makeReceivables(t: TestContext, c: OrderCatalogue) {
  const pay = paymentCalls(() => t);
  const received = async (id: number, amount: string, on: string) => {
    await pay.uploadProof(id);
    const review = (await pay.book(id)).reviews.find((entry) => entry.status === 'pending')!;
    const approved = await pay.approve(id, review.id, { amount, received_on: on });
    if (approved.statusCode !== 200) throw new Error(`approve ${approved.statusCode} ${approved.body}`);
  };
  const [third] = await t.database.db
    .insert(companies)
    .values({ code_company: 'BHR0001', name_company: 'PT Bahari Raya' })
    .returning();
  const maju = c.maju.id_company;
  const sinar = c.sinar.id_company;
  const bahari = third!.id_company;
  // Maju: 1.200.000 made 100 days ago (86 past due), 300.000 received 50 days ago and 200.000 five days ago.
  const partial = await orderMadeDaysAgo(t, c, maju, 2, 100);
  await received(partial, '300000', daysAgo(50));
  await received(partial, '200000', daysAgo(5));
  // Maju: 1.100.000 made 10 days ago, not yet due.
  const fresh = await orderMadeDaysAgo(t, c, maju, 1, 10);
  // Sinar: 1.300.000 made 130 days ago (over 90), 1.400.000 made 60 days ago (31-60), 1.500.000 made 75
  // days ago (61-90), and a cancelled one that owes nothing.
  const oldest = await orderMadeDaysAgo(t, c, sinar, 3, 130);
  const middle = await orderMadeDaysAgo(t, c, sinar, 4, 60);
  const later = await orderMadeDaysAgo(t, c, sinar, 5, 75);
  const cancelled = await orderMadeDaysAgo(t, c, sinar, 6, 40);
  await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled } });
  // Bahari: 1.100.000 made 40 days ago, paid in full 20 days ago (open on the days before), and 1.100.000
  // made 20 days ago (6 past due), 100.000 received 3 days ago.
  const settled = await orderMadeDaysAgo(t, c, bahari, 1, 40);
  await received(settled, '1100000', daysAgo(20));
  const recent = await orderMadeDaysAgo(t, c, bahari, 1, 20);
  await received(recent, '100000', daysAgo(3));
  return { maju, sinar, bahari, ids: { partial, fresh, oldest, middle, later, cancelled, settled, recent } };
}

export interface ExpectedAging {
  id_company: number;
  figures: Record<'balance_due' | AgingBucket, bigint>;
  oldest_due_date: string;
  open_invoices: number;
  last_payment_on: string | null;
}

const BUCKET_OF = (late: number): AgingBucket =>
  late <= 0
    ? 'not_due'
    : late <= 30
      ? 'days_1_30'
      : late <= 60
        ? 'days_31_60'
        : late <= 90
          ? 'days_61_90'
          : 'days_over_90';

/**
 * The aging on `asOf` straight from the book: every order not cancelled and made on or before that day (WIB),
 * its amount due less the payments received on or before it, aged by the days past its due date.
 */
export async function agingFromSql(t: TestContext, asOf: string): Promise<ExpectedAging[]> {
  const rows = await queryRows<{ id_company: number; balance: string; late: number; due_date: string }>(
    t.database.db,
    sql`select o.id_company, (o.amount_due - coalesce((select sum(p.amount) from payments p
          where p.order_id = o.id and p.received_on <= ${asOf}::date), 0))::text as balance,
          (${asOf}::date - o.due_date) as late, o.due_date::text as due_date
        from orders o
        where o.is_canceled = 0 and (o.created_on at time zone 'Asia/Jakarta')::date <= ${asOf}::date`,
  );
  const lastPayments = await queryRows<{ id_company: number; last: string }>(
    t.database.db,
    sql`select o.id_company, max(p.received_on)::text as last from payments p join orders o on o.id = p.order_id
        where p.received_on <= ${asOf}::date and p.amount > 0 group by o.id_company`,
  );
  const byCompany = new Map<number, ExpectedAging>();
  for (const row of rows) {
    const balance = BigInt(row.balance);
    if (balance <= 0n) continue;
    const entry = byCompany.get(row.id_company) ?? {
      id_company: row.id_company,
      figures: Object.fromEntries(
        ['balance_due', ...AGING_BUCKETS].map((key) => [key, 0n]),
      ) as ExpectedAging['figures'],
      oldest_due_date: row.due_date,
      open_invoices: 0,
      last_payment_on: lastPayments.find((last) => last.id_company === row.id_company)?.last ?? null,
    };
    entry.figures.balance_due += balance;
    entry.figures[BUCKET_OF(row.late)] += balance;
    entry.open_invoices += 1;
    if (row.due_date < entry.oldest_due_date) entry.oldest_due_date = row.due_date;
    byCompany.set(row.id_company, entry);
  }
  return [...byCompany.values()];
}
