// The export's keyset walk (keysetChunks): every row once in order, the next chunk asked for while the
// caller still holds the current one, and a download stopped early leaves no failing read behind.
import { describe, expect, it } from 'vitest';
import { keysetChunks, type Cursor } from './list-order.ts';

type Row = Cursor & { n: number };
const rowsOf = (from: number, to: number): Row[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => ({
    n: from + i,
    cursor_id: from + i,
    cursor_value: String(from + i),
  }));

/** A table of `size` rows read by keyset, remembering what was asked. */
function table(size: number, failAfter = Infinity) {
  const asked: Array<number | undefined> = [];
  const read = async (after: Cursor | undefined, limit: number) => {
    asked.push(after?.cursor_id);
    if (asked.length > failAfter) throw new Error('connection lost');
    const start = after ? after.cursor_id + 1 : 0;
    return rowsOf(start, Math.min(size, start + limit));
  };
  return { asked, read };
}

describe('keysetChunks', () => {
  it('hands every row once, in order, ending at the short chunk', async () => {
    for (const size of [0, 1, 9, 10, 11, 25]) {
      const { read } = table(size);
      const seen: number[] = [];
      for await (const chunk of keysetChunks(read, 5)) seen.push(...chunk.map((row) => row.n));
      expect(seen).toEqual(rowsOf(0, size).map((row) => row.n));
    }
  });

  it('asks for the next chunk before the caller is done with the current one', async () => {
    const { asked, read } = table(12);
    const chunks = keysetChunks(read, 5);
    const first = await chunks.next();
    expect(first.value).toHaveLength(5);
    await Promise.resolve();
    expect(asked).toEqual([undefined, 4]); // the second chunk is on its way already
    await chunks.return(undefined);
  });

  it('stops cleanly when the reader stops, even if the read ahead fails', async () => {
    const { read } = table(100, 1);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const chunk of keysetChunks(read, 5)) {
        expect(chunk).toHaveLength(5);
        break; // the download was cancelled
      }
      // Node reports a rejection nobody handled once the microtasks of this turn have run: one turn of the
      // event loop (setImmediate) is the event to wait for, not a span of time.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('passes a failing read on to the reader that waits for it', async () => {
    const { read } = table(100, 1);
    const chunks = keysetChunks(read, 5);
    await chunks.next();
    await expect(chunks.next()).rejects.toThrow('connection lost');
  });
});
