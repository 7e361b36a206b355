// Issue 32 at scale: the MRR report ('Laporan', GET /api/reports/mrr, 12 months) in p50 < 500 ms over the
// benchmark's orders; after the run its every figure is checked exact against plain SQL over the same rows
// (window functions and joins, not the route's DISTINCT ON and EXISTS; docs/subscription-metrics.md).
import type pg from 'pg';
import type { Scenario } from './scenarios.ts';

export const REPORT_SCENARIOS: Scenario[] = [
  {
    key: 'mrr-report',
    label: "MRR report ('Laporan'), 12 months, today (issue 32)",
    target: { maxP50: 500 },
    // A report is one finance clerk's request, not twenty at once.
    connections: 1,
    request: () => ({ path: '/api/reports/mrr?months=12' }),
  },
];

const MV = (alias: string) =>
  `floor((2 * ${alias}.total_price::numeric + ${alias}.total_month) / (2 * ${alias}.total_month))`;

/** The report's figures for the 12 months ending with today's WIB month, by plain SQL. */
const REPORT_BY_SQL = `
  with bounds as (select (now() at time zone 'Asia/Jakarta')::date as today,
      (date_trunc('month', (now() at time zone 'Asia/Jakarta')::date) - interval '11 months')::date as first,
      (date_trunc('month', (now() at time zone 'Asia/Jakarta')::date) + interval '1 month - 1 day')::date as last),
  running as (select ${MV('o')} as value, row_number() over (partition by o.id_subscription order by o.id desc) as latest
    from orders o, bounds b where o.is_canceled = 0 and b.today between o.start_period and o.end_period),
  moves as (
    select to_char(o.start_period, 'YYYY-MM') as month, 'new' as kind, ${MV('o')} as amount from orders o, bounds b
      where o.id_order is null and o.is_canceled = 0 and o.start_period between b.first and b.last
    union all
    select to_char(u.start_period, 'YYYY-MM'), case when ${MV('u')} > ${MV('p')} then 'expansion' else 'contraction' end,
      abs(${MV('u')} - ${MV('p')}) from orders u join orders p on p.id = u.id_order, bounds b
      where u.is_auto_order = 0 and u.is_canceled = 0 and u.start_period between b.first and b.last
    union all
    select to_char(e.end_period, 'YYYY-MM'), case when r.id is not null then 'renewed' else 'churned' end, ${MV('e')}
      from orders e cross join bounds b
      left join orders up on up.id_order = e.id and up.is_auto_order = 0 and up.is_canceled = 0
      left join orders r on r.id_order = e.id and r.is_auto_order = 1 and r.is_canceled = 0
        and (r.created_on at time zone 'Asia/Jakarta')::date <= least(e.end_period + 30, b.today)
      where e.is_canceled = 0 and up.id is null and e.end_period between b.first and b.last
        and (r.id is not null or e.end_period + 30 < b.today))
  select (select coalesce(sum(value), 0)::bigint::text from running where latest = 1) as mrr,
    (select count(*)::int from running where latest = 1) as active,
    (select coalesce(json_object_agg(month || ':' || kind, total), '{}') from
      (select month, kind, json_build_array(sum(amount)::bigint::text, count(*)) as total from moves group by 1, 2) m) as moves`;

type Check = { name: string; ok: boolean; detail: string };
interface ReportMonth {
  month: string;
  new: string;
  expansion: string;
  contraction: string;
  churned: string;
  renewed_count: number;
  churned_count: number;
}

/** The report's MRR, active chains and every month's figures against REPORT_BY_SQL. */
export async function reportChecks(pool: pg.Pool, url: string, token: string): Promise<Check[]> {
  const report = (
    (await (
      await fetch(`${url}/api/reports/mrr?months=12`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { mrr: string; active: number; months: ReportMonth[] } }
  ).data;
  const bySql = (
    await pool.query<{ mrr: string; active: number; moves: Record<string, [string, number]> }>(REPORT_BY_SQL)
  ).rows[0]!;
  const moved = (month: string, kind: string) => bySql.moves[`${month}:${kind}`] ?? ['0', 0];
  const wrong = report.months.filter(
    (row) =>
      row.new !== moved(row.month, 'new')[0] ||
      row.expansion !== moved(row.month, 'expansion')[0] ||
      row.contraction !== moved(row.month, 'contraction')[0] ||
      row.churned !== moved(row.month, 'churned')[0] ||
      row.churned_count !== moved(row.month, 'churned')[1] ||
      row.renewed_count !== moved(row.month, 'renewed')[1],
  );
  const sum = (key: 'new' | 'churned') => report.months.reduce((total, row) => total + BigInt(row[key]), 0n);
  return [
    {
      name: 'MRR report: MRR and active subscriptions equal SQL',
      ok: report.mrr === bySql.mrr && report.active === bySql.active,
      detail: `MRR ${report.mrr} over ${report.active} chains (SQL ${bySql.mrr}, ${bySql.active})`,
    },
    {
      name: 'MRR report: every month equals SQL',
      ok: report.months.length === 12 && wrong.length === 0,
      detail:
        wrong.length === 0
          ? `12 months; new ${sum('new')}, churned ${sum('churned')} in all`
          : `months differing: ${wrong.map((row) => row.month).join(', ')}`,
    },
  ];
}
