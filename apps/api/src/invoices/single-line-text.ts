// pdfkit sends every text given a width through its LineWrapper: a Unicode line breaker over the text, the
// width of each word, an event for each line. Most of an invoice's texts are one short line (labels, amounts,
// names, dates), for which all that decides nothing: a fifth of an invoice's drawing time. A text that surely
// fits on one line is drawn here as the wrapper draws its only line (line-operators.ts), and measured as
// heightOfString would, to the same bytes and the same doc.x and doc.y (pdfkit 0.17, pinned;
// single-line-text.test.ts compares them with pdfkit's own). Anything else goes to pdfkit as before.
import { writeLineOperators, type LineDocument } from './line-operators.ts';
import type { Doc } from './pdf-document.ts';

interface LineOptions {
  width: number;
  align: 'left' | 'right' | 'center';
  lineGap: number;
}
/** pdfkit's state of a text drawn in parts (`continued`), which a line drawn here must not cut into. */
interface TextInternals {
  _wrapper: unknown;
  _textOptions: unknown;
}

/** Where the line breaker must (line and paragraph ends) or may in its own way (soft hyphen) break. */
const WRAPPER_DECIDES = /[\n\r\v\f\u0085\u00ad\u2028\u2029]/;
/**
 * The wrapper adds up its words' widths, and its words also end after a hyphen or a slash, where the whole
 * text's width has kerning the words' sum lacks. A quarter of the type size over the width is far more than
 * any kerning pair; a text that close to the edge is left to the wrapper.
 */
const SLACK_EM = 0.25;

function fitsOneLine(doc: Doc, text: string, width: number): boolean {
  if (text.length === 0 || WRAPPER_DECIDES.test(text)) return false;
  return doc.widthOfString(text) <= width - SLACK_EM * (doc as unknown as LineDocument)._fontSize;
}

/**
 * Draws `text` at (x, y) in the current font, size and colour as `doc.text(text, x, y, { width, align,
 * lineGap })` would when it fits on one line, and answers true; answers false, drawing nothing, otherwise
 * (centred text too: pdfkit centres on the words' summed width, which is not measured here).
 */
export function drawOneLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  { width, align, lineGap }: LineOptions,
): boolean {
  const internals = doc as unknown as TextInternals;
  if (align === 'center' || internals._wrapper || internals._textOptions) return false;
  const lineHeight = doc.currentLineHeight(true);
  // The wrapper moves to a new page when the line would pass the page's bottom; that is left to it.
  if (y + lineHeight > doc.page.maxY() - 1 || !fitsOneLine(doc, text, width)) return false;
  writeLineOperators(doc as unknown as LineDocument, text, x, y, align, Math.max(width, 0));
  // Where pdfkit leaves the cursor after a line: back at x, a line height and the gap further down.
  doc.x = x;
  doc.y = y + (lineHeight + lineGap);
  return true;
}

/** `doc.heightOfString(text, { width, lineGap })` when the text fits on one line, else undefined. */
export function oneLineHeight(doc: Doc, text: string, width: number, lineGap: number): number | undefined {
  if (!fitsOneLine(doc, text, width)) return undefined;
  const y = doc.y; // heightOfString adds the line's height to doc.y and answers the difference
  return y + (doc.currentLineHeight(true) + lineGap) - y;
}
