// The invoice's page geometry, type and colours, and the few drawing helpers every part of it shares.
// Fonts: DejaVu Sans Condensed (from the dejavu-fonts-ttf package), embedded and subset in every PDF, so
// 'Rp.', Indonesian text and any company name render the same in every viewer. Read once at start.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ShapedWords, useAppendingLayout } from './embedded-font-layout.ts';
import { primeFontSubset, type PrimableFont } from './font-subset-cache.ts';
import type { Doc } from './pdf-document.ts';
import { drawOneLine, oneLineHeight } from './single-line-text.ts';

export type { Doc };

export const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
export const MARGIN = { left: 40, right: 40, top: 40, bottom: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The lowest y the body may reach; below it sits the footer with the page number. */
export const BODY_BOTTOM = PAGE.height - MARGIN.bottom;

export const FONT = {
  regular: 'DejaVuSansCondensed',
  bold: 'DejaVuSansCondensed-Bold',
  italic: 'DejaVuSansCondensed-Oblique',
} as const;

const require = createRequire(import.meta.url);
const FONT_FILES = Object.values(FONT).map(
  (name) => [name, readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))] as const,
);

/** pdfkit's internals used to hand a document fonts that are already parsed (pdfkit 0.17, pinned). */
interface FontInternals {
  _fontFamilies: Record<string, { font: unknown; name: string }>;
  _fontCount: number;
}
type EmbeddedFontClass = new (
  doc: Doc,
  font: unknown,
  id: string,
) => { font: unknown; name: string; layoutCache?: ShapedWords };
let parsedFonts: { EmbeddedFont: EmbeddedFontClass; fonts: Map<string, unknown> } | undefined;
/**
 * Shaped words per font, shared by documents (a run is only read once made). An invoice lays out about 160
 * distinct words, all but ten or so found in other invoices too (month names, labels, amounts, company
 * words); a generation of 2,000 keeps the common ones for good and a new one for the next hundred or so
 * invoices, in about 10 MB (docs/performance.md).
 */
const shapedWords = new Map<string, ShapedWords>();
const SHAPED_WORDS_GENERATION = 2000;

function sharedShapedWords(name: string): ShapedWords {
  let words = shapedWords.get(name);
  if (!words) {
    words = new ShapedWords(SHAPED_WORDS_GENERATION);
    shapedWords.set(name, words);
  }
  return words;
}

interface ParsedFont {
  getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit keeps one glyph object per id, with the characters of its first request. Encoding a subset asks for
 * a composite glyph's components without characters (the dotless i inside i), and a font shared by documents
 * would hand that empty glyph to a later document printing the character itself: its ToUnicode map would
 * have no text for it (copying 'Gıda' gave 'G da'). A later request with characters fills them in.
 */
function fillCodePoints(font: ParsedFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/**
 * Gives a new document the embedded fonts; pdfkit subsets them to the glyphs used. pdfkit would parse each
 * font file again for every document (fontkit decoding cmap, glyf and the GSUB/GPOS tables: most of the
 * time of a PDF), so the first document parses them as usual and later ones get pdfkit's own EmbeddedFont
 * built on those parsed fonts, sharing the words already shaped. The parsed font and the shaped words are
 * only read; each document's font subsets start with the same characters (font-subset-cache.ts).
 */
export function registerFonts(doc: Doc) {
  const internals = doc as unknown as FontInternals;
  if (!parsedFonts) {
    for (const [name, data] of FONT_FILES) doc.registerFont(name, data);
    const fonts = new Map<string, unknown>();
    for (const name of Object.values(FONT)) {
      const font = doc.font(name) && internals._fontFamilies[name]!.font;
      fillCodePoints(font as ParsedFont);
      fonts.set(name, font);
    }
    const EmbeddedFont = internals._fontFamilies[FONT.regular]!.constructor as EmbeddedFontClass;
    useAppendingLayout(EmbeddedFont);
    parsedFonts = { EmbeddedFont, fonts };
    for (const name of Object.values(FONT))
      primeFontSubset(internals._fontFamilies[name] as unknown as PrimableFont);
  } else {
    for (const [name, font] of parsedFonts.fonts) {
      const embedded = new parsedFonts.EmbeddedFont(doc, font, `F${++internals._fontCount}`);
      embedded.layoutCache = sharedShapedWords(name);
      primeFontSubset(embedded as unknown as PrimableFont);
      internals._fontFamilies[name] = embedded;
      internals._fontFamilies[embedded.name] = embedded;
    }
  }
  doc.font(FONT.regular);
}
export const COLOR = {
  text: '#1a1a1a',
  muted: '#5f6b7a',
  accent: '#0f4c81',
  rule: '#d5dbe3',
  band: '#eef3f8',
  white: '#ffffff',
  paid: '#1b7f3b',
} as const;

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
  if (drawOneLine(doc, text, x, y, options)) return doc.y - y;
  const page = doc.page;
  doc.text(text, x, y, options);
  // Where drawing left doc.y is the height heightOfString would have measured (laying the text out twice
  // was a tenth of an invoice's time); only a text that ran onto a new page needs measuring.
  return doc.page === page ? doc.y - y : doc.heightOfString(text, options);
}

/** Height the text would take, without drawing it. */
export function measure(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  doc.font(style.font ?? FONT.regular).fontSize(style.size ?? 9);
  return oneLineHeight(doc, text, width, 1) ?? doc.heightOfString(text, { width, lineGap: 1 });
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
  const font = style.font ?? FONT.regular;
  let size = style.size ?? 9;
  doc.font(font).fontSize(size);
  while (size > 5 && doc.widthOfString(text) > width) {
    size -= 0.5;
    doc.fontSize(size);
  }
  doc.fillColor(style.color ?? COLOR.text);
  const align = style.align ?? 'left';
  // pdfkit's own text() still wraps a line it is told not to break, if a width is given and it does not fit.
  if (!drawOneLine(doc, text, x, y, { width, align, lineGap: 0 }))
    doc.text(text, x, y, { width, align, lineBreak: false });
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
