// The invoice's line table. A line that no longer fits moves to a new page, where the table header is
// drawn again, so a long order reads the same on every page.
import type { InvoiceLine } from './invoice-lines.ts';
import { BODY_BOTTOM, COLOR, CONTENT_WIDTH, FONT, MARGIN, fitLine, measure, rule, textBlock, type Doc } from './pdf-layout.ts';

interface Column {
  key: 'description' | 'qty' | 'unitPrice' | 'months' | 'amount';
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'description', title: 'Deskripsi', width: 0, align: 'left' },
  { key: 'qty', title: 'Qty', width: 34, align: 'right' },
  { key: 'unitPrice', title: 'Harga Satuan', width: 104, align: 'right' },
  { key: 'months', title: 'Bulan', width: 40, align: 'right' },
  { key: 'amount', title: 'Jumlah', width: 118, align: 'right' },
];
const description = COLUMNS[0]!;
description.width = CONTENT_WIDTH - COLUMNS.slice(1).reduce((sum, column) => sum + column.width, 0);

const PAD_X = 5;
const PAD_Y = 5;
const HEADER_HEIGHT = 20;
const SUB_INDENT = 12;

function columnX(index: number): number {
  return MARGIN.left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
}

function drawHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOR.accent);
  COLUMNS.forEach((column, index) => {
    fitLine(doc, column.title, columnX(index) + PAD_X, y + 6, column.width - 2 * PAD_X, {
      font: FONT.bold,
      size: 8.5,
      color: COLOR.white,
      align: column.align,
    });
  });
  return y + HEADER_HEIGHT;
}

function descriptionWidth(line: InvoiceLine): number {
  return description.width - 2 * PAD_X - (line.style === 'sub' ? SUB_INDENT : 0);
}

function rowHeight(doc: Doc, line: InvoiceLine): number {
  const width = descriptionWidth(line);
  const main = measure(doc, line.description, width, { font: line.style === 'heading' ? FONT.bold : FONT.regular });
  const note = line.note ? measure(doc, line.note, width, { size: 7.5 }) + 1 : 0;
  return main + note + 2 * PAD_Y;
}

function drawRow(doc: Doc, line: InvoiceLine, y: number, height: number): void {
  if (line.style === 'heading') doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLOR.band);
  const x = MARGIN.left + PAD_X + (line.style === 'sub' ? SUB_INDENT : 0);
  const width = descriptionWidth(line);
  const used = textBlock(doc, line.description, x, y + PAD_Y, width, { font: line.style === 'heading' ? FONT.bold : FONT.regular });
  if (line.note) textBlock(doc, line.note, x, y + PAD_Y + used + 1, width, { size: 7.5, color: COLOR.muted });
  COLUMNS.slice(1).forEach((column, offset) => {
    const text = line[column.key];
    if (!text) return;
    fitLine(doc, text, columnX(offset + 1) + PAD_X, y + PAD_Y, column.width - 2 * PAD_X, { align: column.align });
  });
  rule(doc, y + height);
}

/**
 * Draws the table from y and returns the y under it. `newPage` starts a page (with its continuation
 * heading) and returns the y where the table may continue.
 */
export function drawLineTable(doc: Doc, lines: InvoiceLine[], startY: number, newPage: () => number): number {
  let y = drawHeader(doc, startY);
  for (const line of lines) {
    const height = rowHeight(doc, line);
    if (y + height > BODY_BOTTOM) y = drawHeader(doc, newPage());
    drawRow(doc, line, y, height);
    y += height;
  }
  return y;
}
