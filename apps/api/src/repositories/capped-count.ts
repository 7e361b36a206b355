// Counting a search at a million rows (docs/performance.md): a list counts its matches exactly up to
// SEARCH_COUNT_CAP, in the statement that reads the page; past that it answers the planner's estimate and
// says so (meta.total_estimated), because counting a third of a million rows costs more than the page itself.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '@tagih/db';

/** Matches counted exactly; a search matching more reports an estimate. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * What EXPLAIN (FORMAT JSON) answers, as far as it is read: both drivers answer `{ rows }`, the one row's
 * plan decoded from json. The shared database type leaves execute's answer unknown, so it is checked here.
 */
const explained = z.object({
  rows: z.tuple([
    z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) }),
  ]),
});

/** How many rows the planner expects `filter` to match (EXPLAIN, nothing is read). */
export async function estimateRows(db: Db, table: PgTable, filter: SQL): Promise<number> {
  const answer = explained.parse(
    await db.execute(sql`explain (format json) select 1 from ${table} where ${filter}`),
  );
  return Math.round(answer.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

/** How far a search reads for a page among the counted ones: one past the cap, so that "more" shows. */
export const COUNTED_REACH = SEARCH_COUNT_CAP + 1;

/** Whether the page lies among the matches counted exactly (its reach is then COUNTED_REACH). */
export function withinCount(offset: number, pageSize: number): boolean {
  return offset + pageSize <= SEARCH_COUNT_CAP;
}

/** How far a search reads: the cap, or further when the page asked for lies beyond it. */
export function searchReach(offset: number, pageSize: number): number {
  return withinCount(offset, pageSize) ? COUNTED_REACH : offset + pageSize + 1;
}
