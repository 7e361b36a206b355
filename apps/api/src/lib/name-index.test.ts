import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameIndex, type NamedRow } from './name-index.ts';

const rows: NamedRow[] = [
  { id: 1, name: 'PT Kencana Sukses Sejati', code: 'KSS0001' },
  { id: 2, name: 'CV Kencana Sukses Sejati Abadi', code: 'KSS0002' },
  { id: 3, name: 'PT Sukses Kencana', code: 'SK0001' },
  { id: 4, name: 'PT Arta Agung Agro', code: 'AAA0001' },
  { id: 5, name: 'PT Çahaya Timur', code: 'CT0001' },
];

describe('NameIndex', () => {
  const index = new NameIndex(rows);

  it('narrows a full name to the companies holding all its words, plus the names it cannot judge', () => {
    // 3 has both words but in another order: a candidate, which the database's ILIKE then drops.
    expect(index.candidates('Kencana Sukses Sejati')).toEqual([1, 2, 5]);
    expect(index.candidates('kencana sukses')).toEqual([1, 2, 3, 5]);
  });

  it('finds parts of words, in any case', () => {
    expect(index.candidates('ENCAN')).toEqual([1, 2, 3, 5]);
    expect(index.candidates('ncana Suk')).toEqual([1, 2, 3, 5]);
    expect(index.candidates('agung agr')).toEqual([4, 5]);
  });

  it('answers each search on its own, however many came before', () => {
    for (let i = 0; i < 1000; i += 1)
      expect(index.candidates(i % 2 ? 'Kencana Sukses Sejati' : 'Agung')).toEqual(i % 2 ? [1, 2, 5] : [4, 5]);
  });

  it('finds codes by a scan of them all, up to a limit', () => {
    expect(index.codeCandidates('kss00', 10)).toEqual([1, 2]);
    expect(index.codeCandidates('0001', 10)).toEqual([1, 3, 4, 5]);
    expect(index.codeCandidates('0001', 3)).toBeNull();
    // No code holds a space, so a text with one matches none.
    expect(index.codeCandidates('KSS 0001', 10)).toEqual([]);
    const spaced = new NameIndex([{ id: 9, name: 'PT A', code: 'AB 12' }]);
    expect(spaced.codeCandidates('b 1', 10)).toEqual([9]);
  });

  it('answers only the always-candidates when no word matches', () => {
    expect(index.candidates('Nusantara')).toEqual([5]);
  });

  it('declines texts it cannot judge: no words, or characters beyond ASCII', () => {
    expect(index.candidates('   ')).toBeNull();
    expect(index.candidates('Çahaya')).toBeNull();
  });

  it('declines a search whose rarest word is in more than 50,000 names (the database serves it better)', () => {
    const many = Array.from({ length: 60_000 }, (_, i) => ({
      id: i + 1,
      name: `PT Maju ${i % 7 === 0 ? 'Jaya' : 'Abadi'}`,
      code: `MJ${i}`,
    }));
    const big = new NameIndex(many);
    expect(big.candidates('maju')).toBeNull();
    expect(big.candidates('Maju Jaya')).toHaveLength(8572);
    expect(big.size).toBe(60_000);
  });

  it('sorts candidates out: ASCII names and codes it judges itself, names beyond ASCII it leaves to the database', () => {
    const ids = index.candidates('kencana sukses')!;
    // 3 holds both words in the other order: not a match. 5 ('PT Çahaya Timur') cannot be judged here.
    expect(index.sortOut(ids, 'kencana sukses', false)).toEqual({ sure: [1, 2], unsure: [5] });
    expect(index.sortOut([1, 3, 4, 5], 'KSS00', true)).toEqual({ sure: [1], unsure: [5] });
    expect(index.sortOut([1, 3, 4, 5], 'KSS00', false)).toEqual({ sure: [], unsure: [5] });
    const codeBeyondAscii = new NameIndex([{ id: 7, name: 'PT Arta', code: 'ÇT0001' }]);
    expect(codeBeyondAscii.sortOut([7], 'T0001', true)).toEqual({ sure: [], unsure: [7] });
    expect(codeBeyondAscii.sortOut([7], 'arta', true)).toEqual({ sure: [7], unsure: [] });
  });

  it('sorts out exactly the companies whose name or code contains the text (property, against a plain scan)', () => {
    const word = fc.stringMatching(/^[a-cA-CÇ]{1,4}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 30 }),
        fc.stringMatching(/^[a-cA-C ]{1,6}$/),
        fc.boolean(),
        (names, search, withCodes) => {
          const table = names.map((n, i) => ({ id: i + 1, name: n, code: `C${i % 3 ? 'a' : 'Ç'}${i}` }));
          const built = new NameIndex(table);
          const ids = table.map((row) => row.id);
          const { sure, unsure } = built.sortOut(ids, search, withCodes);
          const lower = search.toLowerCase();
          const contains = (value: string) => value.toLowerCase().includes(lower);
          for (const row of table) {
            const matches = contains(row.name) || (withCodes && contains(row.code));
            if (sure.includes(row.id)) expect(matches).toBe(true);
            else if (matches) expect(unsure).toContain(row.id);
          }
          for (const id of unsure)
            expect(table[id - 1]!.name + (withCodes ? table[id - 1]!.code : '')).toContain('Ç');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never misses a company whose name contains the text (property, against a plain scan)', () => {
    const word = fc.stringMatching(/^[a-cA-C]{1,4}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (names, pick, from, length) => {
          const table = names.map((n, i) => ({ id: i + 1, name: n, code: `C${i}` }));
          const text = table[pick % table.length]!.name;
          const start = from % text.length;
          const search = text.slice(start, start + 1 + (length % (text.length - start)));
          const found = new NameIndex(table).candidates(search);
          if (found === null) return;
          const lower = search.toLowerCase();
          for (const row of table)
            if (row.name.toLowerCase().includes(lower)) expect(found).toContain(row.id);
        },
      ),
      { numRuns: 500 },
    );
  });
});
