// What every list search means (spec 2.5): the text anywhere in one of the searched columns, case-insensitively
// (ILIKE), with the user's own % and _ taken literally. The lists and look-ups build their filters here; the
// company name and order searches add their index paths in repositories/company-names.ts and orders-list.ts.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching the text anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where some of `columns` contains `text` (ILIKE); no filter for an empty text. */
export function containsText(text: string, ...columns: PgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A prepared statement's value that PostgreSQL cannot see while planning: read from a sub-select at run time
 * (an InitPlan). A statement whose values are all of this kind costs the planner the same whatever they are,
 * so after its first five runs PostgreSQL keeps one generic plan instead of planning each run, which costs
 * more than a search itself (docs/performance.md). Only for statements whose one plan is right for every
 * value (an array value needs its cast again where it is used: `any((...)::int[])`). `value` is the
 * statement's placeholder (`sql.placeholder(name)`, or frozen-sql.ts's `value(name)`).
 */
export function runTimeValue(value: SQL, type: 'text' | 'int' | 'int[]'): SQL {
  return sql`(select ${value}::${sql.raw(type)})`;
}
