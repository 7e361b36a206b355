// The aging of what companies owe on a day (issue 30; decisions.md "What is owed"), as SQL fragments the list,
// the summary and the export share. An order's balance on `as_of` is its amount due less the payments received
// on or before that day and the PPh 23 withheld from them (issue 31: it settles like money received): the stored balance for an order with no payment received after it, otherwise the
// stored figures with those later payments given back. So the set read is the orders open today (a partial
// index, migration 0016) plus the few with a payment received after as_of, never the whole book. Cancelled
// orders owe nothing (their amount due is 0), and orders stored after as_of did not exist yet.
import { sql, type SQL } from 'drizzle-orm';
import { companies, orders, payments } from '@tagih/db';
import { z } from 'zod';
import {
  receivableRowSchema,
  receivableSummarySchema,
  type AgingBucket,
  type ReceivableSortField,
} from '@tagih/domain/schemas/receivables';
import { containsPattern } from '../lib/search.ts';

/** What the statements answer: one row each (db.execute's result, checked rather than cast). */
export const pageResult = z.object({
  rows: z.tuple([z.object({ total: z.number().int(), rows: z.array(receivableRowSchema) })]),
});
export const summaryResult = z.object({ rows: z.tuple([receivableSummarySchema.omit({ as_of: true })]) });

/** The day the figures stand on and what narrows the companies. */
export interface AgingFilter {
  asOf: string;
  search: string;
  bucket?: AgingBucket;
}

/** Days past due on as_of that each bucket holds (decisions.md: not due <= 0, 1-30, 31-60, 61-90, over 90). */
const BUCKET_DAYS: Readonly<Record<AgingBucket, [number | null, number | null]>> = {
  not_due: [null, 0],
  days_1_30: [1, 30],
  days_31_60: [31, 60],
  days_61_90: [61, 90],
  days_over_90: [91, null],
};

export function bucketSum(bucket: AgingBucket): SQL {
  const [from, to] = BUCKET_DAYS[bucket];
  const late = sql`(as_of.day - open_orders.due_date)`;
  const range = [from === null ? null : sql`${late} >= ${from}`, to === null ? null : sql`${late} <= ${to}`]
    .filter((part) => part !== null)
    .reduce((all, part) => sql`${all} and ${part}`);
  return sql`coalesce(sum(open_orders.balance) filter (where ${range}), 0)`;
}

/**
 * `filtered`: one row per company with an open balance on as_of, its figures summed by bucket, under the
 * search and bucket. `with_last_payment` adds each company's last payment (needed to sort by it).
 */
export function agingCte(filter: AgingFilter, withLastPayment = false): SQL {
  const o = orders;
  const asOf = sql`${filter.asOf}::date`;
  // The first instant of the day after as_of in WIB: an order stored before it existed on as_of.
  const cut = sql`((${filter.asOf}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
  const search = filter.search
    ? sql`and ${companies.name_company} ilike ${containsPattern(filter.search)}`
    : sql``;
  const bucket = filter.bucket ? sql`where aged.${sql.identifier(filter.bucket)} > 0` : sql``;
  return sql`as_of as (select ${asOf} as day),
    later as (
      select ${payments.order_id} as order_id, sum(${payments.amount} + ${payments.withheld}) as amount from ${payments}
      where ${payments.received_on} > ${asOf} group by ${payments.order_id}
    ),
    open_orders as (
      select ${o.id_company} as id_company, ${o.due_date} as due_date, ${o.balance_due} as balance from ${o}
      where ${o.balance_due} > 0 and ${o.is_canceled} = 0 and ${o.created_on} < ${cut}
        and not exists (select 1 from later where later.order_id = ${o.id})
      union all
      select ${o.id_company}, ${o.due_date}, ${o.amount_due} - ${o.paid_amount} - ${o.withheld} + later.amount
      from later join ${o} on ${o.id} = later.order_id
      where ${o.is_canceled} = 0 and ${o.created_on} < ${cut}
        and ${o.amount_due} - ${o.paid_amount} - ${o.withheld} + later.amount > 0
    ),
    aged as (
      select open_orders.id_company, sum(open_orders.balance) as balance_due,
        ${bucketSum('not_due')} as not_due, ${bucketSum('days_1_30')} as days_1_30,
        ${bucketSum('days_31_60')} as days_31_60, ${bucketSum('days_61_90')} as days_61_90,
        ${bucketSum('days_over_90')} as days_over_90,
        min(open_orders.due_date) as oldest_due_date, count(*)::int as open_invoices
      from open_orders cross join as_of group by open_orders.id_company
    ),
    filtered as (
      select aged.*, ${companies.name_company} as name_company
        ${withLastPayment ? sql`, ${lastPaymentOf(sql`aged.id_company`, filter.asOf)} as last_payment_on` : sql``}
      from aged join ${companies} on ${companies.id_company} = aged.id_company ${search}
      ${bucket}
    )`;
}

/** The last day a payment (not a reversal) of the company's orders was received on or before as_of. */
export function lastPaymentOf(company: SQL, asOf: string): SQL {
  return sql`(select max(${payments.received_on}) from ${orders} join ${payments} on ${payments.order_id} = ${orders.id}
    where ${orders.id_company} = ${company} and ${payments.received_on} <= ${asOf}::date and ${payments.amount} > 0)`;
}

/** The list's order: the column asked for (largest balance first without one), ties by company id. */
export function agingOrder(sort: ReceivableSortField | undefined, dir: 'asc' | 'desc' | undefined): SQL {
  if (!sort) return sql`filtered.balance_due desc, filtered.id_company`;
  const direction = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  return sql`filtered.${sql.identifier(sort)} ${direction} nulls last, filtered.id_company`;
}

/** A row's figures as the wire carries them: money as digit strings, days as YYYY-MM-DD. */
export function agingFigures(source: string, lastPayment: SQL): SQL {
  const at = (name: string) => sql`${sql.identifier(source)}.${sql.identifier(name)}`;
  return sql`${at('balance_due')}::text as balance_due, ${at('not_due')}::text as not_due,
    ${at('days_1_30')}::text as days_1_30, ${at('days_31_60')}::text as days_31_60,
    ${at('days_61_90')}::text as days_61_90, ${at('days_over_90')}::text as days_over_90,
    ${at('oldest_due_date')}::text as oldest_due_date, (${lastPayment})::text as last_payment_on,
    ${at('open_invoices')} as open_invoices`;
}

/** The last payment of the whole book on or before as_of: one step down the payments' received index. */
export function bookLastPayment(asOf: string): SQL {
  return sql`(select max(${payments.received_on}) from ${payments}
    where ${payments.received_on} <= ${asOf}::date and ${payments.amount} > 0)`;
}

/** A list row as JSON from `page` (the company) and `figures` (agingFigures of it). */
export const pageRowJson = sql`json_build_object('id_company', page.id_company, 'name_company', page.name_company,
  'balance_due', figures.balance_due, 'not_due', figures.not_due, 'days_1_30', figures.days_1_30,
  'days_31_60', figures.days_31_60, 'days_61_90', figures.days_61_90, 'days_over_90', figures.days_over_90,
  'oldest_due_date', figures.oldest_due_date, 'last_payment_on', figures.last_payment_on,
  'open_invoices', figures.open_invoices)`;
