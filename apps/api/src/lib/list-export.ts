// A list's rows as a file (issue 20): CSV or XLSX, written as the rows arrive chunk by chunk, so the server
// holds one chunk at a time whatever the list's size. The columns and their header words come from the
// list's declaration (packages/domain/schemas/list-columns.ts), the same the console's table shows.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@tagih/domain/payments';
import { ORDER_STATUS_WORDS } from '@tagih/domain/order-status';
import { PPN_BUYER_TYPE_LABELS, type PpnBuyerType } from '@tagih/domain/ppn-buyer';
import { columnValue, type ExportFormat, type ListColumnSpec } from '@tagih/domain/schemas/list-query';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The value of a column in a row, by its field or nested path: the path is split once per export, not per cell. */
function valueReader(column: ListColumnSpec): (row: object) => unknown {
  const keys = (column.path ?? column.field).split('.');
  if (keys.length === 1) {
    const key = keys[0]!;
    return (row) => (row as Record<string, unknown>)[key];
  }
  return (row) => columnValue(row, column);
}

/** How a column's value reads in the file, in words; money and numbers stay plain integers. */
function cellFormat(kind: ListColumnSpec['kind']): (value: unknown) => string | number {
  switch (kind) {
    case 'flag':
      return (value) => (value === 1 || value === true ? 'YES' : 'NO');
    case 'proof':
      return (value) => (value ? 'YES' : 'NO');
    case 'status':
      return (value) => ORDER_STATUS_WORDS[Number(value)] ?? String(value);
    case 'payment_status':
      return (value) => PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? String(value);
    case 'ppn_buyer_type':
      return (value) => PPN_BUYER_TYPE_LABELS[value as PpnBuyerType] ?? String(value);
    case 'names':
      // A list of named things (a user's branches): their names, comma separated.
      return (value) =>
        Array.isArray(value)
          ? value.map((item) => String((item as { name?: unknown }).name ?? '')).join(', ')
          : String(value);
    case 'number':
      return Number;
    case 'datetime':
      // Instants on the wire are UTC; a person reads them in WIB. A text already in WIB stays as it is.
      return (value) =>
        typeof value === 'string' && ISO_INSTANT.test(value)
          ? formatJakartaDateTime(new Date(value))
          : String(value);
    default:
      return (value) => (typeof value === 'number' ? value : String(value));
  }
}

/** A column's cell reader: the row's value as the console shows it ('' for none), built once per export. */
export function cellReader(column: ListColumnSpec): (row: object) => string | number {
  const read = valueReader(column);
  const format = cellFormat(column.kind);
  return (row) => {
    const value = read(row);
    return value === null || value === undefined ? '' : format(value);
  };
}

/**
 * A text cell made safe for a spreadsheet: one starting with = + - @ (or a tab or carriage return) would be
 * read as a formula, so it gets a leading apostrophe (OWASP "CSV injection"). Money and numbers are not text.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const isText = (column: ListColumnSpec) => column.kind !== 'money' && column.kind !== 'number';

const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180 quoting: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvQuoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A column's CSV cell writer, built once per export: text is guarded against formulas, numbers are not. */
function csvCellWriter(column: ListColumnSpec): (row: object) => string {
  const read = cellReader(column);
  if (!isText(column)) return (row) => csvQuoted(String(read(row)));
  return (row) => csvQuoted(guardFormula(String(read(row))));
}

const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

/** Rows an export writes between two turns of the event loop. */
export const EXPORT_SLICE = 200;

/**
 * The rows handed on a slice at a time, with a turn of the event loop before each: an export's work comes in
 * pieces of a few milliseconds, so the requests that arrive meanwhile are answered between them instead of
 * after a whole chunk of thousands of rows (issue 28: five exports took other requests to 5.3 s).
 */
async function* inSlices<Row>(chunks: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
  for await (const chunk of chunks)
    for (let start = 0; start < chunk.length; start += EXPORT_SLICE) {
      await turnOfTheEventLoop();
      yield chunk.length <= EXPORT_SLICE ? chunk : chunk.slice(start, start + EXPORT_SLICE);
    }
}

/** UTF-8 with a byte-order mark (so Excel reads the characters right), comma separated, CRLF lines. */
async function* csvText<Row extends object>(
  columns: readonly ListColumnSpec[],
  chunks: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((column) => csvQuoted(guardFormula(column.label))))}`;
  const writers = columns.map(csvCellWriter);
  for await (const chunk of inSlices(chunks)) {
    let text = '';
    for (const row of chunk) text += csvLine(writers.map((write) => write(row)));
    yield text;
  }
}

/** Excel's number formats: rupiah without decimals, and dates as the console writes them. */
export const XLSX_FORMATS = {
  money: '"Rp "#,##0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
} as const;

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}(?::\d{2})?))?$/;

/**
 * A wall-clock text ('YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' in WIB) as the Date Excel stores for it: Excel keeps
 * no zone, and excelts turns a Date into a serial from its UTC fields, so the UTC fields are the wall clock.
 */
function excelDate(text: string): Date | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00'}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

type XlsxValue = string | number | Date;

/**
 * An XLSX cell, typed: money as a number while it is exact as one (a safe integer), else its digits as
 * text; dates as Excel dates; text guarded against formulas. Answers the value and its number format.
 */
function xlsxCell(value: string | number, column: ListColumnSpec): [XlsxValue, string | undefined] {
  if (column.kind === 'money') {
    const amount = typeof value === 'number' ? value : Number(value);
    return value !== '' && Number.isSafeInteger(amount)
      ? [amount, XLSX_FORMATS.money]
      : [String(value), undefined];
  }
  if ((column.kind === 'date' || column.kind === 'datetime') && typeof value === 'string') {
    const date = excelDate(value);
    if (date) return [date, value.length > 10 ? XLSX_FORMATS.datetime : XLSX_FORMATS.date];
  }
  return [typeof value === 'string' ? guardFormula(value) : value, undefined];
}

/** One worksheet written row by row by excelts' streaming writer, waiting for the reader between chunks. */
function xlsxStream<Row extends object>(
  columns: readonly ListColumnSpec[],
  chunks: AsyncIterable<Row[]>,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  (async () => {
    // Loaded by the first XLSX export, not by every server that starts: excelts holds about 40 MB once
    // loaded (docs/performance.md), and most servers export a spreadsheet rarely, if ever.
    const { WorkbookWriter } = await import('@cj-tech-master/excelts');
    // Styles on: a number format is a style, and money and dates need theirs to read as rupiah and dates.
    const workbook = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow(columns.map((column) => column.label)).commit();
    const readers = columns.map(cellReader);
    for await (const chunk of inSlices(chunks)) {
      for (const row of chunk) {
        const cells = columns.map((column, index) => xlsxCell(readers[index]!(row), column));
        const written = sheet.addRow(cells.map(([value]) => value));
        cells.forEach(([, format], index) => {
          if (format) written.getCell(index + 1).numFmt = format;
        });
        written.commit();
      }
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The file of a list's rows in the format asked for. */
export function exportStream<Row extends object>(
  format: ExportFormat,
  columns: readonly ListColumnSpec[],
  chunks: AsyncIterable<Row[]>,
  sheetName: string,
): Readable {
  return format === 'csv' ? Readable.from(csvText(columns, chunks)) : xlsxStream(columns, chunks, sheetName);
}
