// Draws a statement of account with the invoice's look (issue 30): the same page, fonts, colours and text
// helpers (invoices/pdf-layout.ts), the seller and title on top, the company and the statement's facts, the
// table of lines (its header drawn again on every page), the totals, the closing balance in words, the notes
// and 'Halaman i dari n'. Every word comes from the content (statement-content.ts). Runs in the invoice
// drawing threads (invoices/pdf-worker.ts `drawStatement`).
import {
  BODY_BOTTOM,
  COLOR,
  CONTENT_WIDTH,
  FONT,
  MARGIN,
  PAGE,
  drawPageFooters,
  endDocument,
  fitLine,
  measure,
  newDocument,
  rule,
  textBlock,
  type Doc,
} from '../../orders/invoice/drawing/pdf-layout.ts';
import { STATEMENT_COLUMNS, type StatementContent, type StatementRow } from './statement-content.ts';

const HALF = CONTENT_WIDTH / 2;
const RIGHT_X = MARGIN.left + HALF;
const WIDTHS = { date: 66, invoice: 94, debit: 72, credit: 72, balance: 80 } as const;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - Object.values(WIDTHS).reduce((sum, width) => sum + width, 0);
const COLUMNS = STATEMENT_COLUMNS.map((column, index) => ({
  ...column,
  width: column.key === 'description' ? DESCRIPTION_WIDTH : WIDTHS[column.key],
  x:
    MARGIN.left +
    STATEMENT_COLUMNS.slice(0, index).reduce(
      (sum, before) => sum + (before.key === 'description' ? DESCRIPTION_WIDTH : WIDTHS[before.key]),
      0,
    ),
  align: index > 2 ? ('right' as const) : ('left' as const),
}));
const PAD_X = 4;
const PAD_Y = 3.5;
const HEADER_HEIGHT = 20;

function drawTop(doc: Doc, content: StatementContent): number {
  let left = MARGIN.top;
  left +=
    textBlock(doc, content.seller.name, MARGIN.left, left, HALF, {
      font: FONT.bold,
      size: 14,
      color: COLOR.accent,
    }) + 3;
  for (const line of content.sellerLines)
    left += textBlock(doc, line, MARGIN.left, left, HALF, { size: 8.5, color: COLOR.muted }) + 1;
  const right =
    MARGIN.top +
    textBlock(doc, content.title, RIGHT_X, MARGIN.top, HALF, {
      font: FONT.bold,
      size: 17,
      color: COLOR.accent,
      align: 'right',
    });
  const y = Math.max(left, right) + 10;
  rule(doc, y, COLOR.accent);
  return y + 12;
}

function drawParties(doc: Doc, content: StatementContent, top: number): number {
  const leftWidth = HALF - 16;
  let left = top;
  left +=
    textBlock(doc, content.buyer.heading, MARGIN.left, left, leftWidth, {
      font: FONT.bold,
      size: 7.5,
      color: COLOR.muted,
    }) + 2;
  left += textBlock(doc, content.buyer.name, MARGIN.left, left, leftWidth, { font: FONT.bold, size: 11 }) + 2;
  for (const line of content.buyer.lines)
    left += textBlock(doc, line, MARGIN.left, left, leftWidth, { size: 8.5 });
  let right = top;
  const labelWidth = 84;
  for (const [label, value] of content.facts) {
    textBlock(doc, label, RIGHT_X, right, labelWidth, { size: 8.5, color: COLOR.muted });
    right +=
      textBlock(doc, value, RIGHT_X + labelWidth, right, HALF - labelWidth, { font: FONT.bold, size: 8.5 }) +
      2;
  }
  return Math.max(left, right) + 12;
}

function drawHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOR.accent);
  for (const column of COLUMNS)
    fitLine(doc, column.title, column.x + PAD_X, y + 6, column.width - 2 * PAD_X, {
      font: FONT.bold,
      size: 8,
      color: COLOR.white,
      align: column.align,
    });
  return y + HEADER_HEIGHT;
}

const rowFont = (row: StatementRow) => (row.strong ? FONT.bold : FONT.regular);

function rowHeight(doc: Doc, row: StatementRow): number {
  const text = (key: 'description' | 'invoice', width: number) =>
    measure(doc, row[key], width - 2 * PAD_X, { font: rowFont(row), size: 8 });
  return Math.max(text('description', DESCRIPTION_WIDTH), text('invoice', WIDTHS.invoice)) + 2 * PAD_Y;
}

function drawRow(doc: Doc, row: StatementRow, y: number, height: number): void {
  if (row.strong) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLOR.band);
  for (const column of COLUMNS) {
    const style = { font: rowFont(row), size: 8, align: column.align };
    const width = column.width - 2 * PAD_X;
    // Dates and amounts stay on one line; the invoice number and the description wrap.
    if (column.key === 'description' || column.key === 'invoice')
      textBlock(doc, row[column.key], column.x + PAD_X, y + PAD_Y, width, style);
    else if (row[column.key]) fitLine(doc, row[column.key], column.x + PAD_X, y + PAD_Y, width, style);
  }
  rule(doc, y + height);
}

function continuationHeading(doc: Doc, content: StatementContent): number {
  doc.addPage();
  const height = textBlock(doc, content.continued, MARGIN.left, MARGIN.top, CONTENT_WIDTH, {
    font: FONT.bold,
    size: 10,
    color: COLOR.accent,
  });
  return MARGIN.top + height + 10;
}

function drawTable(doc: Doc, content: StatementContent, top: number): number {
  let y = drawHeader(doc, top);
  for (const row of content.rows) {
    const height = rowHeight(doc, row);
    if (y + height > BODY_BOTTOM) y = drawHeader(doc, continuationHeading(doc, content));
    drawRow(doc, row, y, height);
    y += height;
  }
  return y;
}

const TOTAL_ROW = 15;

function closingHeight(doc: Doc, content: StatementContent): number {
  const words = measure(doc, content.words, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 }) + 22;
  const notes = content.notes.reduce((sum, note) => sum + measure(doc, note, CONTENT_WIDTH) + 2, 0);
  return (
    10 + content.totals.length * TOTAL_ROW + words + notes + 8 + measure(doc, content.footnote, CONTENT_WIDTH)
  );
}

function drawClosing(doc: Doc, content: StatementContent, top: number): void {
  const labelX = MARGIN.left + CONTENT_WIDTH * 0.45;
  const amountWidth = 140;
  const amountX = PAGE.width - MARGIN.right - amountWidth;
  let y = top + 8;
  for (const row of content.totals) {
    const style = { font: row.strong ? FONT.bold : FONT.regular, size: row.strong ? 10.5 : 9 };
    if (row.strong) rule(doc, y - 3, COLOR.accent, labelX);
    textBlock(doc, row.label, labelX, y, amountX - labelX - 8, style);
    fitLine(doc, row.amount, amountX, y, amountWidth - 5, { ...style, align: 'right' });
    y += TOTAL_ROW;
  }
  y += 6;
  const wordsHeight = measure(doc, content.words, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 }) + 12;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, wordsHeight).fill(COLOR.band);
  textBlock(doc, content.words, MARGIN.left + 10, y + 6, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 });
  y += wordsHeight + 10;
  for (const note of content.notes) y += textBlock(doc, note, MARGIN.left, y, CONTENT_WIDTH) + 2;
  textBlock(doc, content.footnote, MARGIN.left, y + 8, CONTENT_WIDTH, { size: 7.5, color: COLOR.muted });
}

export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const doc = newDocument(content.document);
  let y = drawParties(doc, content, drawTop(doc, content));
  y = drawTable(doc, content, y);
  // The totals, the words and the notes move on together when they do not fit under the table.
  if (y + closingHeight(doc, content) > BODY_BOTTOM) y = continuationHeading(doc, content);
  drawClosing(doc, content, y);
  drawPageFooters(doc, content.footer, HALF + 40);
  return endDocument(doc);
}
