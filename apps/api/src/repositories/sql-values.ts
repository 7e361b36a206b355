// Expressions for drizzle selections whose values PostgreSQL shapes and this side checks: the rows then come
// typed from the selection itself, with no mapping by hand.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'), formatted by PostgreSQL. */
export function isoText(column: AnyPgColumn & { _: { notNull: true } }): SQL<string>;
export function isoText(column: AnyPgColumn): SQL<string | null>;
export function isoText(column: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A 0/1 flag column (smallint) as the wire's 0 | 1 (null stays null, for an outer join). PostgreSQL makes the
 * 0 or 1, so the value is the same read as a column or inside a JSON row (order-rows-json.ts).
 */
export const flagOf = (column: PgColumn): SQL<0 | 1> =>
  sql`(${column} = 1)::int`.mapWith((value: number): 0 | 1 => (value === 1 ? 1 : 0));

/**
 * The rows of a correlated sub-select as one JSON array (`select json_agg(...) ...`, none: []), checked by
 * `schema` as they arrive: a one-to-many read inside the same statement. Money must be built as text
 * (`::text`) so it never passes through a JSON number.
 */
export function jsonRows<Schema extends z.ZodType>(schema: Schema, aggregate: SQL): SQL<z.output<Schema>> {
  return sql`coalesce((${aggregate}), '[]'::json)`.mapWith((value: unknown) => schema.parse(value));
}
