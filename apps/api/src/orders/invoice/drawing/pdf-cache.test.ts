// The PDF cache by content: the same content is drawn once, a content that differs in any printed figure is
// drawn again, and the cache holds no more bytes than it is given.
import { describe, expect, it } from 'vitest';
import { sampleContent } from '../../../../test/invoice-content-sample.ts';
import type { InvoiceContent } from '../content/invoice-shape.ts';
import { cachedDrawing, contentKey } from './pdf-cache.ts';

const content = (amountDue: bigint, buyer = 'PT Kencana Sukses Sejati'): InvoiceContent => ({
  ...sampleContent(buyer, 'INV/2026/11/0001', '1.250.000'),
  amountDue,
});

function countingDrawer(size = 1000) {
  const drawn: string[] = [];
  const draw = async (c: InvoiceContent) => {
    drawn.push(`${c.buyer.name} ${c.amountDue}`);
    return Buffer.alloc(size, drawn.length);
  };
  return { drawn, draw };
}

describe('invoice PDFs kept by their content', () => {
  it('draws the same content once, even when it is asked for twice at the same time', async () => {
    const { drawn, draw } = countingDrawer();
    const cached = cachedDrawing(draw);
    const [a, b] = await Promise.all([cached(content(1_250_000n)), cached(content(1_250_000n))]);
    const c = await cached(content(1_250_000n));
    expect(drawn).toEqual(['PT Kencana Sukses Sejati 1250000']);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('draws again when a figure or a word differs, and keys equal contents alike', async () => {
    const { drawn, draw } = countingDrawer();
    const cached = cachedDrawing(draw);
    await cached(content(1_250_000n));
    await cached(content(1_250_001n));
    await cached(content(1_250_000n, 'PT Kencana Sukses Sejahtera'));
    expect(drawn).toHaveLength(3);
    const a = content(1_250_000n);
    const sameDigitsAsText = { ...a, words: '1250000', amountDue: 0n };
    expect(contentKey({ ...a, words: '1250000' })).not.toBe(contentKey(sameDigitsAsText));
    expect(contentKey(content(1_250_000n))).toBe(contentKey(a));
  });

  it('keeps no more bytes than it is given, letting the least recently asked for go', async () => {
    const { drawn, draw } = countingDrawer(1000);
    const cached = cachedDrawing(draw, 2500);
    await cached(content(1n));
    await cached(content(2n));
    await cached(content(1n)); // 1 is now the most recent
    await cached(content(3n)); // 2 goes
    await cached(content(1n));
    await cached(content(2n));
    expect(drawn).toEqual([
      'PT Kencana Sukses Sejati 1',
      'PT Kencana Sukses Sejati 2',
      'PT Kencana Sukses Sejati 3',
      'PT Kencana Sukses Sejati 2',
    ]);
  });
});
