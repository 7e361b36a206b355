// The MRR report ('Laporan', issue 32; definitions in docs/subscription-metrics.md): MRR, ARR and the running
// subscriptions on a day, and each month's movements, summed in two statements over the orders themselves.
// Each month's sums walk one index range: new and upgrades by start_period (orders_sort_start_idx), ended orders
// by end_period (orders_sort_end_idx); an ended order's upgrade is found by orders_previous_idx and its renewal by
// orders_one_renewal. What is derived from the sums (net, the rate, ARR) is packages/domain mrr.ts.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@tagih/db';
import { addDays } from '@tagih/domain/dates';
import { CHURN_AFTER_DAYS } from '@tagih/domain/subscriptions';
import { annualFromMonthly, monthDays, netMovement, renewalRate, reportMonths } from '@tagih/domain/mrr';
import type { MrrMonth, MrrReport } from '@tagih/domain/schemas/mrr-report';

const digits = z.string().regex(/^\d+$/);
const runningResult = z.object({ rows: z.tuple([z.object({ mrr: digits, active: z.number().int() })]) });
const monthsResult = z.object({
  rows: z.array(
    z.object({
      month: z.string(),
      new: digits,
      expansion: digits,
      contraction: digits,
      churned: digits,
      renewed_count: z.number().int(),
      churned_count: z.number().int(),
    }),
  ),
});

/** The monthly value of an order row `o`, as migration 0024 computes it. */
const monthly = (alias: string) =>
  sql.raw(`subscription_monthly_value(${alias}.total_price, ${alias}.total_month)`);

/** The first instant after a WIB day: `created_on` before it was made on or before that day. */
const afterDay = (day: ReturnType<typeof sql>) => sql`((${day} + 1)::timestamp at time zone 'Asia/Jakarta')`;

/**
 * MRR on `day` and the chains it sums: for each chain with a live order whose period covers the day, the
 * monthly value of its latest such order (an upgrade supersedes the order it upgrades from the upgrade's start).
 */
export async function runningOn(db: Db, day: string): Promise<{ mrr: bigint; active: number }> {
  const result = await db.execute(sql`
    select coalesce(sum(value), 0)::text as mrr, count(*)::int as active
    from (select distinct on (o.id_subscription) ${monthly('o')} as value
          from orders o
          where o.end_period >= ${day}::date and o.start_period <= ${day}::date and o.is_canceled = 0
          order by o.id_subscription, o.id desc) chains`);
  const row = runningResult.parse(result).rows[0];
  return { mrr: BigInt(row.mrr), active: row.active };
}

/** Each month's sums between `first` and `last` (whole months), as of `asOf`; months without any are absent. */
async function monthSums(db: Db, first: string, last: string, asOf: string) {
  const churnBefore = addDays(asOf, -CHURN_AFTER_DAYS); // end + 30 < as_of  <=>  end < as_of - 30
  const result = await db.execute(sql`
    with started as (
      select to_char(o.start_period, 'YYYY-MM') as month,
        sum(${monthly('o')}) filter (where o.id_order is null) as new,
        sum(greatest(${monthly('o')} - ${monthly('p')}, 0)) filter (where o.id_order is not null) as expansion,
        sum(greatest(${monthly('p')} - ${monthly('o')}, 0)) filter (where o.id_order is not null) as contraction
      from orders o left join orders p on p.id = o.id_order
      where o.start_period between ${first}::date and ${last}::date and o.is_canceled = 0
        and (o.id_order is null or o.is_auto_order = 0)
      group by 1),
    ended as (
      select to_char(e.end_period, 'YYYY-MM') as month, ${monthly('e')} as value,
        exists (select 1 from orders r where r.id_order = e.id and r.is_auto_order = 1 and r.is_canceled = 0
                and r.created_on < ${afterDay(sql`least(e.end_period + ${CHURN_AFTER_DAYS}::int, ${asOf}::date)`)}) as renewed,
        e.end_period < ${churnBefore}::date as churn_due
      from orders e
      where e.end_period between ${first}::date and ${last}::date and e.is_canceled = 0
        and not exists (select 1 from orders u where u.id_order = e.id and u.is_auto_order = 0 and u.is_canceled = 0)),
    closed as (
      select month, coalesce(sum(value) filter (where not renewed and churn_due), 0) as churned,
        count(*) filter (where renewed)::int as renewed_count,
        count(*) filter (where not renewed and churn_due)::int as churned_count
      from ended group by 1)
    select coalesce(s.month, c.month) as month, coalesce(s.new, 0)::text as new,
      coalesce(s.expansion, 0)::text as expansion, coalesce(s.contraction, 0)::text as contraction,
      coalesce(c.churned, 0)::text as churned, coalesce(c.renewed_count, 0) as renewed_count,
      coalesce(c.churned_count, 0) as churned_count
    from started s full join closed c on c.month = s.month`);
  return new Map(monthsResult.parse(result).rows.map((row) => [row.month, row]));
}

/** The report: MRR, ARR and running chains on `asOf`, and the `months` months ending with its month. */
export async function mrrReport(db: Db, asOf: string, months: number): Promise<MrrReport> {
  const list = reportMonths(asOf, months);
  const first = monthDays(list[0]!).first;
  const last = monthDays(list.at(-1)!).last;
  // One statement after the other: a request holds one connection and runs one query at a time on it.
  const running = await runningOn(db, asOf);
  const sums = await monthSums(db, first, last, asOf);
  return {
    as_of: asOf,
    mrr: running.mrr.toString(),
    arr: annualFromMonthly(running.mrr).toString(),
    active: running.active,
    months: list.map((month) => monthRow(month, sums.get(month))),
  };
}

function monthRow(month: string, sums: z.infer<typeof monthsResult>['rows'][number] | undefined): MrrMonth {
  const movements = {
    new: BigInt(sums?.new ?? 0),
    expansion: BigInt(sums?.expansion ?? 0),
    contraction: BigInt(sums?.contraction ?? 0),
    churned: BigInt(sums?.churned ?? 0),
  };
  const renewed = sums?.renewed_count ?? 0;
  const churned = sums?.churned_count ?? 0;
  return {
    month,
    new: movements.new.toString(),
    expansion: movements.expansion.toString(),
    contraction: movements.contraction.toString(),
    churned: movements.churned.toString(),
    net: netMovement(movements).toString(),
    renewed_count: renewed,
    churned_count: churned,
    renewal_rate: renewalRate(renewed, churned),
  };
}
