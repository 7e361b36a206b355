import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, registerFonts } from './pdf-layout.ts';

interface EncodingFont {
  primedSubsetIds?: Int32Array;
  subset: { glyphs: number[] };
  encode(text: string): [string[], unknown[]];
}

/** A new document's regular invoice font, its subset started from the primed characters. */
function primedFont(): EncodingFont {
  const doc = new PDFDocument({ font: null as unknown as string });
  registerFonts(doc);
  return (doc as unknown as { _fontFamilies: Record<string, EncodingFont> })._fontFamilies[FONT.regular]!;
}

const TEXTS = ['Rp. 1.250.000', 'Tagih ERP fi fl AVATAR', 'Gıda Şirketi ğ', 'Jatuh Tempo 14 Desember 2026'];

describe('a font whose subset starts from the primed characters', () => {
  it('encodes as it would by asking its subset for every glyph, beyond the primed ones too', () => {
    primedFont(); // the first document primes by encoding; later ones copy
    const known = primedFont();
    const asked = primedFont();
    expect(known.primedSubsetIds?.some((id) => id > 0)).toBe(true);
    delete asked.primedSubsetIds;
    const primedGlyphs = known.subset.glyphs.length;
    expect(TEXTS.map((text) => known.encode(text))).toEqual(TEXTS.map((text) => asked.encode(text)));
    // 'ı', 'Ş' and 'ğ' are not primed: they were added to the subset after the primed glyphs, in both.
    expect(known.subset.glyphs.length).toBeGreaterThan(primedGlyphs);
    expect(known.subset.glyphs).toEqual(asked.subset.glyphs);
  });
});
