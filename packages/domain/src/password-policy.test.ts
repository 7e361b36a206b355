import { describe, expect, it } from 'vitest';
import { changePasswordInputSchema } from './schemas/auth.ts';
import {
  DEFAULT_ADMIN_PASSWORD,
  meetsPasswordPolicy,
  PASSWORD_MESSAGES,
  passwordPolicyProblems,
} from './password-policy.ts';

describe('the administrators’ password policy', () => {
  it('accepts a long password that is on no list', () => {
    expect(passwordPolicyProblems('kopi-tubruk-jam-tujuh')).toEqual([]);
    expect(meetsPasswordPolicy('Bandung Lautan Api 1946', { email: 'siti@tagih.co.id' })).toBe(true);
  });

  it('refuses fewer than 12 characters, counting characters as a person does', () => {
    // 11 characters: one short.
    expect(passwordPolicyProblems('tigaSapi-11')).toEqual([PASSWORD_MESSAGES.tooShort]);
    // 12 characters: enough.
    expect(passwordPolicyProblems('tigaSapi-123')).toEqual([]);
    // 11 characters, 13 UTF-16 units (two emoji of two units each): still too short.
    expect('kucing🐈anj🐕'.length).toBe(13);
    expect(passwordPolicyProblems('kucing🐈anj🐕')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordPolicyProblems('kucing🐈anji🐕')).toEqual([]);
  });

  it('refuses more than 200 characters', () => {
    const phrase = 'kopi-tubruk-jam-tujuh-di-warung-pojok-'.repeat(6).slice(0, 199);
    expect(passwordPolicyProblems(`${phrase}é`)).toEqual([]);
    expect(passwordPolicyProblems('kata-sandi-'.repeat(19))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it('refuses the default password, whatever its case, naming it', () => {
    expect(passwordPolicyProblems(DEFAULT_ADMIN_PASSWORD)).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.isDefault,
    ]);
    expect(passwordPolicyProblems('ADMIN12345')).toContain(PASSWORD_MESSAGES.isDefault);
  });

  it('refuses passwords on the common list even when they are long enough, in any case', () => {
    for (const common of ['qwerty123456', '1qaz2wsx3edc', 'QwertyUiop123', 'password1234'])
      expect(passwordPolicyProblems(common), common).toEqual([PASSWORD_MESSAGES.common]);
    expect(passwordPolicyProblems('password')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.common,
    ]);
  });

  it('refuses the administrator’s own e-mail or its name part', () => {
    const email = 'siti.rahmawati@tagih.co.id';
    expect(passwordPolicyProblems('Siti.Rahmawati@tagih.co.id', { email })).toEqual([
      PASSWORD_MESSAGES.isEmail,
    ]);
    expect(passwordPolicyProblems('siti.rahmawati', { email })).toEqual([PASSWORD_MESSAGES.isEmail]);
    // Not the e-mail, but the e-mail with one more character is guessed as easily.
    expect(passwordPolicyProblems('siti.rahmawati!', { email })).toEqual([PASSWORD_MESSAGES.guessable]);
    expect(passwordPolicyProblems('siti-suka-kopi-tubruk', { email })).toEqual([]);
  });

  it('refuses twelve spaces, or one character repeated, saying so', () => {
    expect(passwordPolicyProblems(' '.repeat(12))).toEqual(['Password tidak boleh hanya berisi spasi.']);
    expect(passwordPolicyProblems('\t \u00a0'.repeat(4))).toEqual([PASSWORD_MESSAGES.whitespaceOnly]);
    expect(passwordPolicyProblems('aaaaaaaaaaaa')).toEqual([
      'Password tidak boleh berupa satu karakter yang diulang.',
    ]);
    expect(passwordPolicyProblems('🐈'.repeat(12))).toEqual([PASSWORD_MESSAGES.oneCharacter]);
    expect(passwordPolicyProblems('   ')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.whitespaceOnly,
    ]);
  });

  it('refuses a password zxcvbn scores under 3 of 4, which no list holds', () => {
    for (const guessable of ['aaaaaaaaaaab', 'abababababab', 'abcdefghijkl', 'aaaaaabbbbbb'])
      expect(passwordPolicyProblems(guessable), guessable).toEqual([
        'Password ini terlalu mudah ditebak (skor kekuatan di bawah 3 dari 4). Pakai beberapa kata yang tidak saling berhubungan.',
      ]);
    expect(passwordPolicyProblems('Bandung Lautan Api 1946')).toEqual([]);
  });
});

describe('the Ganti Password payload', () => {
  it('needs the three fields, and the confirmation equal to the new password', () => {
    const empty = changePasswordInputSchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    const differs = changePasswordInputSchema.safeParse({
      current_password: 'lama',
      new_password: 'kopi-tubruk-jam-tujuh',
      new_password_confirmation: 'kopi-tubruk-jam-delapan',
    });
    expect(differs.error?.issues).toMatchObject([
      {
        path: ['new_password_confirmation'],
        message: 'Konfirmasi password tidak sama dengan password baru.',
      },
    ]);
  });
});
