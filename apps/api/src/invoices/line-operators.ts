// The operators pdfkit's `_fragment` writes for one line of text in the one form an invoice uses (left or
// right aligned; no character, word or horizontal spacing, stroke, underline, link, oblique or rotation),
// made as one string instead of ten (pdfkit 0.17, pinned). `_fragment` builds an options object, a graphics
// state copy, a Buffer and a string per operator and per run of glyphs: about a tenth of an invoice's
// drawing and more of its garbage. The text is the same, operator for operator (single-line-text.test.ts).

/** pdfkit's number format in content streams (PDFObject.number). */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

interface Position {
  xAdvance: number;
  yOffset: number;
  xOffset: number;
  advanceWidth: number;
}
interface LineFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], Position[]];
  ref(): unknown;
}
export interface LineDocument {
  _font: LineFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  widthOfString(text: string): number;
  addContent(operators: string): unknown;
}

/** Writes `text` as `_fragment(text, x, y, { align, lineWidth })` would, pdfkit's default baseline. */
export function writeLineOperators(
  doc: LineDocument,
  text: string,
  x: number,
  y: number,
  align: 'left' | 'right',
  lineWidth: number,
): void {
  const font = doc._font;
  const size = doc._fontSize;
  if (align === 'right') x += lineWidth - doc.widthOfString(text.replace(/\s+$/, ''));
  const pageHeight = doc.page.height;
  const baselineY = pageHeight - y - (font.ascender / 1000) * size;
  doc.page.fonts[font.id] ??= font.ref();
  const [encoded, positions] = font.encode(text);
  const scale = size / 1000;
  // save, flip the page upside down (pdfkit's y runs downwards), begin the text at its baseline
  const operators = [
    'q',
    `1 0 0 -1 0 ${pdfNumber(pageHeight)} cm`,
    'BT',
    `1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baselineY)} Tm`,
    `/${font.id} ${pdfNumber(size)} Tf`,
  ];
  // Runs of glyphs, each closed where a glyph's advance differs from its width (kerning), as [<hex> -adjust …] TJ;
  // a glyph moved off the line (a mark) gets a text matrix of its own.
  let commands = '';
  let last = 0;
  const addSegment = (end: number) => {
    if (last < end) {
      const position = positions[end - 1]!;
      commands += `${commands ? ' ' : ''}<${encoded.slice(last, end).join('')}> ${pdfNumber(-(position.xAdvance - position.advanceWidth))}`;
    }
    last = end;
  };
  const flush = (end: number) => {
    addSegment(end);
    if (commands) operators.push(`[${commands}] TJ`);
    commands = '';
  };
  let hadOffset = false;
  let index = 0;
  for (; index < positions.length; index += 1) {
    const position = positions[index]!;
    if (position.xOffset || position.yOffset) {
      flush(index);
      operators.push(
        `1 0 0 1 ${pdfNumber(x + position.xOffset * scale)} ${pdfNumber(baselineY + position.yOffset * scale)} Tm`,
      );
      flush(index + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        operators.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baselineY)} Tm`);
        hadOffset = false;
      }
      if (position.xAdvance - position.advanceWidth !== 0) addSegment(index + 1);
    }
    x += position.xAdvance * scale;
  }
  flush(index);
  operators.push('ET', 'Q');
  doc.addContent(operators.join('\n'));
}
