import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentBytes } from './pdf-output.ts';

const CREATED = new Date('2026-11-14T03:00:00Z');

/** Two pages of text, rules and fills in pdfkit's own Helvetica (nothing random in the file). */
function drawn(compress: boolean) {
  const doc = new PDFDocument({
    size: 'A4',
    compress,
    bufferPages: true,
    info: { CreationDate: CREATED, Title: 'Invoice INV/2026/11/0001' },
  });
  for (let page = 0; page < 2; page += 1) {
    if (page > 0) doc.addPage();
    for (let line = 0; line < 30; line += 1) {
      doc
        .fillColor(line % 2 ? '#0f4c81' : '#1a1a1a')
        .text(`Baris ${line + 1}: Rp. ${(line * 125_000).toLocaleString('id-ID')}`, 40, 40 + line * 20);
      doc
        .moveTo(40, 52 + line * 20)
        .lineTo(555, 52 + line * 20)
        .lineWidth(0.7)
        .strokeColor('#d5dbe3')
        .stroke();
    }
  }
  return doc;
}

/** pdfkit's bytes, read from its stream as pdfkit hands them out. */
function streamed(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Checks the xref table: every object's offset points at its 'N 0 obj'. Answers the object count. */
function checkedObjects(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const entries = text
    .slice(xref)
    .split('\n')
    .slice(3)
    .filter((line) => / 00000 n $/.test(line));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  return entries.length;
}

/** The decoded content of every FlateDecode stream, in file order. */
function inflatedStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g)) {
    const start = match.index + match[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1'));
  }
  return streams;
}

/** The same drawing's bytes through documentBytes. */
async function gathered(compress: boolean): Promise<Buffer> {
  const doc = drawn(compress);
  const bytes = documentBytes(doc);
  doc.end();
  return bytes;
}

describe('the bytes of a document', () => {
  // Drawn before documentBytes first changes pdfkit's pages, so these are pdfkit's own.
  const pdfkitOwn: { plain: Buffer; compressed: Buffer } = {
    plain: Buffer.alloc(0),
    compressed: Buffer.alloc(0),
  };
  beforeAll(async () => {
    pdfkitOwn.plain = await streamed(drawn(false));
    pdfkitOwn.compressed = await streamed(drawn(true));
  });

  it("are pdfkit's own, byte for byte, when nothing is compressed", async () => {
    const theirs = pdfkitOwn.plain;
    const ours = await gathered(false);
    expect(ours.equals(theirs)).toBe(true);
    expect(checkedObjects(ours)).toBeGreaterThan(10);
    expect(ours.toString('latin1').match(/\] TJ\n/g)).toHaveLength(60);
  });

  it('have page content deflated to the same operators, and every offset in the xref right', async () => {
    const theirs = pdfkitOwn.compressed;
    const ours = await gathered(true);
    expect(checkedObjects(ours)).toBe(checkedObjects(theirs));
    const pages = inflatedStreams(ours);
    expect(pages).toEqual(inflatedStreams(theirs));
    expect(pages.filter((content) => content.includes(' TJ'))).toHaveLength(2);
    // Deflated here, at zlib's fastest level: the same operators in other bytes.
    expect(ours.equals(theirs)).toBe(false);
  });
});
