// Order rows read inside a larger statement (page 1 of the list with its total, the narrow search with its
// checks): one JSON array in SQL, so the rows come in the same round trip. Both halves derive from
// orderRowFields: PostgreSQL builds each row as a flat JSON array of its values in the order of the fields,
// and `orderRowsFrom` puts them back under their keys. An array, not an object, because PostgreSQL's
// json_build_object costs as much again per key as the value itself (docs/performance.md), and JSON.parse
// of one array replaces the driver's per-column parsing and drizzle's per-row mapping.
import { Column, is, SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { companies, orders, userPackages } from '@tagih/db';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { NEWEST_FIRST, orderRowFields, orderRowJoins } from '../read/orders-read.ts';

type Selected = SelectedFields[string];
/** Where each key's value sits in a row's array: an index, or the nested object's own shape. */
interface RowShape {
  [key: string]: number | RowShape;
}

/** One value of orderRowFields as JSON gives it back the way the driver reads the same select. */
function jsonValue(key: string, field: Column | SQL): SQL {
  if (is(field, SQL)) return field;
  const type = field.getSQLType();
  // A timestamp would come out in PostgreSQL's JSON format, not the driver's: the row formats it (isoText).
  if (type.startsWith('timestamp')) throw new Error(`order row: format timestamp '${key}' with isoText`);
  // Money is bigint: as text, so it never passes through a JSON number (and matches the driver's string).
  return type === 'bigint' ? sql`${field}::text` : sql`${field}`;
}

/** The fields' values in order (`values`), and the shape that puts them back under their keys. */
function flatten(fields: Record<string, Selected>, values: SQL[]): RowShape {
  const shape: RowShape = {};
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, Column) || is(field, SQL)) {
      shape[key] = values.length;
      values.push(jsonValue(key, field));
    } else shape[key] = flatten(field as Record<string, Selected>, values);
  }
  return shape;
}

const VALUES: SQL[] = [];
/** Derived from orderRowFields when the module loads. */
const SHAPE = flatten(orderRowFields, VALUES);
const ROW_ARRAY = sql`json_build_array(${sql.join(VALUES, sql`, `)})`;

function fromValues(shape: RowShape, values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key in shape) {
    const at = shape[key]!;
    row[key] = typeof at === 'number' ? values[at] : fromValues(at, values);
  }
  return row;
}

/**
 * The order rows of a page, from the arrays orderRowsJson built: each value is what the driver hands over for
 * the same select (money as text, dates as 'YYYY-MM-DD', the formatted timestamps, 0/1 flags), so the rows
 * equal the ones the select reads (test/orders-search-narrow.test.ts, test/orders-list-counts.test.ts).
 */
function orderRowsFrom(arrays: unknown[][]): OrderRow[] {
  return arrays.map((values) => fromValues(SHAPE, values) as OrderRow);
}

/** The order rows (orderRowFields) of the orders `ids` selects, newest first, as one JSON array of arrays. */
export function orderRowsJson(ids: SQL): SQL {
  return sql`coalesce((select json_agg(${ROW_ARRAY} order by ${NEWEST_FIRST})
    from ${orders} join ${companies} on ${orderRowJoins.company} join ${userPackages} on ${orderRowJoins.userPackage}
    where ${orders.id} in (${ids})), '[]'::json)`;
}

/** Selects a column holding orderRowsJson's array (`sql` names it) as the order rows. */
export const orderRowsColumn = (column: SQL): SQL<OrderRow[]> =>
  sql<OrderRow[]>`${column}`.mapWith(orderRowsFrom);
