// Draws an invoice's content as an A4 PDF with pdfkit: seller and title (with the LUNAS stamp of a paid
// order), buyer and invoice facts, the box of a renewal or an upgrade, the line table, totals, the amount in
// words, payment instructions or the paid note, and the page number on every page. Every word printed comes
// from the content (invoice-content.ts); this file only places it.
import type { InvoiceContent } from '../content/invoice-shape.ts';
import { drawLineTable } from './pdf-table.ts';
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
} from './pdf-layout.ts';

const HALF = CONTENT_WIDTH / 2;
const LEFT_WIDTH = HALF - 16;
const RIGHT_X = MARGIN.left + HALF;
const RIGHT_WIDTH = CONTENT_WIDTH - HALF;

function drawTop(doc: Doc, content: InvoiceContent): number {
  const { seller } = content;
  let left = MARGIN.top;
  left +=
    textBlock(doc, seller.name, MARGIN.left, left, HALF, { font: FONT.bold, size: 14, color: COLOR.accent }) +
    3;
  content.sellerLines.forEach((line, index) => {
    if (index > 0) left += 1;
    left += textBlock(doc, line, MARGIN.left, left, HALF, { size: 8.5, color: COLOR.muted });
  });
  const titleSize = content.title.length > 10 ? 17 : 24;
  let right =
    MARGIN.top +
    textBlock(doc, content.title, RIGHT_X, MARGIN.top, RIGHT_WIDTH, {
      font: FONT.bold,
      size: titleSize,
      color: COLOR.accent,
      align: 'right',
    });
  if (content.paid) right = drawPaidStamp(doc, content.paid, right + 4);
  const y = Math.max(left, right) + 10;
  rule(doc, y, COLOR.accent);
  return y + 12;
}

/** 'LUNAS' in a green frame under the title, the payment date beneath it. */
function drawPaidStamp(doc: Doc, paid: NonNullable<InvoiceContent['paid']>, top: number): number {
  const width = 118;
  const x = PAGE.width - MARGIN.right - width;
  const height = paid.date ? 38 : 26;
  doc.roundedRect(x, top, width, height, 4).lineWidth(1.6).strokeColor(COLOR.paid).stroke();
  fitLine(doc, paid.stamp, x, top + 5, width, {
    font: FONT.bold,
    size: 15,
    color: COLOR.paid,
    align: 'center',
  });
  if (paid.date) fitLine(doc, paid.date, x, top + 24, width, { size: 8, color: COLOR.paid, align: 'center' });
  return top + height;
}

function drawParties(doc: Doc, content: InvoiceContent, top: number): number {
  let left = top;
  left +=
    textBlock(doc, content.buyer.heading, MARGIN.left, left, LEFT_WIDTH, {
      font: FONT.bold,
      size: 7.5,
      color: COLOR.muted,
    }) + 2;
  left +=
    textBlock(doc, content.buyer.name, MARGIN.left, left, LEFT_WIDTH, { font: FONT.bold, size: 11 }) + 2;
  for (const line of content.buyer.lines)
    left += textBlock(doc, line, MARGIN.left, left, LEFT_WIDTH, { size: 8.5 });

  let right = top;
  const labelWidth = 70;
  for (const [label, value] of content.facts) {
    textBlock(doc, label, RIGHT_X, right, labelWidth, { size: 8.5, color: COLOR.muted });
    right +=
      textBlock(doc, value, RIGHT_X + labelWidth, right, RIGHT_WIDTH - labelWidth, {
        font: FONT.bold,
        size: 8.5,
      }) + 2;
  }
  return Math.max(left, right) + 12;
}

function drawBox(doc: Doc, box: NonNullable<InvoiceContent['box']>, top: number): number {
  const text = box.lines.join('\n');
  const height = measure(doc, text, CONTENT_WIDTH - 20, { size: 8.5 }) + 26;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.band);
  textBlock(doc, box.title, MARGIN.left + 10, top + 7, CONTENT_WIDTH - 20, {
    font: FONT.bold,
    size: 9,
    color: COLOR.accent,
  });
  textBlock(doc, text, MARGIN.left + 10, top + 20, CONTENT_WIDTH - 20, { size: 8.5 });
  return top + height + 10;
}

/** The heading at the top of every page after the first. */
function continuationHeading(doc: Doc, content: InvoiceContent): number {
  doc.addPage();
  const height = textBlock(doc, content.continued, MARGIN.left, MARGIN.top, CONTENT_WIDTH, {
    font: FONT.bold,
    size: 10,
    color: COLOR.accent,
  });
  return MARGIN.top + height + 10;
}

const TOTALS_GAP = 4;
const TOTALS_AMOUNT_WIDTH = 130;

function drawTotals(doc: Doc, content: InvoiceContent, top: number): number {
  const labelX = MARGIN.left + CONTENT_WIDTH * 0.42;
  const amountWidth = TOTALS_AMOUNT_WIDTH;
  const amountX = PAGE.width - MARGIN.right - amountWidth;
  let y = top + 6;
  for (const row of content.totals) {
    const font = row.strong ? FONT.bold : FONT.regular;
    const size = row.strong ? 10.5 : 9;
    if (row.strong) {
      rule(doc, y - 3, COLOR.accent, labelX);
      y += 3;
    }
    const label = textBlock(doc, row.label, labelX, y, amountX - labelX - 8, { font, size });
    fitLine(doc, row.amount, amountX, y, amountWidth - 5, { font, size, align: 'right' });
    const note = row.note
      ? textBlock(doc, row.note, labelX, y + label, amountX - labelX - 8, { size: 7.5, color: COLOR.muted })
      : 0;
    y += Math.max(label + note, size) + TOTALS_GAP;
  }
  return y + 4;
}

function drawClosing(doc: Doc, content: InvoiceContent, top: number): number {
  let y = top;
  const words = content.words;
  const wordsHeight = measure(doc, words, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 }) + 12;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, wordsHeight).fill(COLOR.band);
  textBlock(doc, words, MARGIN.left + 10, y + 6, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 });
  y += wordsHeight + 10;
  y +=
    textBlock(doc, content.payment.heading, MARGIN.left, y, CONTENT_WIDTH, {
      font: FONT.bold,
      size: 9.5,
      color: COLOR.accent,
    }) + 3;
  for (const line of content.payment.lines) {
    y +=
      textBlock(doc, line.text, MARGIN.left, y, CONTENT_WIDTH, {
        font: line.strong ? FONT.bold : FONT.regular,
        size: 9,
        color: line.paid ? COLOR.paid : COLOR.text,
      }) + 2;
  }
  y += 8;
  return (
    y + textBlock(doc, content.footnote, MARGIN.left, y, CONTENT_WIDTH, { size: 7.5, color: COLOR.muted })
  );
}

/** The totals' height, measured as drawTotals lays them out. */
function totalsHeight(doc: Doc, content: InvoiceContent): number {
  const labelWidth = CONTENT_WIDTH * 0.58 - TOTALS_AMOUNT_WIDTH - 8;
  return content.totals.reduce((sum, row) => {
    const size = row.strong ? 10.5 : 9;
    const font = row.strong ? FONT.bold : FONT.regular;
    const label = measure(doc, row.label, labelWidth, { font, size });
    const note = row.note ? measure(doc, row.note, labelWidth, { size: 7.5 }) : 0;
    return sum + Math.max(label + note, size) + TOTALS_GAP + (row.strong ? 3 : 0);
  }, 10);
}

/** The words, the payment instructions and the footnote's height, measured as drawClosing lays them out. */
function closingHeight(doc: Doc, content: InvoiceContent): number {
  const words = measure(doc, content.words, CONTENT_WIDTH - 20, { font: FONT.italic, size: 9 }) + 22;
  const heading = measure(doc, content.payment.heading, CONTENT_WIDTH, { font: FONT.bold, size: 9.5 }) + 3;
  const payment = content.payment.lines.reduce(
    (sum, line) =>
      sum + measure(doc, line.text, CONTENT_WIDTH, { font: line.strong ? FONT.bold : FONT.regular }) + 2,
    heading,
  );
  return words + payment + 8 + measure(doc, content.footnote, CONTENT_WIDTH, { size: 7.5 });
}

/** The seller, the invoice number and 'page i of n' under every page, written once the page count is known. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = newDocument(content.document);
  let y = drawTop(doc, content);
  y = drawParties(doc, content, y);
  if (content.box) y = drawBox(doc, content.box, y);
  const newPage = () => continuationHeading(doc, content);
  y = drawLineTable(doc, content.table, content.lines, y, newPage);
  // The totals, the amount in words and the payment instructions stay together: when they do not all fit
  // under the table they move on as one, so a last page never holds the words and instructions alone.
  if (y + totalsHeight(doc, content) + 6 + closingHeight(doc, content) > BODY_BOTTOM) y = newPage();
  y = drawTotals(doc, content, y);
  drawClosing(doc, content, y + 6);
  drawPageFooters(doc, content.footer, HALF);
  return endDocument(doc);
}
