import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, registerFonts, type Doc } from './pdf-layout.ts';
import { drawOneLine, oneLineHeight } from './single-line-text.ts';

/** A document on the invoice fonts that records every operator added to its page. */
function recordingDoc(): { doc: Doc; operators: string[] } {
  const doc = new PDFDocument({
    size: 'A4',
    font: null as unknown as string,
    margins: { top: 40, bottom: 56, left: 40, right: 40 },
  });
  registerFonts(doc);
  const operators: string[] = [];
  const addContent = doc.addContent.bind(doc);
  doc.addContent = (data: string) => {
    operators.push(data);
    return addContent(data);
  };
  return { doc, operators };
}

interface Case {
  text: string;
  font: string;
  size: number;
  width: number;
  align: 'left' | 'right';
  y: number;
}

const TEXTS = [
  'Rp. 1.250.000',
  'AVATAR Tower, To Vy',
  'PT Kencana Sukses Sejati - Cloud/ERP',
  'office fi fl ffi Ş ğ – “kutip”',
  'trailing space ',
  ' ',
  '',
  'baris satu\nbaris dua',
  'Jl. Merdeka No. 10, Kelurahan Sukajadi, Kecamatan Sukasari, Kota Bandung, Jawa Barat 40162, Indonesia',
];
const CASES: Case[] = TEXTS.flatMap((text) =>
  [FONT.regular, FONT.bold].flatMap((font) =>
    (['left', 'right'] as const).flatMap((align) =>
      [60, 240].map((width) => ({ text, font, size: font === FONT.bold ? 11 : 8.5, width, align, y: 120 })),
    ),
  ),
);
// Near the page's bottom, where the wrapper would start a new page.
CASES.push({ text: 'Halaman 1 dari 2', font: FONT.regular, size: 9, width: 200, align: 'left', y: 780 });

describe('a text on one line', () => {
  it('is drawn to the same operators, doc.x and doc.y as pdfkit draws it, and falls back when it must', () => {
    const pdfkit = recordingDoc();
    const ours = recordingDoc();
    let drawnHere = 0;
    for (const { text, font, size, width, align, y } of CASES) {
      const options = { width, align, lineGap: 1 };
      pdfkit.doc.font(font).fontSize(size);
      pdfkit.doc.text(text, 40, y, options);
      ours.doc.font(font).fontSize(size);
      if (drawOneLine(ours.doc, text, 40, y, options)) drawnHere += 1;
      else ours.doc.text(text, 40, y, options);
      expect([ours.doc.x, ours.doc.y], text).toEqual([pdfkit.doc.x, pdfkit.doc.y]);
    }
    // The same content stream: one operator a line, however they were added.
    expect(ours.operators.join('\n')).toBe(pdfkit.operators.join('\n'));
    // Not vacuous: a third of the cases took the one-line path; the long, broken, empty and low ones did not.
    expect(drawnHere).toBeGreaterThan(CASES.length / 3);
    expect(drawnHere).toBeLessThan(CASES.length - 8);
    expect(pdfkit.operators.some((operator) => operator.endsWith('TJ'))).toBe(true);
  });

  it('is measured as heightOfString measures it, and left to it when it wraps', () => {
    const { doc } = recordingDoc();
    let measuredHere = 0;
    for (const { text, font, size, width } of CASES) {
      doc.font(font).fontSize(size);
      doc.y = 333.3;
      const height = oneLineHeight(doc, text, width, 1);
      if (height === undefined) continue;
      measuredHere += 1;
      expect(height, text).toBe(doc.heightOfString(text, { width, lineGap: 1 }));
    }
    expect(measuredHere).toBeGreaterThan(CASES.length / 3);
    doc.font(FONT.regular).fontSize(9);
    expect(oneLineHeight(doc, TEXTS.at(-1)!, 240, 1)).toBeUndefined();
    expect(oneLineHeight(doc, 'baris satu\nbaris dua', 240, 1)).toBeUndefined();
  });
});
