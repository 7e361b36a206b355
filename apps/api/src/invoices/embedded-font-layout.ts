// pdfkit's EmbeddedFont.layout, without its quadratic copying (pdfkit 0.17, pinned). pdfkit lays a text out
// word by word and joined the words' glyphs with `glyphs = glyphs.concat(run.glyphs)`, copying everything
// laid out so far once per word: a sixth of the memory an invoice allocated (docs/performance.md). This
// answers the same glyphs, positions and width, appending instead.

interface GlyphRun {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}
interface LayoutFont {
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
  const glyphs: unknown[] | null = onlyWidth ? null : [];
  const positions: unknown[] | null = onlyWidth ? null : [];
  let advanceWidth = 0;
  let last = 0;
  // A word runs up to and including the space or tab after it; the last one to the end of the text.
  for (let index = 0; index <= text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (index < text.length ? code !== 32 && code !== 9 : last >= index) continue;
    const run = this.layoutCached(text.slice(last, index + 1));
    if (glyphs && positions) {
      for (const glyph of run.glyphs) glyphs.push(glyph);
      for (const position of run.positions) positions.push(position);
    }
    advanceWidth += run.advanceWidth;
    last = index + 1;
  }
  return { glyphs, positions, advanceWidth };
}

const patched = new WeakSet<object>();

/** Gives pdfkit's EmbeddedFont class the appending layout (once). */
export function useAppendingLayout(embeddedFont: { prototype: object }): void {
  if (patched.has(embeddedFont)) return;
  patched.add(embeddedFont);
  (embeddedFont.prototype as LayoutFont).layout = layout as LayoutFont['layout'];
}
