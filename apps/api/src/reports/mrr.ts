// The MRR report ('Laporan', issue 32; definitions in docs/subscription-metrics.md): MRR, ARR and the running
// subscriptions on a day, and each month's movements, summed in two statements over the orders themselves.
// Each read is one index range, index-only (migration 0025_mrr_report_indexes): the running orders and the orders ending in
// the months by orders_mrr_end_idx, the new orders by orders_mrr_start_idx; upgrades (few) by orders_previous_idx,
// an ended order's upgrade by orders_previous_idx and its renewal by orders_one_renewal. What is derived from the
// sums (net, the rate, ARR) is packages/domain mrr.ts.
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

/**
 * The monthly value of an order row, migration 0024's `subscription_monthly_value` (Total Harga / months rounded
 * half up): for a total of zero or more the same rounding in bigint, `(2 x total + months) div (2 x months)`,
 * which is exact there and half the work of the function's numeric arithmetic over 200,000 orders; the function
 * itself for anything else. The tests compare both with the function's numeric floor.
 */
const monthly = (alias: string) =>
  sql.raw(
    `case when ${alias}.total_price >= 0 then (2 * ${alias}.total_price + ${alias}.total_month) / (2 * ${alias}.total_month)
      else subscription_monthly_value(${alias}.total_price, ${alias}.total_month) end`,
  );

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

/** The month of a date column, as a date: grouping on it is cheaper than on text, truncating a timestamp without
 * time zone cheaper than one with. */
const monthOf = (column: string) => sql.raw(`date_trunc('month', ${column}::timestamp)::date`);

/**
 * Each month's sums between `first` and `last` (whole months), as of `asOf`; months without any are absent.
 * New orders, upgrades and ended orders are three separate reads, each saying `id_order is (not) null` so the
 * planner sees from the statistics how few upgrades and renewals there are and probes them by index instead of
 * hashing the whole table.
 */
async function monthSums(db: Db, first: string, last: string, asOf: string) {
  const churnBefore = addDays(asOf, -CHURN_AFTER_DAYS); // end + 30 < as_of  <=>  end < as_of - 30
  const result = await db.execute(sql`
    with started as (
      select ${monthOf('o.start_period')} as month, sum(${monthly('o')}) as new
      from orders o
      where o.start_period between ${first}::date and ${last}::date and o.is_canceled = 0 and o.id_order is null
      group by 1),
    upgraded as (
      select ${monthOf('o.start_period')} as month,
        sum(greatest(${monthly('o')} - ${monthly('p')}, 0)) as expansion,
        sum(greatest(${monthly('p')} - ${monthly('o')}, 0)) as contraction
      from orders o join orders p on p.id = o.id_order
      where o.start_period between ${first}::date and ${last}::date and o.is_canceled = 0
        and o.is_auto_order = 0 and o.id_order is not null
      group by 1),
    ended as (
      select ${monthOf('e.end_period')} as month, ${monthly('e')} as value,
        coalesce(r.created_on < ${afterDay(sql`least(e.end_period + ${CHURN_AFTER_DAYS}::int, ${asOf}::date)`)}, false) as renewed,
        e.end_period < ${churnBefore}::date as churn_due
      from orders e
      left join orders r on r.id_order = e.id and r.is_auto_order = 1 and r.is_canceled = 0 and r.id_order is not null
      where e.end_period between ${first}::date and ${last}::date and e.is_canceled = 0
        and not exists (select 1 from orders u where u.id_order = e.id and u.is_auto_order = 0
                        and u.is_canceled = 0 and u.id_order is not null)),
    closed as (
      select month, coalesce(sum(value) filter (where not renewed and churn_due), 0) as churned,
        count(*) filter (where renewed)::int as renewed_count,
        count(*) filter (where not renewed and churn_due)::int as churned_count
      from ended group by 1),
    months as (select month from started union select month from upgraded union select month from closed)
    select to_char(m.month, 'YYYY-MM') as month, coalesce(s.new, 0)::text as new,
      coalesce(u.expansion, 0)::text as expansion, coalesce(u.contraction, 0)::text as contraction,
      coalesce(c.churned, 0)::text as churned, coalesce(c.renewed_count, 0) as renewed_count,
      coalesce(c.churned_count, 0) as churned_count
    from months m left join started s using (month) left join upgraded u using (month)
      left join closed c using (month)`);
  return new Map(monthsResult.parse(result).rows.map((row) => [row.month, row]));
}

/** The report: MRR, ARR and running chains on `asOf`, and the `months` months ending with its month. */
export async function mrrReport(db: Db, asOf: string, months: number): Promise<MrrReport> {
  const list = reportMonths(asOf, months);
  const first = monthDays(list[0]!).first;
  const last = monthDays(list.at(-1)!).last;
  // One transaction, so `jit = off` holds for both statements and nothing else: their estimated cost passes
  // jit_above_cost at a million orders, and compiling them took 200 ms for aggregates that read in less
  // (docs/performance.md, "The MRR report at a million orders").
  const { running, sums } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return { running: await runningOn(tx, asOf), sums: await monthSums(tx, first, last, asOf) };
  });
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
