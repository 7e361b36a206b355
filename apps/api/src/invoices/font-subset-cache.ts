// The embedded font files of invoices and their ToUnicode maps, encoded and compressed once
// (docs/performance.md). pdfkit writes into every PDF a subset of each font holding the glyphs that document
// used, in the order it used them, so each PDF encoded and deflated three font files and three maps: half the
// time of an invoice. Every document here first uses the same characters (PRIMED_TEXT) in the same order, so
// as long as its text stays within them its subsets are identical to the last document's, and the compressed
// file and map are reused. Text with other characters (a rare accent, a ligature) makes a larger subset,
// encoded as pdfkit always did. Tied to pdfkit 0.17 (pinned).
import { deflateSync } from 'node:zlib';

/** Printable ASCII, the Latin-1 letters, the punctuation an invoice may print and the fi/fl ligatures. */
const PRIMED_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ–—‘’“”•…€°× fi fl';

interface Subset {
  glyphs: number[];
  mapping: Record<number, number>;
  encode(): Uint8Array;
}
interface Reference {
  compress: boolean;
  data: Record<string, unknown>;
  end(chunk?: Uint8Array | string): void;
}
export interface PrimableFont {
  name: string;
  primedSubsetIds?: Int32Array;
  subset: Subset;
  widths: number[];
  unicode: number[][];
  document: { ref(data?: object): Reference };
  encode(text: string): unknown;
  embed(): void;
  toUnicodeCmap(): Reference;
}

/** Per font: the glyph count of a primed subset, its deflated file and its deflated ToUnicode map. */
const compressedFiles = new Map<string, { glyphs: number; file: Buffer; cmap?: Buffer }>();

/** Makes `reference` write `deflated` (or its own bytes, deflated and handed to `keep`) as a compressed stream. */
function endDeflated(
  reference: Reference,
  deflated: Buffer | undefined,
  keep: (bytes: Buffer) => void,
): void {
  const end = reference.end.bind(reference);
  reference.end = (chunk?: Uint8Array) => {
    const bytes =
      deflated ??
      deflateSync(
        typeof chunk === 'string' ? Buffer.from(`${chunk}\n`, 'binary') : (chunk ?? new Uint8Array()),
      );
    if (!deflated) keep(bytes);
    reference.compress = false;
    reference.data.Filter = 'FlateDecode';
    end(bytes);
  };
}

interface PrimedState {
  glyphs: number[];
  mapping: Record<number, number>;
  widths: number[];
  unicode: number[][];
  /** Glyph id -> its id in the primed subset, -1 for a glyph not primed. */
  subsetIds: Int32Array;
}
/** Per font: its subset, widths and code points once the primed characters are in (copied, never changed). */
const primedStates = new Map<string, PrimedState>();

function primedState(font: PrimableFont): PrimedState {
  const { glyphs, mapping } = font.subset;
  const subsetIds = new Int32Array(Math.max(...glyphs) + 1).fill(-1);
  glyphs.forEach((glyph, index) => (subsetIds[glyph] = index));
  return {
    glyphs: glyphs.slice(),
    mapping: { ...mapping },
    widths: font.widths.slice(),
    unicode: font.unicode.slice(),
    subsetIds,
  };
}

/**
 * Puts the primed characters into a font's subset as `font.encode(PRIMED_TEXT)` would: the first time by
 * encoding them, after that by copying what that left, which is the same every time. The font keeps the
 * primed glyphs' subset ids, which its encoding reads before asking the subset (embedded-font-layout.ts).
 */
function includePrimedCharacters(font: PrimableFont): void {
  let primed = primedStates.get(font.name);
  if (primed && font.subset.glyphs.length === 1) {
    font.subset.glyphs = primed.glyphs.slice();
    // Read through to the primed glyphs; a glyph the document adds is set on its own object (fontkit only
    // reads and sets `mapping[id]`).
    font.subset.mapping = Object.create(primed.mapping) as Record<number, number>;
    font.widths = primed.widths.slice();
    font.unicode = primed.unicode.slice();
  } else {
    font.encode(PRIMED_TEXT);
    primed = primedState(font);
    primedStates.set(font.name, primed);
  }
  font.primedSubsetIds = primed.subsetIds;
}

/** Includes the primed characters in a new document's font and makes its embedding reuse the cached files. */
export function primeFontSubset(font: PrimableFont): void {
  includePrimedCharacters(font);
  const primedGlyphs = font.subset.glyphs.length;
  const embed = font.embed.bind(font);
  font.embed = () => {
    const reusable = font.subset.glyphs.length === primedGlyphs;
    const found = compressedFiles.get(font.name);
    const cached = reusable && found?.glyphs === primedGlyphs ? found : undefined;
    const document = font.document;
    const ref = document.ref.bind(document);
    /** The next reference made gets the deflated bytes, already compressed. */
    const nextDeflated = (deflated: Buffer | undefined, keep: (bytes: Buffer) => void) => {
      document.ref = (data?: object) => {
        document.ref = ref;
        const reference = ref(data);
        endDeflated(reference, deflated, reusable ? keep : () => {});
        return reference;
      };
    };
    // embed() makes the font file's reference first, and the ToUnicode map's last (toUnicodeCmap).
    nextDeflated(cached?.file, (file) => compressedFiles.set(font.name, { glyphs: primedGlyphs, file }));
    const toUnicodeCmap = font.toUnicodeCmap.bind(font);
    font.toUnicodeCmap = () => {
      nextDeflated(cached?.cmap, (cmap) => {
        const entry = compressedFiles.get(font.name);
        if (entry?.glyphs === primedGlyphs) entry.cmap = cmap;
      });
      if (!cached?.cmap) return toUnicodeCmap();
      // The cached map's bytes stand for the one this document would write: the same glyphs, in the same order.
      const reference = document.ref();
      reference.end();
      return reference;
    };
    if (cached) font.subset.encode = () => new Uint8Array(); // its bytes are not needed
    try {
      embed();
    } finally {
      document.ref = ref;
    }
  };
}
