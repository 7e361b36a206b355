import { describe, expect, it } from 'vitest';
import { changedFieldNames, changeSummaryText, fieldChanges, valueText, WHOLE_VALUE } from './audit-diff.ts';

describe('audit row before and after', () => {
  it('lists every field of both sides and marks the ones that changed', () => {
    const changes = fieldChanges(
      { name: 'Migrasi', price: '1000', tags: ['a'] },
      { name: 'Migrasi Data', price: '1000', tags: ['a'], note: 'baru' },
    );
    expect(changes).toEqual([
      { field: 'name', before: 'Migrasi', after: 'Migrasi Data', changed: true },
      { field: 'price', before: '1000', after: '1000', changed: false },
      { field: 'tags', before: ['a'], after: ['a'], changed: false },
      { field: 'note', before: undefined, after: 'baru', changed: true },
    ]);
  });

  it('treats a create (no before) and a delete (no after) field by field', () => {
    expect(fieldChanges(null, { name: 'A' })).toEqual([
      { field: 'name', before: undefined, after: 'A', changed: true },
    ]);
    expect(fieldChanges({ name: 'A' }, null)).toEqual([
      { field: 'name', before: 'A', after: undefined, changed: true },
    ]);
  });

  it('shows a side that is not a record (a selection of administrators) as one value', () => {
    expect(fieldChanges([{ id: 1 }], [])).toEqual([
      { field: WHOLE_VALUE, before: [{ id: 1 }], after: [], changed: true },
    ]);
  });

  it('names the changed fields of an update but not updated_at, and none for a create', () => {
    expect(changedFieldNames({ a: 1, b: 2, updated_at: 'x' }, { a: 1, b: 3, updated_at: 'y' })).toEqual([
      'b',
    ]);
    expect(changedFieldNames(null, { a: 1 })).toEqual([]);
  });

  it('prints values plainly', () => {
    expect(valueText(null)).toBe('-');
    expect(valueText('Rp')).toBe('Rp');
    expect(valueText(12)).toBe('12');
    expect(valueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('the change as one line of text (the export)', () => {
  it('names every changed field with its whole values, on one line', () => {
    const long = 'x'.repeat(80);
    expect(
      changeSummaryText(
        { name: 'Lama', price: '1000', note: { a: 1 }, updated_at: '1' },
        { name: 'Baru', price: '2000', note: { a: 2 }, updated_at: '2', description: long },
      ),
    ).toBe(`name: Lama → Baru; price: 1000 → 2000; note: { "a": 1 } → { "a": 2 }; description: - → ${long}`);
  });

  it('says created, deleted or nothing changed in words', () => {
    expect(changeSummaryText(null, { name: 'A' })).toBe('Data baru');
    expect(changeSummaryText({ name: 'A' }, null)).toBe('Data dihapus');
    expect(changeSummaryText({ name: 'A', updated_at: '1' }, { name: 'A', updated_at: '2' })).toBe(
      'Tidak ada field yang berubah',
    );
  });
});
