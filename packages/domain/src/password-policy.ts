// The administrators' password policy, in one place: the server's start check (ADMIN_PASSWORD in production),
// the console's 'Ganti Password', the admin command and the first administrator's seed all ask this function,
// so a password refused in one place is refused everywhere, with the same words.
//
// The rules follow NIST SP 800-63B (5.1.1.2): a minimum length, no composition rules, and a check against a
// list of passwords known to be common. The list is the 'passwords-common' dictionary of
// @zxcvbn-ts/language-common (about 49,000 passwords ranked by frequency in leaks, kept by the zxcvbn-ts
// project; docs/decisions-made.md says why this one). Server-side only: the console never loads the list.
import { createRequire } from 'node:module';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import { DEFAULT_ADMIN_PASSWORD, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schemas/auth.ts';

export { DEFAULT_ADMIN_PASSWORD, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const PASSWORD_MESSAGES = {
  tooShort: `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  tooLong: `Password maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
  isDefault: 'Password bawaan (admin12345) tidak boleh dipakai.',
  common: 'Password ini terlalu umum (ada di daftar password yang sering dipakai). Pilih yang lain.',
  isEmail: 'Password tidak boleh sama dengan email.',
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Loaded on first use, not on import: unpacking the list takes a few hundred milliseconds, which every
 * process that imports the configuration (each test file, each command) would otherwise pay for nothing.
 * The list is lowercase, so it is compared with the lowercased password.
 */
function isCommon(password: string): boolean {
  if (!commonPasswords) {
    const load = createRequire(import.meta.url);
    const { dictionary } = load('@zxcvbn-ts/language-common') as typeof CommonLanguage;
    commonPasswords = new Set(dictionary['passwords-common']);
  }
  return commonPasswords.has(password.toLowerCase());
}

/**
 * What is wrong with a password, in the order a person fixes it; empty when it meets the policy.
 * `email`: the administrator's, which (or whose name part) must not be the password.
 */
export function passwordPolicyProblems(password: string, context: { email?: string } = {}): string[] {
  const problems: string[] = [];
  // Characters as a person counts them (code points), so an emoji or an accented letter is one, not two.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  const lower = password.toLowerCase();
  if (lower === DEFAULT_ADMIN_PASSWORD) problems.push(PASSWORD_MESSAGES.isDefault);
  else if (isCommon(password)) problems.push(PASSWORD_MESSAGES.common);
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) problems.push(PASSWORD_MESSAGES.isEmail);
  return problems;
}

export function meetsPasswordPolicy(password: string, context: { email?: string } = {}): boolean {
  return passwordPolicyProblems(password, context).length === 0;
}
