// Receivables ('Piutang', issue 30): the page of companies, the summary over all of them and the export, all
// from the one aging of aging-sql.ts, so every figure is the same sum whichever asks.
import { sql } from 'drizzle-orm';
import type { Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import {
  type ReceivableExportQuery,
  type ReceivableListQuery,
  type ReceivableRow,
  type ReceivableSummary,
  type ReceivableSummaryQuery,
} from '@tagih/domain/schemas/receivables';
import type { ExportRows } from '../repositories/standard-repository.ts';
import {
  agingCte,
  agingFigures,
  agingOrder,
  bookLastPayment,
  lastPaymentOf,
  pageResult,
  pageRowJson,
  summaryResult,
  type AgingFilter,
} from './aging-sql.ts';
import { fastReceivablesPage, fastReceivablesSummary } from './receivables-fast.ts';

/** Rows an export reads per statement (each runs the aging once). */
const EXPORT_CHUNK = 5_000;

const filterOf = (query: { search: string; bucket?: AgingFilter['bucket'] }, asOf: string): AgingFilter => ({
  asOf,
  search: query.search,
  bucket: query.bucket,
});

/** Rows of the filtered aging from `offset`, in the list's order, with the count of every row. */
async function agingPage(
  db: Db,
  query: Omit<ReceivableListQuery, 'page' | 'as_of'>,
  asOf: string,
  offset: number,
  limit: number,
) {
  const sortsByLastPayment = query.sort === 'last_payment_on';
  const lastPayment = sortsByLastPayment
    ? sql`page.last_payment_on`
    : lastPaymentOf(sql`page.id_company`, asOf);
  const result = await db.execute(sql`with ${agingCte(filterOf(query, asOf), sortsByLastPayment)}
    select (select count(*)::int from filtered) as total,
      coalesce((select json_agg(${pageRowJson} order by page.position)
        from (select filtered.*, row_number() over (order by ${agingOrder(query.sort, query.dir)}) as position
              from filtered order by ${agingOrder(query.sort, query.dir)} limit ${limit} offset ${offset}) page
        cross join lateral (select ${agingFigures('page', lastPayment)}) figures), '[]'::json) as rows`);
  return pageResult.parse(result).rows[0];
}

export async function listReceivables(
  db: Db,
  query: ReceivableListQuery,
  asOf: string,
): Promise<{ rows: ReceivableRow[]; total: number }> {
  const fast = await fastReceivablesPage(db, query, asOf);
  if (fast) return fast;
  return agingPage(db, query, asOf, (query.page - 1) * PAGE_SIZE, PAGE_SIZE);
}

/** The figures summed over every company (or those the search and bucket leave). */
export async function summarizeReceivables(
  db: Db,
  query: ReceivableSummaryQuery,
  asOf: string,
): Promise<ReceivableSummary> {
  const fast = await fastReceivablesSummary(db, query, asOf);
  if (fast) return fast;
  // The last payment of the whole book on or before as_of: one step down the payments' received index.
  const lastPayment = bookLastPayment(asOf);
  const result = await db.execute(sql`with ${agingCte(filterOf(query, asOf))}
    select count(*)::int as companies, coalesce(sum(balance_due), 0)::text as balance_due,
      coalesce(sum(not_due), 0)::text as not_due, coalesce(sum(days_1_30), 0)::text as days_1_30,
      coalesce(sum(days_31_60), 0)::text as days_31_60, coalesce(sum(days_61_90), 0)::text as days_61_90,
      coalesce(sum(days_over_90), 0)::text as days_over_90, min(oldest_due_date)::text as oldest_due_date,
      (${lastPayment})::text as last_payment_on, coalesce(sum(open_invoices), 0)::int as open_invoices
    from filtered`);
  return { as_of: asOf, ...summaryResult.parse(result).rows[0] };
}

/** Every row of the list under its query, in its order, a chunk per statement. */
export async function exportReceivables(
  db: Db,
  query: ReceivableExportQuery,
  asOf: string,
): Promise<ExportRows<ReceivableRow>> {
  const first = await agingPage(db, query, asOf, 0, EXPORT_CHUNK);
  async function* chunks() {
    let page = first.rows;
    for (let offset = 0; page.length > 0; ) {
      yield page;
      offset += page.length;
      if (page.length < EXPORT_CHUNK) return;
      page = (await agingPage(db, query, asOf, offset, EXPORT_CHUNK)).rows;
    }
  }
  return { total: first.total, chunks: chunks() };
}
