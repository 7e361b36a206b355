// The receivables page and summary at scale (issue 30): when the aging on as_of is the aging of the orders as
// they stand (no payment received after as_of, no order stored after it, the case of as_of today), the open
// balances per company and per due date are the maintained tables of migration 0019, so a request reads a page
// of companies by their index and ages only those companies' open orders, never the whole book. Anything else
// (a search, a bucket, another sort, an as_of in the past with later payments) takes the general aging.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, companyReceivables, orders, payments, receivablesByDueDate, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type {
  ReceivableListQuery,
  ReceivableRow,
  ReceivableSummary,
  ReceivableSummaryQuery,
} from '@tagih/domain/schemas/receivables';
import {
  agingFigures,
  bookLastPayment,
  bucketSum,
  lastPaymentOf,
  pageResult,
  pageRowJson,
  summaryResult,
} from './aging-sql.ts';

/** Sorts the maintained table can answer in its own order. */
const FAST_SORTS = new Set<ReceivableListQuery['sort']>([undefined, 'balance_due', 'open_invoices']);

/**
 * agingOrder's order (largest balance first by default, ties by company id) written as the partial index
 * `company_receivables_balance_idx` is (`desc nulls last`): the columns are never null, so it is the same
 * order, and page 1 is ten steps down the index instead of a sort of every company owing.
 */
function keptOrder(query: ReceivableListQuery) {
  const column = sql.identifier(query.sort ?? 'balance_due');
  const direction = sql.raw(!query.sort || query.dir === 'desc' ? 'desc' : 'asc');
  return sql`filtered.${column} ${direction} nulls last, filtered.id_company`;
}

/** The bucket sums of the open balances in `open_orders` (due_date, balance) aged to as_of, as digit strings. */
const bucketColumns = sql`${bucketSum('not_due')}::text as not_due, ${bucketSum('days_1_30')}::text as days_1_30,
  ${bucketSum('days_31_60')}::text as days_31_60, ${bucketSum('days_61_90')}::text as days_61_90,
  ${bucketSum('days_over_90')}::text as days_over_90`;

/** What the check answers (db.execute's result, checked rather than cast). */
const laterResult = z.object({ rows: z.tuple([z.object({ later: z.boolean() })]) });

/** The count of companies owing something, from the maintained table's partial index. */
const owingCount = sql`(select count(*)::int from ${companyReceivables} where ${companyReceivables.balance_due} > 0)`;

/**
 * True when the aging on as_of is that of the orders as they stand: no payment (or reversal) received after
 * it and no order stored after it, two steps down the payments' received and the orders' created indexes.
 */
async function standsAsToday(db: Db, asOf: string): Promise<boolean> {
  const cut = sql`((${asOf}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
  const result = await db.execute(sql`select
    exists (select 1 from ${payments} where ${payments.received_on} > ${asOf}::date)
    or exists (select 1 from ${orders} where ${orders.created_on} >= ${cut}) as later`);
  return !laterResult.parse(result).rows[0].later;
}

/** Page 1 (or any page) of the list from the maintained table, or null when only the general aging is exact. */
export async function fastReceivablesPage(
  db: Db,
  query: ReceivableListQuery,
  asOf: string,
): Promise<{ rows: ReceivableRow[]; total: number } | null> {
  if (query.search || query.bucket || !FAST_SORTS.has(query.sort)) return null;
  if (!(await standsAsToday(db, asOf))) return null;
  const order = keptOrder(query);
  const o = orders;
  const result = await db.execute(sql`with as_of as (select ${asOf}::date as day),
    ranked as (
      select filtered.id_company, filtered.balance_due, filtered.open_invoices,
        row_number() over (order by ${order}) as position
      from ${companyReceivables} filtered where filtered.balance_due > 0
      order by ${order} limit ${PAGE_SIZE} offset ${(query.page - 1) * PAGE_SIZE}
    ),
    page as (
      select ranked.*, ${companies.name_company} as name_company, aged.*
      from ranked join ${companies} on ${companies.id_company} = ranked.id_company
      cross join lateral (
        select ${bucketColumns}, min(open_orders.due_date) as oldest_due_date
        from (select ${o.due_date} as due_date, ${o.balance_due} as balance from ${o}
              where ${o.id_company} = ranked.id_company and ${o.balance_due} > 0 and ${o.is_canceled} = 0) open_orders
        cross join as_of
      ) aged
    )
    select ${owingCount} as total,
      coalesce((select json_agg(${pageRowJson} order by page.position) from page
        cross join lateral (select ${agingFigures('page', lastPaymentOf(sql`page.id_company`, asOf))}) figures),
        '[]'::json) as rows`);
  return pageResult.parse(result).rows[0];
}

/** The summary over every company from the per-due-date table, or null when only the general aging is exact. */
export async function fastReceivablesSummary(
  db: Db,
  query: ReceivableSummaryQuery,
  asOf: string,
): Promise<ReceivableSummary | null> {
  if (query.search || query.bucket) return null;
  if (!(await standsAsToday(db, asOf))) return null;
  const byDay = receivablesByDueDate;
  const result = await db.execute(sql`with as_of as (select ${asOf}::date as day),
    open_orders as (
      select ${byDay.due_date} as due_date, ${byDay.balance_due} as balance, ${byDay.open_invoices} as invoices
      from ${byDay} where ${byDay.balance_due} > 0
    )
    select ${owingCount} as companies, coalesce(sum(open_orders.balance), 0)::text as balance_due,
      ${bucketColumns}, min(open_orders.due_date)::text as oldest_due_date,
      (${bookLastPayment(asOf)})::text as last_payment_on,
      coalesce(sum(open_orders.invoices), 0)::int as open_invoices
    from open_orders cross join as_of`);
  return { as_of: asOf, ...summaryResult.parse(result).rows[0] };
}
