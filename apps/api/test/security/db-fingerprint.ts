// A fingerprint of every table of the schema (row count and a hash of the rows), to show that a refused
// request changed nothing at all. Table names come from packages/db, so a new table is covered by itself.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@tagih/db';
import type { Db } from '@tagih/db';

export const TABLE_NAMES: string[] = [
  ...new Set(
    Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table)),
  ),
].sort();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `{table: "count:md5"}` for every table; equal fingerprints mean equal contents. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const selects = TABLE_NAMES.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as print from ${quoted(name)} t`,
  );
  const result = await db.execute(sql.raw(selects.join(' union all ')));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    name: string;
    print: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs (empty when nothing changed). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return TABLE_NAMES.filter((name) => before[name] !== after[name]);
}
