// The query every list and its export take (issue 20): page and search as before, plus `sort` (a column's
// wire field, from the list's own column declaration in list-columns.ts), `dir` and the list's filters.
// The API validates with these schemas (and documents them), the console builds its address with them, so
// a sort the header offers is a sort the server accepts.
import { z } from 'zod';
import { calendarDate, listQuerySchema } from './common.ts';

/**
 * How a column's values read, sort and export: money and numbers as numbers, dates as dates; `status` the
 * spec's order status words, `payment_status` what is owed in words (payments.ts), `ppn_buyer_type` the
 * buyer's PPN role in words (ppn-buyer.ts), `names` a list of named things by their names.
 */
export type ListColumnKind =
  | 'text'
  | 'money'
  | 'number'
  | 'date'
  | 'datetime'
  | 'flag'
  | 'status'
  | 'payment_status'
  | 'ppn_buyer_type'
  | 'names'
  | 'proof';

/**
 * One column of a list, declared once for the console's table header, the export's header and the sorts the
 * API accepts. `field` is the row's field on the wire and the value of `sort`; `path` is where the value
 * sits in the row when it is nested (`company.name_company`); `sortable: false` for a column the API
 * cannot sort (a mark, not a value); `screenLabel` the console's header when the screen's cell shows more
 * than the field (a voucher's 'Berlaku': start s/d end, sorted by the end).
 */
export interface ListColumnSpec {
  field: string;
  label: string;
  kind: ListColumnKind;
  path?: string;
  sortable?: boolean;
  screenLabel?: string;
}

/** The wire fields of a declaration that sort: the keys the API's map of sort SQL must have, no more. */
export type SortableField<Columns extends readonly ListColumnSpec[]> = Exclude<
  Columns[number],
  { sortable: false }
>['field'];

/** Where a column's value sits in the row: its path, or its field. */
type ColumnPath<Column> = Column extends { path: infer Path extends string }
  ? Path
  : Column extends { field: infer Field extends string }
    ? Field
    : never;

/** The row keys a declaration's columns read: each column's field, or the first step of its path. */
export type DeclaredKeys<Columns extends readonly ListColumnSpec[]> = {
  [Index in keyof Columns]: ColumnPath<Columns[Index]> extends `${infer Head}.${string}`
    ? Head
    : ColumnPath<Columns[Index]>;
}[number];

/** The same at run time. */
export const declaredKeys = (columns: readonly ListColumnSpec[]) =>
  new Set(columns.map((column) => (column.path ?? column.field).split('.')[0]!));

type RowHasPath<Row, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Row
    ? RowHasPath<NonNullable<Row[Head]>, Rest>
    : false
  : Path extends keyof Row
    ? true
    : false;

/** The columns of a declaration whose value a row does not have: `never` when the row has every one. */
export type UnreadColumns<Columns extends readonly ListColumnSpec[], Row> = {
  [Index in keyof Columns]: RowHasPath<Row, ColumnPath<Columns[Index]>> extends true
    ? never
    : ColumnPath<Columns[Index]>;
}[number];

/**
 * The arguments left after a list's declaration and its rows: none when `Row` holds a value for every
 * declared column; otherwise one no caller gives, so the compiler refuses the call ("an argument for
 * 'columnsWithoutValue' was not provided", its type naming the columns) instead of exporting them empty.
 */
export type EveryColumnRead<Columns extends readonly ListColumnSpec[], Row> = [
  UnreadColumns<Columns, Row>,
] extends [never]
  ? []
  : [columnsWithoutValue: UnreadColumns<Columns, Row>];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The fields a list sorts by: every declared column not marked `sortable: false`. */
export function sortFields<const Columns extends readonly ListColumnSpec[]>(columns: Columns) {
  return columns.filter((column) => column.sortable !== false).map((column) => column.field) as [
    SortableField<Columns>,
    ...Array<SortableField<Columns>>,
  ];
}

/** A 0/1 filter from the address ('0' or '1'), as a number. */
export const flagFilter = z
  .enum(['0', '1'], { error: 'Harus 0 atau 1.' })
  .transform((value) => Number(value) as 0 | 1)
  .optional();

/** A calendar day from the address, YYYY-MM-DD (a real date). */
export const dayFilter = calendarDate('Harus tanggal YYYY-MM-DD.').optional();

/** A list query whose `from`..`to` day range is refused when it runs backwards (orders, payments, bukti potong). */
export const withDayRange = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema.refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "Tanggal 'to' tidak boleh sebelum 'from'.",
    path: ['to'],
  });

/**
 * The list query of one resource: page, search, `sort` among its sortable fields, `dir` (asc by default
 * when sort is given) and its filters. Without `sort` the list keeps the spec's order (newest first).
 */
export function sortedListQuerySchema<
  const Columns extends readonly ListColumnSpec[],
  Filters extends z.ZodRawShape = Record<never, never>,
>(columns: Columns, filters?: Filters) {
  const fields = sortFields(columns);
  return listQuerySchema.extend({
    sort: z
      .enum(fields, { error: `Kolom urutan tidak dikenal; pilih salah satu dari: ${fields.join(', ')}.` })
      .optional(),
    dir: z.enum(SORT_DIRECTIONS, { error: "Arah urutan harus 'asc' atau 'desc'." }).optional(),
    ...((filters ?? {}) as Filters),
  });
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export of a list: the list's query without the page, and the file's format (csv by default). */
export function exportQuerySchema<Shape extends z.ZodRawShape>(listQuery: z.ZodObject<Shape>) {
  const { page: _page, ...shape } = listQuery.shape;
  return z.object(shape as Omit<Shape, 'page'>).extend({
    format: z.enum(EXPORT_FORMATS, { error: "Format harus 'csv' atau 'xlsx'." }).default('csv'),
  });
}

/** The value of a column in a row: its field, or the nested path it names. */
export function columnValue(row: object, column: ListColumnSpec): unknown {
  let value: unknown = row;
  for (const key of (column.path ?? column.field).split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The response header carrying an export's row count (for the browser's progress), when known up front. */
export const EXPORT_ROW_COUNT_HEADER = 'x-total-count';
