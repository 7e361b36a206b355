// Order rows read as one JSON array of orderRowSelect's values: a statement that answers a page together
// with its counts and checks answers one row, and the rows come typed as OrderRowValues, decoded by the driver
// (json), with no per-column mapping. orderRowSelect selects only JSON-safe values (numbers, text, null).
import { sql, type SQL } from 'drizzle-orm';
import type { OrderRowValues } from './orders-read.ts';

export type OrderRowsJson = OrderRowValues[];

/** The rows of `rows` (a select of orderRowSelect, in its own order) as one JSON array, [] for none. */
export const orderRowsJson = (rows: SQL): SQL<OrderRowsJson> =>
  sql<OrderRowsJson>`coalesce((select json_agg(r) from (${rows}) r), '[]')`;
