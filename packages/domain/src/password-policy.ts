// The administrators' password policy, in one place: the server's start check (ADMIN_PASSWORD in production),
// the console's 'Ganti Password', the admin command and the first administrator's seed all ask this function,
// so a password refused in one place is refused everywhere, with the same words.
//
// The rules follow NIST SP 800-63B (5.1.1.2): a minimum length, no composition rules, and a check against
// passwords known to be common, repetitive or context-specific. The list is the 'passwords-common' dictionary
// of @zxcvbn-ts/language-common (about 49,000 passwords ranked by frequency in leaks, kept by the zxcvbn-ts
// project); the estimate is @zxcvbn-ts/core's score (0-4), which must be at least 3: it catches what no list
// holds (`aaaaaaaaaaab`, `abababababab`, the e-mail with a `!`). docs/decisions-made.md says why these.
// Server-side only (the server, its commands and the seed): the console never loads the dictionaries.
import { createRequire } from 'node:module';
import type * as Core from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import { DEFAULT_ADMIN_PASSWORD, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schemas/auth.ts';

export { DEFAULT_ADMIN_PASSWORD, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** zxcvbn's score, 0 to 4; 3 ("safely unguessable") means an estimated 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;

/** The policy in one line, for the operator's messages (the start check, ADMIN_PASSWORD's refusal). */
export const PASSWORD_POLICY_SUMMARY =
  'at least 12 characters, not the default, not a common password, not the e-mail, not blank or one ' +
  'character repeated, and a zxcvbn score of at least 3 of 4';

export const PASSWORD_MESSAGES = {
  tooShort: `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  tooLong: `Password maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
  isDefault: 'Password bawaan (admin12345) tidak boleh dipakai.',
  common: 'Password ini terlalu umum (ada di daftar password yang sering dipakai). Pilih yang lain.',
  isEmail: 'Password tidak boleh sama dengan email.',
  whitespaceOnly: 'Password tidak boleh hanya berisi spasi.',
  oneCharacter: 'Password tidak boleh berupa satu karakter yang diulang.',
  guessable: `Password ini terlalu mudah ditebak (skor kekuatan di bawah ${PASSWORD_MIN_SCORE} dari 4). Pakai beberapa kata yang tidak saling berhubungan.`,
} as const;

interface Estimator {
  commonPasswords: ReadonlySet<string>;
  zxcvbn: Core.ZxcvbnFactory;
}
let estimator: Estimator | undefined;

/**
 * Loaded on first use, not on import: unpacking the dictionaries takes a few hundred milliseconds, which every
 * process that imports the configuration (each test file, each command) would otherwise pay for nothing.
 */
function loadEstimator(): Estimator {
  if (!estimator) {
    const load = createRequire(import.meta.url);
    const common = load('@zxcvbn-ts/language-common') as typeof CommonLanguage;
    const { ZxcvbnFactory } = load('@zxcvbn-ts/core') as typeof Core;
    estimator = {
      commonPasswords: new Set(common.dictionary['passwords-common']),
      zxcvbn: new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
    };
  }
  return estimator;
}

/** The list is lowercase, so it is compared with the lowercased password. */
const isCommon = (password: string) => loadEstimator().commonPasswords.has(password.toLowerCase());

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
  // Said as what it is, whatever else is wrong: twelve spaces are not "too guessable", they are no password.
  if (password.trim() === '') return [...problems, PASSWORD_MESSAGES.whitespaceOnly];
  if (new Set(password).size === 1) return [...problems, PASSWORD_MESSAGES.oneCharacter];
  const lower = password.toLowerCase();
  if (lower === DEFAULT_ADMIN_PASSWORD) problems.push(PASSWORD_MESSAGES.isDefault);
  else if (isCommon(password)) problems.push(PASSWORD_MESSAGES.common);
  const email = context.email?.trim().toLowerCase();
  const emailName = email?.split('@')[0];
  if (email && (lower === email || lower === emailName)) problems.push(PASSWORD_MESSAGES.isEmail);
  // The estimate last, and only when nothing above already says what to change: one reason is enough.
  if (problems.length > 0) return problems;
  const userInputs = email ? [email, emailName!] : [];
  if (loadEstimator().zxcvbn.check(password, userInputs).score < PASSWORD_MIN_SCORE)
    problems.push(PASSWORD_MESSAGES.guessable);
  return problems;
}

export function meetsPasswordPolicy(password: string, context: { email?: string } = {}): boolean {
  return passwordPolicyProblems(password, context).length === 0;
}
