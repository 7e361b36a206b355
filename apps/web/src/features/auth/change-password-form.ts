// What the 'Ganti Password' dialog knows without React: its fields and their labels, and where the server's
// 422 messages go. The rules themselves are the server's (the policy) and the domain schema's (presence,
// confirmation), so the form never disagrees with the API.
import type { ChangePasswordInput } from '@tagih/domain/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@tagih/domain/schemas/auth';
import type { FieldErrors } from '../../lib/api-errors';

export type ChangePasswordValues = Required<ChangePasswordInput>;
type Field = keyof ChangePasswordValues;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

export const CHANGE_PASSWORD_FIELDS: ReadonlyArray<{ name: Field; label: string; description?: string }> = [
  { name: 'current_password', label: 'Password Saat Ini' },
  {
    name: 'new_password',
    label: 'Password Baru',
    description: `Minimal ${PASSWORD_MIN_LENGTH} karakter, bukan password yang umum dipakai.`,
  },
  { name: 'new_password_confirmation', label: 'Konfirmasi Password Baru' },
];

/**
 * A 422's errors split into the messages shown under the dialog's fields (all of a field's reasons, one
 * after the other) and any the dialog has no field for, to be shown above them.
 */
export function placeFieldErrors(errors: FieldErrors): {
  fields: Partial<Record<Field, string>>;
  other: string[];
} {
  const fields: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const field = CHANGE_PASSWORD_FIELDS.find((candidate) => candidate.name === name);
    if (field) fields[field.name] = messages.join(' ');
    else other.push(...messages);
  }
  return { fields, other };
}
