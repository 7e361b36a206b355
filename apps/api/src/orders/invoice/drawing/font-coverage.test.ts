// The shipped fonts are DejaVu Sans Condensed trimmed by scripts/trim-fonts.ts. Every character the invoice
// prints from its own words (the invoice modules) or from the demo and seed data must still be in each of
// them, as must every character font-coverage.ts keeps (the files are current); a character outside them is
// drawn as the font's .notdef glyph, as a character outside the full DejaVu always was.
import { readdirSync, readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/pdf-text.ts';
import { ASSETS } from '../../../lib/assets.ts';
import { FONT, keptText } from './font-coverage.ts';
import { endDocument, newDocument } from './pdf-layout.ts';

const invoiceModules = new URL('../', import.meta.url);
const seed = new URL('../../../seed/', import.meta.url);
const sources = [
  ...readdirSync(invoiceModules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => new URL(file, invoiceModules)),
  ...readdirSync(seed).map((file) => new URL(file, seed)),
  new URL('../../../../../../packages/db/src/seed-base.ts', import.meta.url),
];
const printable = (text: string) => [...new Set(text)].filter((char) => char >= ' ' && char !== '\u007f');

const fonts = Object.values(FONT).map((name) => {
  const font = fontkit.create(readFileSync(new URL(`fonts/${name}.ttf`, ASSETS)));
  if (!('layout' in font)) throw new Error(`${name} is a collection`);
  const full = fontkit.create(readFileSync(new URL(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))));
  if (!('layout' in full)) throw new Error(`${name} is a collection`);
  return { name, font, full };
});

describe('the trimmed invoice fonts', () => {
  it('hold every character of the invoice words and the demo and seed data', () => {
    const used = printable(sources.map((file) => readFileSync(file, 'utf8')).join(''));
    expect(used).toContain('é');
    for (const { name, font } of fonts) {
      const missing = used.filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('hold every kept character the full DejaVu has, with the same advance', () => {
    for (const { name, font, full } of fonts) {
      const missing = printable(keptText()).filter((char) => {
        const codePoint = char.codePointAt(0)!;
        if (!full.hasGlyphForCodePoint(codePoint)) return false;
        const glyph = font.glyphForCodePoint(codePoint);
        return glyph.id === 0 || glyph.advanceWidth !== full.glyphForCodePoint(codePoint).advanceWidth;
      });
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('draw a character outside them as .notdef and the rest of the name as it is', async () => {
    // Armenian was in the full DejaVu and is not kept; CJK was never in it.
    const { font, full } = fonts[0]!;
    expect(font.glyphForCodePoint(0x0531).id).toBe(0);
    expect(full.glyphForCodePoint(0x6771).id).toBe(0);
    const doc = newDocument({ title: 'Invoice', author: 'PT Tagih Teknologi' });
    doc.text('PT Ա東 Ωμέγα Жук Café Nusantara', 50, 50);
    const { flat } = await pdfText(await endDocument(doc));
    expect(flat).toContain('Ωμέγα Жук Café Nusantara');
  });
});
