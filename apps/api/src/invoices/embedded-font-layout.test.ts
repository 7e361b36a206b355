import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { ShapedWords, useAppendingLayout } from './embedded-font-layout.ts';

const require = createRequire(import.meta.url);
const FONT_FILE = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'));

interface Laid {
  glyphs: Array<{ id: number }> | null;
  positions: unknown[] | null;
  advanceWidth: number;
}
interface Font {
  layout(text: string, features?: unknown, onlyWidth?: boolean): Laid;
  encode(text: string): [string[], unknown[]];
  widths: number[];
  unicode: number[][];
}

/** A fresh document's embedded DejaVu font, through which pdfkit lays text out. */
function embeddedFont(): Font {
  const doc = new PDFDocument({ font: null as unknown as string });
  doc.registerFont('DejaVu', FONT_FILE).font('DejaVu');
  return (doc as unknown as { _font: Font })._font;
}

const TEXTS = [
  '',
  'Rp. 1.250.000',
  'Tagih ERP Starter (12 bulan)  dengan  spasi ganda ',
  ' leading space, trailing tab\t',
  'Terbilang: Satu juta dua ratus lima puluh ribu rupiah',
  'office fi fl ffi AVATAR Ş ğ – “kutip”',
];

describe('the appending layout of embedded fonts', () => {
  it("answers exactly pdfkit's glyphs, positions and width, for widths only too", () => {
    const font = embeddedFont();
    const prototype = Object.getPrototypeOf(font) as Font;
    const pdfkitLayout = prototype.layout;
    const original = TEXTS.map((text) => ({
      full: prototype.layout.call(font, text),
      width: prototype.layout.call(font, text, undefined, true),
    }));
    const pdfkitFont = embeddedFont();
    const pdfkitEncoded = TEXTS.map((text) => pdfkitFont.encode(text));
    useAppendingLayout(prototype.constructor as unknown as { prototype: object });
    expect(prototype.layout).not.toBe(pdfkitLayout);
    const appended = TEXTS.map((text) => ({
      full: font.layout(text),
      width: font.layout(text, undefined, true),
    }));

    appended.forEach((result, index) => {
      const before = original[index]!;
      expect(result.full.glyphs?.map((glyph) => glyph.id)).toEqual(
        before.full.glyphs?.map((glyph) => glyph.id),
      );
      expect(result.full.positions).toEqual(before.full.positions);
      expect(result.full.advanceWidth).toBe(before.full.advanceWidth);
      expect(result.width).toEqual({
        glyphs: null,
        positions: null,
        advanceWidth: before.width.advanceWidth,
      });
    });
    // The encoding: the same hex glyph ids, positions, widths and code points as pdfkit's.
    const ourFont = embeddedFont();
    expect(TEXTS.map((text) => ourFont.encode(text))).toEqual(pdfkitEncoded);
    expect(ourFont.widths).toEqual(pdfkitFont.widths);
    expect(ourFont.unicode).toEqual(pdfkitFont.unicode);
    expect(pdfkitEncoded[1]![0]).toHaveLength('Rp. 1.250.000'.length);
    // Not vacuous: the texts were laid out into glyphs, with kerning (AV) changing positions.
    expect(appended[1]!.full.glyphs).toHaveLength('Rp. 1.250.000'.length);
    expect(appended[5]!.full.advanceWidth).toBeGreaterThan(0);
  });
});

describe('shaped words', () => {
  const run = (width: number) => ({ glyphs: [], positions: [], advanceWidth: width });

  it('keeps the words used in the last two generations and forgets the others', () => {
    const words = new ShapedWords(2);
    words.set('Rp. ', run(1));
    words.set('Total ', run(2));
    words.set('Harga', run(3)); // a new generation: the first two are now the previous one
    expect(words.get('Rp. ')?.advanceWidth).toBe(1); // used again, so carried into the current one
    words.set('Bulan', run(4)); // another generation: 'Total ' was not used in the last one
    expect(words.get('Total ')).toBeUndefined();
    expect(words.get('Rp. ')?.advanceWidth).toBe(1);
    expect(words.get('Harga')?.advanceWidth).toBe(3);
    expect(words.size).toBeLessThanOrEqual(4);
  });
});
