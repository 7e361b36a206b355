import { changePasswordInputSchema } from '@tagih/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../lib/zod-resolver';
import {
  CHANGE_PASSWORD_FIELDS,
  EMPTY_CHANGE_PASSWORD,
  placeFieldErrors,
  type ChangePasswordValues,
} from './change-password-form';

const validate = zodResolver<ChangePasswordValues>(changePasswordInputSchema);

describe("the 'Ganti Password' form", () => {
  it('labels its three fields as the console shows them', () => {
    expect(CHANGE_PASSWORD_FIELDS.map((field) => field.label)).toEqual([
      'Password Saat Ini',
      'Password Baru',
      'Konfirmasi Password Baru',
    ]);
    expect(CHANGE_PASSWORD_FIELDS[1]?.description).toBe(
      'Minimal 12 karakter, bukan password yang umum dipakai.',
    );
  });

  it('asks for every field, and for a confirmation equal to the new password, before sending', () => {
    expect(validate(EMPTY_CHANGE_PASSWORD)).toEqual({
      current_password: 'Wajib diisi.',
      new_password: 'Wajib diisi.',
      new_password_confirmation: 'Wajib diisi.',
    });
    expect(
      validate({
        current_password: 'admin12345',
        new_password: 'kopi-tubruk-jam-tujuh',
        new_password_confirmation: 'kopi-tubruk-jam-delapan',
      }),
    ).toEqual({ new_password_confirmation: 'Konfirmasi password tidak sama dengan password baru.' });
    expect(
      validate({
        current_password: 'admin12345',
        new_password: 'kopi-tubruk-jam-tujuh',
        new_password_confirmation: 'kopi-tubruk-jam-tujuh',
      }),
    ).toEqual({});
  });

  it("puts the server's 422 under its fields, every reason of a field together, and keeps the rest apart", () => {
    expect(
      placeFieldErrors({
        current_password: ['Password saat ini salah.'],
        new_password: ['Password minimal 12 karakter.', 'Password bawaan (admin12345) tidak boleh dipakai.'],
        body: ['Data tidak valid.'],
      }),
    ).toEqual({
      fields: {
        current_password: 'Password saat ini salah.',
        new_password: 'Password minimal 12 karakter. Password bawaan (admin12345) tidak boleh dipakai.',
      },
      other: ['Data tidak valid.'],
    });
  });
});
