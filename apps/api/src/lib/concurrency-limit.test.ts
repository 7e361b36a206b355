import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, all of them in the end, and passes results and errors through', async () => {
    const gate = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const task = (i: number) =>
      gate(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve)); // let the others ask for a turn meanwhile
        running -= 1;
        if (i === 3) throw new Error('task 3');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => task(i)));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      1,
      2,
      'failed',
      4,
      5,
      6,
      7,
    ]);
    expect(await gate(async () => 'after')).toBe('after');
  });
});
