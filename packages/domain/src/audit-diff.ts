// Before and after of an audit row, field by field: which fields changed (highlighted, listed in the table)
// and every field of either side, so nothing the row holds is out of reach.
export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** The name of the one row shown when a side is not a record (a list of chosen administrators, a value). */
export const WHOLE_VALUE = '(nilai)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Fields of before then fields only after has, each with both values; a create has no before, a delete no after. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const sides = [before, after].filter((side) => side !== null && side !== undefined);
  if (!sides.every(isRecord)) return [{ field: WHOLE_VALUE, before, after, changed: !same(before, after) }];
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields.map((field) => ({
    field,
    before: old[field],
    after: now[field],
    changed: !same(old[field], now[field]),
  }));
}

/** Fields whose change says something ('updated_at' moves on every update, so it is not named). */
export function changedFieldNames(before: unknown, after: unknown): string[] {
  if (before === null || before === undefined || after === null || after === undefined) return [];
  return fieldChanges(before, after)
    .filter((change) => change.changed && change.field !== 'updated_at')
    .map((change) => change.field);
}

/** A value as the dialog prints it: '-' for none, text as it is, anything else as indented JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** What the Audit Log says of a row that is not a change of fields. */
export const CHANGE_WORDS = {
  created: 'Data baru',
  deleted: 'Data dihapus',
  unchanged: 'Tidak ada field yang berubah',
} as const;

/** A row's change: a word (created, deleted, nothing changed) or the fields that changed with both values. */
export function changeOf(before: unknown, after: unknown): keyof typeof CHANGE_WORDS | FieldChange[] {
  if (before === null || before === undefined) return 'created';
  if (after === null || after === undefined) return 'deleted';
  const names = changedFieldNames(before, after);
  if (names.length === 0) return 'unchanged';
  return fieldChanges(before, after).filter((change) => names.includes(change.field));
}

/** A value on one line (indented JSON and line breaks folded to single spaces). */
export const oneLineText = (value: unknown) => valueText(value).replace(/\s+/g, ' ');

/**
 * The change as one line of text, every changed field with its whole old and new value
 * ('name: Lama → Baru; price: 1000 → 2000'): the Audit Log export's 'Perubahan' column.
 */
export function changeSummaryText(before: unknown, after: unknown): string {
  const change = changeOf(before, after);
  if (typeof change === 'string') return CHANGE_WORDS[change];
  return change
    .map((field) => `${field.field}: ${oneLineText(field.before)} → ${oneLineText(field.after)}`)
    .join('; ');
}
