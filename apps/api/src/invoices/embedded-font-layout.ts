// pdfkit's EmbeddedFont.layout, without its quadratic copying, and its word cache, shared and bounded
// (pdfkit 0.17, pinned). pdfkit lays a text out word by word and joined the words' glyphs with
// `glyphs = glyphs.concat(run.glyphs)`, copying everything laid out so far once per word: a sixth of the
// memory an invoice allocated (docs/performance.md). This answers the same glyphs, positions and width,
// appending instead. Shaping a word with fontkit costs about 30 µs, whatever its length (the OpenType
// shaping plan is made for each call), so the words shaped stay with the font for the documents after.

interface GlyphRun {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}
interface LayoutFont {
  layoutCache?: ShapedWords | Record<string, GlyphRun>;
  layoutRun(text: string, features?: unknown): GlyphRun;
  layoutCached(text: string): GlyphRun;
  layout(
    text: string,
    features?: unknown,
    onlyWidth?: boolean,
  ): GlyphRun | { glyphs: null; positions: null; advanceWidth: number };
}

function layout(this: LayoutFont, text: string, features?: unknown, onlyWidth?: boolean) {
  if (features) return this.layoutRun(text, features);
  let advanceWidth = 0;
  let first: GlyphRun | undefined;
  let glyphs: unknown[] | undefined;
  let positions: unknown[] | undefined;
  let last = 0;
  // A word runs up to and including the space or tab after it; the last one to the end of the text.
  for (let index = 0; index <= text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (index < text.length ? code !== 32 && code !== 9 : last >= index) continue;
    const run = this.layoutCached(text.slice(last, index + 1));
    advanceWidth += run.advanceWidth;
    last = index + 1;
    if (onlyWidth) continue;
    if (!first) {
      first = run;
      continue;
    }
    if (!glyphs || !positions) {
      glyphs = first.glyphs.slice();
      positions = first.positions.slice();
    }
    for (const glyph of run.glyphs) glyphs.push(glyph);
    for (const position of run.positions) positions.push(position);
  }
  if (onlyWidth) return { glyphs: null, positions: null, advanceWidth };
  // A text of one word answers that word's own arrays: pdfkit only reads them (it copies before changing
  // a position for word spacing).
  return {
    glyphs: glyphs ?? first?.glyphs ?? [],
    positions: positions ?? first?.positions ?? [],
    advanceWidth,
  };
}

interface EncodingFont extends LayoutFont {
  /** Set by font-subset-cache.ts: glyph id -> subset id of the glyphs every document's subset starts with. */
  primedSubsetIds?: Int32Array;
  scale: number;
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
}

/** Subset glyph ids as the four hex digits pdfkit writes, made once per id rather than once per glyph drawn. */
const HEX_IDS: string[] = [];
const hexId = (id: number) => (HEX_IDS[id] ??= `0000${id.toString(16)}`.slice(-4));

/**
 * pdfkit's EmbeddedFont.encode, with each glyph id's hex digits from HEX_IDS. A primed glyph's subset id is
 * known already (font-subset-cache.ts, which also set its width and code points); only other glyphs are
 * asked of the subset.
 */
function encode(this: EncodingFont, text: string, features?: unknown): [string[], unknown[]] {
  const { glyphs, positions } = this.layout(text, features) as {
    glyphs: Array<{ id: number; advanceWidth: number; codePoints: number[] }>;
    positions: unknown[];
  };
  const encoded: string[] = [];
  const primed = this.primedSubsetIds;
  for (const glyph of glyphs) {
    const primedId = primed?.[glyph.id] ?? -1;
    const id = primedId >= 0 ? primedId : this.subset.includeGlyph(glyph.id);
    encoded.push(hexId(id));
    this.widths[id] ??= glyph.advanceWidth * this.scale;
    this.unicode[id] ??= glyph.codePoints;
  }
  return [encoded, positions];
}

/**
 * Words shaped in one font, kept while they are in use: a word is shaped again only once two generations
 * of `generation` other words have been shaped since it was last used. Kept as glyphs, positions and width
 * only (fontkit's run also carries every feature applied, and sums its width on each read).
 */
export class ShapedWords {
  private current = new Map<string, GlyphRun>();
  private previous = new Map<string, GlyphRun>();

  constructor(private readonly generation: number) {}

  get(word: string): GlyphRun | undefined {
    const run = this.current.get(word);
    if (run) return run;
    const earlier = this.previous.get(word);
    if (earlier) this.set(word, earlier);
    return earlier;
  }

  set(word: string, run: GlyphRun): void {
    if (this.current.size >= this.generation) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(word, run);
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }
}

function layoutCached(this: LayoutFont, text: string): GlyphRun {
  const cache = this.layoutCache;
  if (!(cache instanceof ShapedWords)) {
    // pdfkit's own cache (a plain object per document), as pdfkit reads it.
    if (!cache) return this.layoutRun(text);
    return (cache[text] ??= this.layoutRun(text));
  }
  let run = cache.get(text);
  if (!run) {
    const shaped = this.layoutRun(text);
    run = { glyphs: shaped.glyphs, positions: shaped.positions, advanceWidth: shaped.advanceWidth };
    cache.set(text, run);
  }
  return run;
}

const patched = new WeakSet<object>();

/** Gives pdfkit's EmbeddedFont class the appending layout, the shared word cache and the encoding (once). */
export function useAppendingLayout(embeddedFont: { prototype: object }): void {
  if (patched.has(embeddedFont)) return;
  patched.add(embeddedFont);
  const prototype = embeddedFont.prototype as LayoutFont;
  prototype.layout = layout as LayoutFont['layout'];
  prototype.layoutCached = layoutCached;
  (prototype as EncodingFont & { encode: typeof encode }).encode = encode;
}
