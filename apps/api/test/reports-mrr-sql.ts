// The MRR report's figures by plain SQL, written apart from apps/api/src/reports/mrr.ts (window functions and
// joins instead of DISTINCT ON and EXISTS, WIB dates by conversion instead of instants), so a test compares two
// readings of docs/subscription-metrics.md over the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '@tagih/db';
import { queryRows } from './helper.ts';

const MV = (alias: string) =>
  sql.raw(`floor((2 * ${alias}.total_price::numeric + ${alias}.total_month) / (2 * ${alias}.total_month))`);

export async function independentRunning(db: Db, day: string) {
  const [row] = await queryRows<{ mrr: string; active: number }>(
    db,
    sql`select coalesce(sum(value), 0)::bigint::text as mrr, count(*)::int as active from (
      select ${MV('o')} as value, row_number() over (partition by o.id_subscription order by o.id desc) as latest
      from orders o where o.is_canceled = 0 and ${day}::date between o.start_period and o.end_period) x
    where latest = 1`,
  );
  return row;
}

interface Sums {
  new: bigint;
  expansion: bigint;
  contraction: bigint;
  churned: bigint;
  renewed: number;
  churnedCount: number;
}

export async function independentMonths(db: Db, first: string, last: string, today: string) {
  const rows = await queryRows<{ month: string; kind: string; amount: string; n: number }>(
    db,
    sql`
    select to_char(o.start_period, 'YYYY-MM') as month, 'new' as kind, sum(${MV('o')})::text as amount, count(*)::int as n
      from orders o where o.id_order is null and o.is_canceled = 0 and o.start_period between ${first} and ${last} group by 1
    union all
    select to_char(u.start_period, 'YYYY-MM'), case when ${MV('u')} > ${MV('p')} then 'expansion' else 'contraction' end,
      sum(abs(${MV('u')} - ${MV('p')}))::text, count(*)::int
      from orders u join orders p on p.id = u.id_order
      where u.is_auto_order = 0 and u.is_canceled = 0 and u.start_period between ${first} and ${last} group by 1, 2
    union all
    select to_char(e.end_period, 'YYYY-MM'), case when r.id is not null then 'renewed' else 'churned' end,
      sum(${MV('e')})::text, count(*)::int
      from orders e
      left join orders up on up.id_order = e.id and up.is_auto_order = 0 and up.is_canceled = 0
      left join orders r on r.id_order = e.id and r.is_auto_order = 1 and r.is_canceled = 0
        and (r.created_on at time zone 'Asia/Jakarta')::date <= e.end_period + 30
        and (r.created_on at time zone 'Asia/Jakarta')::date <= ${today}::date
      where e.is_canceled = 0 and up.id is null and e.end_period between ${first} and ${last}
        and (r.id is not null or e.end_period + 30 < ${today}::date)
      group by 1, 2`,
  );
  const months = new Map<string, Sums>();
  for (const row of rows) {
    const sums = months.get(row.month) ?? {
      new: 0n,
      expansion: 0n,
      contraction: 0n,
      churned: 0n,
      renewed: 0,
      churnedCount: 0,
    };
    if (row.kind === 'renewed') sums.renewed += row.n;
    else if (row.kind === 'churned') {
      sums.churned += BigInt(row.amount);
      sums.churnedCount += row.n;
    } else sums[row.kind as 'new' | 'expansion' | 'contraction'] += BigInt(row.amount);
    months.set(row.month, sums);
  }
  const zero = { new: 0n, expansion: 0n, contraction: 0n, churned: 0n, renewed: 0, churnedCount: 0 };
  return { get: (month: string) => months.get(month) ?? zero };
}
