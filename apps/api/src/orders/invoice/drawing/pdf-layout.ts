// The invoice's page geometry, type and colours, its fonts, and the few drawing helpers every part of it shares,
// all on pdfkit's public API. Fonts: DejaVu Sans Condensed trimmed to the scripts and features an invoice
// needs (font-coverage.ts, assets/fonts), embedded and subset in every PDF, so 'Rp.', Indonesian text and any
// Latin, Greek or Cyrillic company name render the same in every viewer.
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { ASSETS } from '../../../lib/assets.ts';
import { FONT } from './font-coverage.ts';
import type {} from './pdfkit-fontkit.d.ts';

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
export const MARGIN = { left: 40, right: 40, top: 40, bottom: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The lowest y the body may reach; below it sits the footer with the page number. */
export const BODY_BOTTOM = PAGE.height - MARGIN.bottom;

export { FONT };

export const COLOR = {
  text: '#1a1a1a',
  muted: '#5f6b7a',
  accent: '#0f4c81',
  rule: '#d5dbe3',
  band: '#eef3f8',
  white: '#ffffff',
  paid: '#1b7f3b',
} as const;

/**
 * Unicode's presentation forms (U+FB00-FDFF, U+FE70-FEFF: the fi ligature, Arabic letters in their positions),
 * the glyphs shaping makes from other characters.
 */
const isPresentationForm = (codePoint: number) =>
  (codePoint >= 0xfb00 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfeff);

/**
 * Parses a font file once for the process: parsing it for every document (what pdfkit does with a file or its
 * bytes) was most of an invoice's time. fontkit keeps one glyph object per glyph, with the characters of the
 * first request for it; a subset asks for the parts of a composite glyph without characters (the acute accent
 * drawn inside 'é'), and a later document printing that part itself ('´') would then get no text for it in
 * its ToUnicode map. Asking for every character's glyph first, by its character, gives each glyph a text of
 * its own before any document is drawn; presentation forms are left out, so that the fi ligature shaped from
 * 'fi' reads back as 'fi'.
 */
function parseFont(file: URL): fontkit.Font {
  const parsed = fontkit.create(readFileSync(file));
  if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not a font`);
  for (const codePoint of parsed.characterSet)
    if (!isPresentationForm(codePoint)) parsed.glyphForCodePoint(codePoint);
  return parsed;
}

/** The trimmed fonts (font-coverage.ts), made by scripts/trim-fonts.ts and committed. */
const FONT_DIR = new URL('fonts/', ASSETS);
const PARSED_FONTS = Object.values(FONT).map(
  (name) => [name, parseFont(new URL(`${name}.ttf`, FONT_DIR))] as const,
);
const REGULAR = PARSED_FONTS.find(([name]) => name === FONT.regular)![1];

/** A new A4 document with the invoice's margins and fonts (pages kept until the end, for the footers). */
export function newDocument(info: { title: string; author: string }): Doc {
  const doc = new PDFDocument({
    // The document's first font: without it pdfkit builds its default Helvetica for every document (4% of
    // an invoice's drawing time), only for our fonts to replace it before the first word.
    font: REGULAR,
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'id-ID',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.title },
  });
  for (const [name, font] of PARSED_FONTS) doc.registerFont(name, font);
  return doc;
}

/** Ends `doc` and answers its bytes, read from its stream. */
export function endDocument(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return ended;
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Writes wrapped text in a box of the given width at (x, y) and returns the height it took. */
export function textBlock(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  doc
    .font(style.font ?? FONT.regular)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? COLOR.text);
  const options = { width, align: style.align ?? 'left', lineGap: 1 } as const;
  const page = doc.page;
  doc.text(text, x, y, options);
  // Where drawing left doc.y is the height heightOfString would measure, without laying the text out again;
  // only a text that ran onto a new page needs measuring.
  return doc.page === page ? doc.y - y : doc.heightOfString(text, options);
}

/** Height the text would take, without drawing it. */
export function measure(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  doc.font(style.font ?? FONT.regular).fontSize(style.size ?? 9);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

/**
 * One line of text that must not wrap (an amount): shrinks the type until it fits the width, so a
 * 17-digit total stays on one line and right-aligned instead of breaking or running into its neighbour.
 */
export function fitLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): void {
  let size = style.size ?? 9;
  doc.font(style.font ?? FONT.regular).fontSize(size);
  while (size > 5 && doc.widthOfString(text) > width) {
    size -= 0.5;
    doc.fontSize(size);
  }
  doc.fillColor(style.color ?? COLOR.text);
  doc.text(text, x, y, { width, align: style.align ?? 'left', lineBreak: false });
}

export function rule(
  doc: Doc,
  y: number,
  color: string = COLOR.rule,
  x1: number = MARGIN.left,
  x2: number = PAGE.width - MARGIN.right,
): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.7).strokeColor(color).stroke();
}

/**
 * The footer of every page once the document is laid out: a rule, `left` at the left margin in `leftWidth`, and
 * `page` ('{page}', '{pages}' filled in) right-aligned in the rest of the line. Invoices and statements share it.
 */
export function drawPageFooters(doc: Doc, footer: { left: string; page: string }, leftWidth: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // writing below the body's bottom must not start another page
    const y = PAGE.height - MARGIN.bottom + 22;
    rule(doc, y - 6);
    fitLine(doc, footer.left, MARGIN.left, y, leftWidth, { size: 7.5, color: COLOR.muted });
    const page = footer.page.replace('{page}', String(index - start + 1)).replace('{pages}', String(count));
    fitLine(doc, page, MARGIN.left + leftWidth, y, CONTENT_WIDTH - leftWidth, {
      size: 7.5,
      color: COLOR.muted,
      align: 'right',
    });
  }
}
