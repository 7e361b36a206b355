// Issue 32 at scale: the 'Langganan' list's page 1 (newest chain first) and its 'Segera berakhir' page 1 in
// p50 < 100 ms; after the run each page is checked exact against SQL that finds every chain's current order in
// `orders` itself (the latest not cancelled), not in the kept subscriptions table the API reads.
import type pg from 'pg';
import type { Scenario } from './scenarios.ts';

export const SUBSCRIPTION_SCENARIOS: Scenario[] = [
  {
    key: 'subscriptions-page',
    label: "Subscriptions ('Langganan') page 1, newest chain first (issue 32)",
    target: { maxP50: 100 },
    request: () => ({ path: '/api/subscriptions?page=1' }),
  },
  {
    key: 'subscriptions-ending',
    label: "Subscriptions ending within 30 days ('Segera berakhir') page 1 (issue 32)",
    target: { maxP50: 100 },
    request: () => ({ path: '/api/subscriptions?page=1&status=ending' }),
  },
];

interface Row {
  id: number;
  id_order: number;
  invoice_number: string;
  name_company: string;
  start_period: string;
  end_period: string;
  days_left: number;
  monthly_value: string;
  status: string;
}
type Check = { name: string; ok: boolean; detail: string };

/**
 * Every chain's current order from `orders` (the latest not cancelled of each id_subscription), with what the
 * list shows, judged on today in WIB with the default 30 days (domain subscriptionStatus, written again in SQL).
 */
const CURRENT_FROM_ORDERS = `
  with today as (select (now() at time zone 'Asia/Jakarta')::date as day),
  current as (
    select distinct on (o.id_subscription) o.id_subscription as id, o.id as id_order, o.invoice_number, o.id_company,
      o.start_period, o.end_period, subscription_monthly_value(o.total_price, o.total_month)::text as monthly_value
    from orders o where o.is_canceled = 0 order by o.id_subscription, o.id desc),
  judged as (
    select c.*, co.name_company, greatest(0, c.end_period - today.day)::int as days_left,
      case when c.start_period > today.day then 'renewed' when c.end_period < today.day then 'ended'
           when c.end_period <= today.day + 30 then 'ending' else 'active' end as status
    from current c join companies co on co.id_company = c.id_company cross join today)`;

const COLUMNS = `id, id_order, invoice_number, name_company, start_period::text, end_period::text, days_left, monthly_value, status`;
const KEYS = [
  'id',
  'id_order',
  'invoice_number',
  'name_company',
  'start_period',
  'end_period',
  'days_left',
  'monthly_value',
  'status',
] as const;

const get = async <T>(url: string, token: string) =>
  (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
const same = (a: Row[], b: Row[]) =>
  a.length === b.length && a.every((row, index) => KEYS.every((key) => row[key] === b[index]![key]));

/** Both pages against SQL over the orders, and the chains' count against the kept table's. */
export async function subscriptionChecks(pool: pg.Pool, url: string, token: string): Promise<Check[]> {
  const query = async (where: string) =>
    (
      await pool.query<Row>(
        `${CURRENT_FROM_ORDERS} select ${COLUMNS} from judged ${where} order by id desc limit 10`,
      )
    ).rows;
  const counts = (
    await pool.query<{ chains: number; kept: number }>(
      `select (select count(distinct id_subscription) from orders where is_canceled = 0)::int as chains,
         (select count(*) from subscriptions)::int as kept`,
    )
  ).rows[0]!;
  const checks: Check[] = [];
  for (const [name, path, where] of [
    ['page 1', '/api/subscriptions?page=1', ''],
    ['ending page 1', '/api/subscriptions?page=1&status=ending', `where status = 'ending'`],
  ] as const) {
    const expected = await query(where);
    const page = await get<{ data: Row[]; meta: { total: number } }>(`${url}${path}`, token);
    checks.push({
      name: `subscriptions ${name} equals each chain's current order in SQL`,
      ok: same(page.data, expected),
      detail: `${page.data.length} rows, first ${page.data[0]?.invoice_number ?? '-'} ${page.data[0]?.status ?? ''} (SQL ${expected[0]?.invoice_number ?? '-'} ${expected[0]?.status ?? ''}); total ${page.meta.total}`,
    });
  }
  checks.push({
    name: 'one kept subscriptions row per live chain of orders',
    ok: counts.chains === counts.kept && counts.kept > 0,
    detail: `${counts.kept} rows, ${counts.chains} chains`,
  });
  return checks;
}
