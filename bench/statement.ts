// The statement of account at scale (issue 30): one company is given 1,000 of the generated orders (every
// n-th, across the five years, with their payments), its statement is a scenario of the load run (target p50
// < 500 ms) and its figures are checked exact against SQL: the opening and closing balances and the number
// of lines of two periods, recomputed from orders and payments by the rule of docs/decisions-made.md.
import type pg from 'pg';

/** The company whose statement is measured (the generator's first company). */
export const STATEMENT_COMPANY = 1;
export const STATEMENT_INVOICES = 1_000;
/** The whole history (every line) and a cut through the middle (an opening balance of years of books). */
const PERIODS = [
  { from: '2000-01-01', to: '2199-12-31' }, // STATEMENT_PATH's
  { from: 'middle', to: 'today' },
] as const;

/** Gives the statement company every n-th order, STATEMENT_INVOICES in all (run with triggers off). */
export async function concentrateStatementCompany(client: pg.Client, orders: number): Promise<void> {
  const step = Math.max(1, Math.floor(orders / STATEMENT_INVOICES));
  await client.query(
    `update orders set id_company = $1 where id in (select id from orders where id % $2 = 0 order by id limit $3)`,
    [STATEMENT_COMPANY, step, STATEMENT_INVOICES],
  );
}

/** What the scenario asks for: the whole history, every line. */
export const STATEMENT_PATH = `/api/companies/${STATEMENT_COMPANY}/statement?from=2000-01-01&to=2199-12-31`;

/** The invoice's amount due in SQL (packages/domain payments.ts amountDue; a 02/03 buyer pays no PPN). */
const AMOUNT_DUE = `coalesce(case when ppn_buyer_type in ('government', 'collector') then null else total_with_ppn end, case when id_order is not null and (previous_total <> 0 or total_prorate <> 0
  or sisa_bayar <> 0) then greatest(0, sisa_bayar) else total_price end)`;
const DAY = (column: string) => `(${column} at time zone 'Asia/Jakarta')::date`;

/** Owed at the end of `day` and the movements in (after, day], by SQL alone. */
const BOOKS = `select
  (select coalesce(sum(${AMOUNT_DUE}), 0) from orders where id_company = $1 and ${DAY('created_on')} <= $2::date)
  - (select coalesce(sum(${AMOUNT_DUE}), 0) from orders where id_company = $1 and is_canceled = 1
       and ${DAY('coalesce(canceled_at, updated_at)')} <= $2::date)
  - (select coalesce(sum(p.amount), 0) from payments p join orders o on o.id = p.order_id
       where o.id_company = $1 and p.received_on <= $2::date) as owed,
  (select count(*) from orders where id_company = $1 and ${DAY('created_on')} between $3::date and $2::date)
  + (select count(*) from orders where id_company = $1 and is_canceled = 1
       and ${DAY('coalesce(canceled_at, updated_at)')} between $3::date and $2::date)
  + (select count(*) from payments p join orders o on o.id = p.order_id
       where o.id_company = $1 and p.received_on between $3::date and $2::date) as moves`;

interface StatementJson {
  data: { opening_balance: string; closing_balance: string; lines: Array<{ balance: string }> };
}

/** One check per period: the API's statement against SQL; the first also states the invoice count. */
export async function statementChecks(pool: pg.Pool, url: string, token: string) {
  const { rows } = await pool.query<{ invoices: number; middle: string; today: string }>(
    `select count(*)::int as invoices,
            (select (min(created_on) + (max(created_on) - min(created_on)) / 2)::date::text from orders where id_company = $1) as middle,
            (now() at time zone 'Asia/Jakarta')::date::text as today
     from orders where id_company = $1`,
    [STATEMENT_COMPANY],
  );
  const { invoices, middle, today } = rows[0]!;
  const checks = [];
  for (const period of PERIODS) {
    const from = period.from === 'middle' ? middle : period.from;
    const to = period.to === 'today' ? today : period.to;
    const response = await fetch(
      `${url}/api/companies/${STATEMENT_COMPANY}/statement?from=${from}&to=${to}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const { data } = (await response.json()) as StatementJson;
    const atEnd = (await pool.query<{ owed: string; moves: string }>(BOOKS, [STATEMENT_COMPANY, to, from]))
      .rows[0]!;
    const openingSql = (await pool.query<{ owed: string }>(BOOKS, [STATEMENT_COMPANY, dayBefore(from), from]))
      .rows[0]!.owed;
    const ok =
      data.opening_balance === openingSql &&
      data.closing_balance === atEnd.owed &&
      data.lines.length === Number(atEnd.moves) &&
      (data.lines.at(-1)?.balance ?? data.opening_balance) === data.closing_balance;
    checks.push({
      name: `statement ${from} to ${to} equals SQL (${invoices} invoices)`,
      ok: ok && invoices >= STATEMENT_INVOICES,
      detail: `opening ${data.opening_balance} (SQL ${openingSql}), closing ${data.closing_balance} (SQL ${atEnd.owed}), lines ${data.lines.length} (SQL ${atEnd.moves})`,
    });
  }
  return checks;
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
