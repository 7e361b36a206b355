// Receivables at scale (issue 30): the page and summary on as_of today (and later) read the open balances kept
// per company and per due date by the orders' trigger (migration 0019). Through every kind of write an order
// goes through — stored, its due date moved, partly paid, paid, cancelled, upgraded, moved to another
// company, a payment reversed, deleted — the kept tables equal the sums over the orders, and the list and
// summary equal the aging computed straight from the payment book.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tagih/domain/dates';
import { AGING_BUCKETS, type ReceivableRow } from '@tagih/domain/schemas/receivables';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { orderLifecycleCalls } from './orders-lifecycle-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { agingFromSql, makeReceivables, TODAY, type ExpectedAging } from './receivables-fixtures.ts';

const FIGURES = ['balance_due', ...AGING_BUCKETS] as const;

describe('receivables kept per company and per due date (issue 30 at scale)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let scenario: Awaited<ReturnType<typeof makeReceivables>>;
  const calls = orderLifecycleCalls(() => t);
  const pay = paymentCalls(() => t);
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    scenario = await makeReceivables(t, c);
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const asRow = (row: ReceivableRow) => ({
    id_company: row.id_company,
    figures: Object.fromEntries(FIGURES.map((key) => [key, BigInt(row[key])])),
    oldest_due_date: row.oldest_due_date,
    open_invoices: row.open_invoices,
    last_payment_on: row.last_payment_on,
  });

  /** The kept tables against the sums over the orders they stand for. */
  async function expectTablesKept() {
    const kept = (table: string, key: string) =>
      queryRows(
        t.database.db,
        sql`select ${sql.identifier(key)}::text as key, balance_due::text as balance, open_invoices as count
            from ${sql.identifier(table)} where balance_due > 0 or open_invoices > 0 order by 1`,
      );
    const summed = (key: string) =>
      queryRows(
        t.database.db,
        sql`select ${sql.identifier(key)}::text as key, sum(balance_due)::text as balance, count(*)::int as count
            from orders where balance_due > 0 and is_canceled = 0 group by 1 order by 1`,
      );
    expect(await kept('company_receivables', 'id_company')).toEqual(await summed('id_company'));
    expect(await kept('receivables_by_due_date', 'due_date')).toEqual(await summed('due_date'));
  }

  /** The list (default order and each sort the kept table answers) and the summary against the book's SQL. */
  async function expectAgingExact(asOf: string) {
    const expected: ExpectedAging[] = await agingFromSql(t, asOf);
    const byBalance = [...expected].sort(
      (a, b) => Number(b.figures.balance_due - a.figures.balance_due) || a.id_company - b.id_company,
    );
    const list = await get(`/api/receivables?as_of=${asOf}`);
    expect(list.meta.total).toBe(expected.length);
    expect((list.data as ReceivableRow[]).map(asRow)).toEqual(byBalance);
    const ascending = (await get(`/api/receivables?as_of=${asOf}&sort=balance_due&dir=asc`)).data;
    expect(ascending.map((row: ReceivableRow) => row.id_company)).toEqual(
      [...expected]
        .sort((a, b) => Number(a.figures.balance_due - b.figures.balance_due) || a.id_company - b.id_company)
        .map((row) => row.id_company),
    );
    const byInvoices = (await get(`/api/receivables?as_of=${asOf}&sort=open_invoices&dir=desc`)).data;
    expect(byInvoices.map((row: ReceivableRow) => row.id_company)).toEqual(
      [...expected]
        .sort((a, b) => b.open_invoices - a.open_invoices || a.id_company - b.id_company)
        .map((row) => row.id_company),
    );
    const summary = (await get(`/api/receivables/summary?as_of=${asOf}`)).data;
    expect(summary.companies).toBe(expected.length);
    expect(summary.open_invoices).toBe(expected.reduce((sum, row) => sum + row.open_invoices, 0));
    for (const key of FIGURES)
      expect(BigInt(summary[key]), key).toBe(expected.reduce((sum, row) => sum + row.figures[key], 0n));
    const dues = expected.map((row) => row.oldest_due_date).sort();
    expect(summary.oldest_due_date).toBe(dues[0] ?? null);
  }

  async function expectExact() {
    await expectTablesKept();
    await expectAgingExact(TODAY);
    await expectAgingExact(addDays(TODAY, 45));
  }

  it('starts equal: stored, due dates moved, partly paid, paid and cancelled orders', async () => {
    await expectExact();
    expect((await get('/api/receivables')).meta.total).toBe(3);
  });

  it('stays equal when a payment is reversed (unpublish gives the settled order its balance back)', async () => {
    const { settled } = scenario.ids;
    expect((await pay.setStatus(settled, 0)).statusCode).toBe(200);
    expect((await pay.book(settled)).payments.some((row) => row.kind === 'reversal')).toBe(true);
    await expectExact();
  });

  it('stays equal when an order is paid in full today and another is paid in part', async () => {
    expect((await pay.setStatus(scenario.ids.fresh, 1)).statusCode).toBe(200);
    expect((await pay.setStatus(scenario.ids.middle, 1, { amount: '400000' })).statusCode).toBe(200);
    await expectExact();
  });

  it('stays equal through an upgrade and an order moved to another company', async () => {
    const older = await createOrder(t, basePayload(c, { id_company: scenario.bahari }));
    const newer = await createOrder(t, basePayload(c, { id_company: scenario.bahari }));
    const upgraded = await calls.update(
      newer.id,
      basePayload(c, { id_company: scenario.bahari, id_order: older.id }),
    );
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    await expectExact();
    const moved = await calls.update(scenario.ids.later, basePayload(c, { id_company: scenario.maju }));
    expect(moved.statusCode, moved.body).toBe(200);
    await expectExact();
  });

  it('stays equal when an order is cancelled and another deleted', async () => {
    await calls.cancel(scenario.ids.oldest);
    const doomed = await createOrder(t, basePayload(c, { id_company: scenario.sinar }));
    await expectExact();
    expect((await calls.remove(doomed.id)).statusCode).toBe(200);
    await expectExact();
  });
});
