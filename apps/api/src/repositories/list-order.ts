// How every list is ordered and read in chunks (issue 20), written once. A list sorts by one column (the
// `sort` field's, or the list's default) and then by id in the same direction, so rows that tie keep one
// order on every page and in the export. Pages use offset; the export walks the same order by keyset (the
// last row's sort value and id), reading a chunk at a time, so its memory stays constant at any size and
// a deep chunk costs what the first does. Both use PostgreSQL's own null order (nulls last ascending,
// first descending), which a btree on (column, id) serves in either direction.
import { and, asc, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import { PgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  declaredKeys,
  sortFields,
  type DeclaredKeys,
  type ListColumnSpec,
  type SortableField,
  type SortDirection,
} from '@tagih/domain/schemas/list-query';

export interface SortKey {
  column: PgColumn;
  dir: SortDirection;
  id: PgColumn;
}

/**
 * A list's sort SQL, keyed by exactly the sortable fields of its declaration (packages/domain list-columns.ts):
 * a declared sortable column without its column here, or a column here the declaration does not have, fails
 * the typecheck, so every `sort` the API accepts (its zod enum is built from the same declaration) has its SQL.
 */
export interface DeclaredSorts {
  readonly byField: ReadonlyMap<string, PgColumn>;
}

export function declaredSorts<const Columns extends readonly ListColumnSpec[]>(
  declaration: Columns,
  columns: { readonly [Field in SortableField<Columns>]: PgColumn },
): DeclaredSorts {
  const byColumn: Readonly<Record<string, PgColumn>> = columns;
  return { byField: new Map(sortFields(declaration).map((field) => [field, byColumn[field]!])) };
}

/** The entries of a row's selection that are table columns as they are: what a list sorts by without more. */
export type PlainColumns<Fields> = {
  [Key in keyof Fields as Fields[Key] extends PgColumn ? Key : never]: Fields[Key];
};

export function plainColumns<Fields extends SelectedFields>(fields: Fields): PlainColumns<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => is(field, PgColumn)),
  ) as PlainColumns<Fields>;
}

/**
 * The entries of a row's selection that a declaration's columns read, and nothing more (an export selects
 * only what it writes): a column the selection lacks is named by the export route's typecheck.
 */
export function declaredSelection<
  Fields extends SelectedFields,
  const Columns extends readonly ListColumnSpec[],
>(fields: Fields, columns: Columns): Pick<Fields, Extract<DeclaredKeys<Columns>, keyof Fields>> {
  const keys = declaredKeys(columns);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => keys.has(key))) as Pick<
    Fields,
    Extract<DeclaredKeys<Columns>, keyof Fields>
  >;
}

/** The sort a query asks for among the list's declared sorts, or the list's default when it asks for none. */
export function sortKeyOf(
  sorts: DeclaredSorts,
  query: { sort?: string; dir?: SortDirection },
  fallback: SortKey,
): SortKey {
  if (query.sort === undefined) return fallback;
  const column = sorts.byField.get(query.sort);
  // The query schema accepts only declared sorts, and each has its SQL (above): never a silent newest-first.
  if (!column) throw new Error(`The sort '${query.sort}' is not declared for this list.`);
  return { column, dir: query.dir ?? 'asc', id: fallback.id };
}

/** ORDER BY of a sort: the column, then the id, both in its direction. */
export function orderOf(key: SortKey): SQL[] {
  const by = key.dir === 'asc' ? asc : desc;
  return key.column === key.id ? [by(key.id)] : [by(key.column), by(key.id)];
}

/**
 * Where a row stands in the order, read with it: the sort value as PostgreSQL's text (a timestamp keeps its
 * microseconds, which a JavaScript Date would drop and so skip or repeat rows) and the id.
 */
export function cursorFields(key: SortKey) {
  return { cursor_value: sql<string | null>`${key.column}::text`, cursor_id: sql<number>`${key.id}` };
}
export interface Cursor {
  cursor_value: string | null;
  cursor_id: number;
}

/** The rows after `cursor` in the order of `key`. */
export function afterCursor(key: SortKey, cursor: Cursor): SQL {
  const { column, id } = key;
  const idAfter = key.dir === 'asc' ? sql`${id} > ${cursor.cursor_id}` : sql`${id} < ${cursor.cursor_id}`;
  if (column === id) return idAfter;
  const nullable = !column.notNull;
  if (cursor.cursor_value === null) {
    // Nulls come last ascending (only nulls are left) and first descending (then every non-null).
    return key.dir === 'asc'
      ? and(isNull(column), idAfter)!
      : or(and(isNull(column), idAfter), isNotNull(column))!;
  }
  const value = sql`cast(${cursor.cursor_value} as ${sql.raw(column.getSQLType())})`;
  // A row comparison the (column, id) index answers by itself.
  const after =
    key.dir === 'asc'
      ? sql`(${column}, ${id}) > (${value}, ${cursor.cursor_id})`
      : sql`(${column}, ${id}) < (${value}, ${cursor.cursor_id})`;
  return nullable && key.dir === 'asc' ? or(after, isNull(column))! : after;
}

/** Rows read per statement by an export. */
export const EXPORT_CHUNK = 5000;

/**
 * Every row of a list in chunks: `read` answers up to `limit` rows after the cursor (none for the first)
 * in the list's order, each with its cursor fields; the walk ends at a short chunk. The next chunk is asked
 * for as soon as a chunk arrives, so the database reads it while the caller writes this one (the two cores
 * work at once); one statement is in flight and at most two chunks are held, whatever the list's size.
 */
export async function* keysetChunks<Row extends Cursor>(
  read: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  limit = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | undefined = read(undefined, limit);
  try {
    while (next) {
      const rows: Row[] = await next;
      next = rows.length < limit ? undefined : read(rows[rows.length - 1], limit);
      if (rows.length > 0) yield rows;
    }
  } finally {
    // The reader stopped early (the download was cancelled): the chunk read ahead is not wanted, nor its error.
    next?.catch(() => undefined);
  }
}

/**
 * Each chunk's rows mapped to the wire's row, a slice at a time (`slice` rows): the export writes a slice
 * between turns of the event loop (lib/list-export.ts), so the mapping of a whole chunk is not one long task.
 */
export async function* mapChunks<From, To>(
  chunks: AsyncIterable<From[]>,
  toRow: (row: From) => To,
  slice = 200,
): AsyncGenerator<To[]> {
  for await (const chunk of chunks)
    for (let start = 0; start < chunk.length; start += slice)
      yield chunk.slice(start, start + slice).map(toRow);
}
