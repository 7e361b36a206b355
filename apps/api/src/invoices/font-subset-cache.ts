// The embedded font files of invoices, encoded and compressed once (docs/performance.md). pdfkit writes into
// every PDF a subset of each font holding the glyphs that document used, in the order it used them, so each
// PDF encoded and deflated three font files: half the time of an invoice. Every document here first uses the
// same characters (PRIMED_TEXT) in the same order, so as long as its text stays within them its subsets are
// identical to the last document's, and the compressed font file is reused. Text with other characters (a
// rare accent, a ligature) makes a larger subset, encoded as pdfkit always did. Tied to pdfkit 0.17 (pinned).
import { deflateSync } from 'node:zlib';

/** Printable ASCII, the Latin-1 letters, the punctuation an invoice may print and the fi/fl ligatures. */
const PRIMED_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ–—‘’“”•…€°× fi fl';

interface Subset {
  glyphs: number[];
  encode(): Uint8Array;
}
interface Reference {
  compress: boolean;
  data: Record<string, unknown>;
  end(chunk?: Uint8Array): void;
}
export interface PrimableFont {
  name: string;
  subset: Subset;
  document: { ref(data?: object): Reference };
  encode(text: string): unknown;
  embed(): void;
}

/** Per font: the glyph count of a primed subset and its deflated file. */
const compressedFiles = new Map<string, { glyphs: number; file: Buffer }>();

/** Includes the primed characters in a new document's font and makes its embedding reuse the cached file. */
export function primeFontSubset(font: PrimableFont): void {
  font.encode(PRIMED_TEXT);
  const primedGlyphs = font.subset.glyphs.length;
  const embed = font.embed.bind(font);
  font.embed = () => {
    const cached = compressedFiles.get(font.name);
    const reusable = font.subset.glyphs.length === primedGlyphs;
    const file = reusable && cached?.glyphs === primedGlyphs ? cached.file : undefined;
    const document = font.document;
    const ref = document.ref.bind(document);
    // embed() makes the font file's reference first: it gets the deflated bytes, already compressed.
    document.ref = (data?: object) => {
      document.ref = ref;
      const fontFile = ref(data);
      const end = fontFile.end.bind(fontFile);
      fontFile.end = (chunk?: Uint8Array) => {
        const deflated = file ?? deflateSync(chunk ?? new Uint8Array());
        if (reusable && !file) compressedFiles.set(font.name, { glyphs: primedGlyphs, file: deflated });
        fontFile.compress = false;
        fontFile.data.Filter = 'FlateDecode';
        end(deflated);
      };
      return fontFile;
    };
    if (file) font.subset.encode = () => new Uint8Array(); // its bytes are not needed
    try {
      embed();
    } finally {
      document.ref = ref;
    }
  };
}
