// Issue 30 at scale: 'Piutang' page 1 and its summary (the aging of every company with an open balance, today
// in WIB) in p50 < 150 ms, and 'Pembayaran' page 1 with the totals of the whole book in p50 < 50 ms; after
// the run, each answer is checked exact against SQL summing the payment book itself.
import type pg from 'pg';
import type { Scenario } from './scenarios.ts';

export const RECEIVABLE_SCENARIOS: Scenario[] = [
  {
    key: 'receivables-page',
    label: "Receivables ('Piutang') page 1, every company aged today (issue 30)",
    target: { maxP50: 150 },
    request: () => ({ path: '/api/receivables?page=1' }),
  },
  {
    key: 'receivables-summary',
    label: 'Receivables summary over every company (issue 30)',
    target: { maxP50: 150 },
    request: () => ({ path: '/api/receivables/summary' }),
  },
  {
    key: 'payments-page',
    label: "Payments received ('Pembayaran') page 1 with the book's totals (issue 30)",
    target: { maxP50: 50 },
    request: () => ({ path: '/api/payments?page=1' }),
  },
];

const FIGURES = ['balance_due', 'not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;

/** Each company's balance today straight from the book: amount due less the payments received by today. */
const AGED_FROM_BOOK = `
  with today as (select (now() at time zone 'Asia/Jakarta')::date as day),
  open as (
    select o.id_company, o.amount_due - coalesce(p.paid, 0) as balance, today.day - o.due_date as late
    from orders o cross join today
    left join (select order_id, sum(amount) as paid from payments, today where received_on <= today.day group by 1) p on p.order_id = o.id
    where o.is_canceled = 0 and (o.created_on at time zone 'Asia/Jakarta')::date <= today.day),
  aged as (
    select id_company, sum(balance) as balance_due, count(*)::int as open_invoices,
      coalesce(sum(balance) filter (where late <= 0), 0) as not_due,
      coalesce(sum(balance) filter (where late between 1 and 30), 0) as days_1_30,
      coalesce(sum(balance) filter (where late between 31 and 60), 0) as days_31_60,
      coalesce(sum(balance) filter (where late between 61 and 90), 0) as days_61_90,
      coalesce(sum(balance) filter (where late > 90), 0) as days_over_90
    from open where balance > 0 group by id_company)`;

type Figures = Record<(typeof FIGURES)[number], string> & { open_invoices: number };
type Check = { name: string; ok: boolean; detail: string };

const get = async <T>(url: string, token: string) =>
  (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
const sameFigures = (a: Figures, b: Figures) =>
  FIGURES.every((key) => a[key] === b[key]) && a.open_invoices === b.open_invoices;

/** The receivables page and summary and the payments page, each against SQL over the book. */
export async function receivableChecks(pool: pg.Pool, url: string, token: string): Promise<Check[]> {
  const casts = FIGURES.map((key) => `${key}::text`).join(', ');
  const rows = (
    await pool.query<Figures & { id_company: number }>(
      `${AGED_FROM_BOOK} select id_company, ${casts}, open_invoices from aged order by aged.balance_due desc, aged.id_company limit 10`,
    )
  ).rows;
  const totals = (
    await pool.query<Figures & { companies: number }>(
      `${AGED_FROM_BOOK} select count(*)::int as companies, ${FIGURES.map((key) => `coalesce(sum(${key}), 0)::text as ${key}`).join(', ')},
         coalesce(sum(open_invoices), 0)::int as open_invoices from aged`,
    )
  ).rows[0]!;
  const page = await get<{ data: Array<Figures & { id_company: number }>; meta: { total: number } }>(
    `${url}/api/receivables?page=1`,
    token,
  );
  const summary = (
    await get<{ data: Figures & { companies: number } }>(`${url}/api/receivables/summary`, token)
  ).data;
  const book = (
    await pool.query<{ amount: string; count: number; ids: number[] }>(
      `select coalesce(sum(amount), 0)::text as amount, count(*)::int as count,
         (select array_agg(id) from (select id from payments order by received_on desc, id desc limit 10) p) as ids from payments`,
    )
  ).rows[0]!;
  const payments = await get<{ data: Array<{ id: number }>; totals: { amount: string; count: number } }>(
    `${url}/api/payments?page=1`,
    token,
  );
  const pageOk =
    page.meta.total === totals.companies &&
    page.data.length === rows.length &&
    page.data.every(
      (row, index) => row.id_company === rows[index]!.id_company && sameFigures(row, rows[index]!),
    );
  return [
    {
      name: 'receivables page 1 equals the SQL aging of the book',
      ok: pageOk,
      detail: `${page.meta.total} companies owing (SQL ${totals.companies}); first ${page.data[0]?.balance_due ?? '-'} (SQL ${rows[0]?.balance_due ?? '-'})`,
    },
    {
      name: 'receivables summary equals the SQL sums of the book',
      ok: summary.companies === totals.companies && sameFigures(summary, totals),
      detail: `balance ${summary.balance_due} (SQL ${totals.balance_due}), ${summary.open_invoices} open invoices (SQL ${totals.open_invoices})`,
    },
    {
      name: 'payments page 1 and its totals equal the book',
      ok:
        payments.totals.amount === book.amount &&
        payments.totals.count === book.count &&
        payments.data.map((row) => row.id).join() === (book.ids ?? []).join(),
      detail: `${payments.totals.count} payments, ${payments.totals.amount} (SQL ${book.count}, ${book.amount})`,
    },
  ];
}
