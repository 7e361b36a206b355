// The invoice's line table. A line that no longer fits moves to a new page, where the table header is
// drawn again, so a long order reads the same on every page.
import type { ColumnKey, InvoiceContent } from '../content/invoice-shape.ts';
import type { InvoiceLine } from '../content/invoice-lines.ts';
import {
  BODY_BOTTOM,
  COLOR,
  CONTENT_WIDTH,
  FONT,
  MARGIN,
  fitLine,
  measure,
  rule,
  textBlock,
  type Doc,
} from './pdf-layout.ts';

interface Column {
  key: ColumnKey;
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The widths of each table's figure columns; the description takes what they leave. */
const WIDTHS: Record<InvoiceContent['table']['kind'], Partial<Record<ColumnKey, number>>> = {
  standard: { qty: 34, unitPrice: 104, months: 40, amount: 118 },
  prorated: { unitPrice: 112, months: 56, amount: 112 },
};

function layout({ kind, columns }: InvoiceContent['table']): Column[] {
  const widths = WIDTHS[kind];
  const rest = columns.slice(1).reduce((sum, column) => sum + (widths[column.key] ?? 0), 0);
  return columns.map((column, index) => ({
    ...column,
    width: index === 0 ? CONTENT_WIDTH - rest : (widths[column.key] ?? 0),
    align: index === 0 ? 'left' : 'right',
  }));
}

const PAD_X = 5;
const PAD_Y = 3.5;
const HEADER_HEIGHT = 20;
const SUB_INDENT = 12;

function columnX(columns: Column[], index: number): number {
  return MARGIN.left + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
}

function drawHeader(doc: Doc, columns: Column[], y: number): number {
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOR.accent);
  columns.forEach((column, index) => {
    fitLine(doc, column.title, columnX(columns, index) + PAD_X, y + 6, column.width - 2 * PAD_X, {
      font: FONT.bold,
      size: 8.5,
      color: COLOR.white,
      align: column.align,
    });
  });
  return y + HEADER_HEIGHT;
}

function descriptionWidth(columns: Column[], line: InvoiceLine): number {
  return columns[0]!.width - 2 * PAD_X - (line.style === 'sub' ? SUB_INDENT : 0);
}

const isBold = (line: InvoiceLine) => line.style === 'heading' || line.style === 'subtotal';

function rowHeight(doc: Doc, columns: Column[], line: InvoiceLine): number {
  const width = descriptionWidth(columns, line);
  const main = measure(doc, line.description, width, { font: isBold(line) ? FONT.bold : FONT.regular });
  const note = line.note ? measure(doc, line.note, width, { size: 7.5 }) + 1 : 0;
  return main + note + 2 * PAD_Y;
}

function drawRow(doc: Doc, columns: Column[], line: InvoiceLine, y: number, height: number): void {
  if (line.style === 'heading') doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLOR.band);
  if (line.style === 'subtotal') rule(doc, y, COLOR.accent);
  const x = MARGIN.left + PAD_X + (line.style === 'sub' ? SUB_INDENT : 0);
  const width = descriptionWidth(columns, line);
  const font = isBold(line) ? FONT.bold : FONT.regular;
  const used = textBlock(doc, line.description, x, y + PAD_Y, width, { font });
  if (line.note) textBlock(doc, line.note, x, y + PAD_Y + used + 1, width, { size: 7.5, color: COLOR.muted });
  columns.slice(1).forEach((column, offset) => {
    const text = line[column.key];
    if (!text) return;
    const style =
      line.style === 'subtotal' && column.key === 'amount'
        ? { align: column.align, font }
        : { align: column.align };
    fitLine(doc, text, columnX(columns, offset + 1) + PAD_X, y + PAD_Y, column.width - 2 * PAD_X, style);
  });
  rule(doc, y + height);
}

/**
 * Draws the table from y and returns the y under it. `newPage` starts a page (with its continuation
 * heading) and returns the y where the table may continue.
 */
export function drawLineTable(
  doc: Doc,
  table: InvoiceContent['table'],
  lines: InvoiceLine[],
  startY: number,
  newPage: () => number,
): number {
  const columns = layout(table);
  let y = drawHeader(doc, columns, startY);
  for (const line of lines) {
    const height = rowHeight(doc, columns, line);
    if (y + height > BODY_BOTTOM) y = drawHeader(doc, columns, newPage());
    drawRow(doc, columns, line, y, height);
    y += height;
  }
  return y;
}
