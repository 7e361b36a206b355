// The child rows of a new order (extra charges, add-on links) as one JSON parameter of the store's single
// statement (orders-invoice-number.ts): one statement text for any number of rows, so it stays prepared.
import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { orderAddOns, orderExtraPackages } from '@tagih/db';

export type ExtraLine = Omit<typeof orderExtraPackages.$inferInsert, 'id' | 'order_id'>;
export type AddOnLine = Omit<typeof orderAddOns.$inferInsert, 'order_id'>;

type LineTable = typeof orderExtraPackages | typeof orderAddOns;
const columnsOf = (table: LineTable, keys: readonly string[]) =>
  keys.map((key) => getTableColumns(table)[key as keyof LineTable['$inferSelect']]);

/**
 * Child rows of the new order from one JSON parameter (`linesJson`), in the same statement: `insert into
 * <table> (order_id, <columns>) select <order id>, ... from jsonb_to_recordset(...)`, the columns and their
 * types read from the drizzle table, so a renamed or retyped column fails here instead of being dropped. One
 * statement text for any number of rows, so it stays prepared.
 */
export function insertLines(table: LineTable, keys: readonly string[], rows: Placeholder, orderId: SQL): SQL {
  const columns = columnsOf(table, keys);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${sql.identifier(table.order_id.name)}, ${names})
    select ${orderId}, ${names} from jsonb_to_recordset(${rows}::jsonb) as x(${types})`;
}

/** The rows for insertLines, keyed by column name. */
export function linesJson<Key extends string>(
  table: LineTable,
  keys: readonly Key[],
  rows: Array<Record<Key, unknown>>,
) {
  const columns = columnsOf(table, keys);
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((column, i) => [column.name, row[keys[i]!]]))),
  );
}

export const EXTRA_KEYS = [
  'id_extra_package',
  'name_extra_package',
  'price_extra_package',
  'disc_extra_package',
  'position',
] as const satisfies ReadonlyArray<keyof ExtraLine>;
export const ADD_ON_KEYS = ['add_on_id', 'name', 'price'] as const satisfies ReadonlyArray<keyof AddOnLine>;
