// The login form's two fields, declared once without zod: the login page checks them with `checkLoginFields`
// before any of the console's code has loaded (zod is not part of the login page's download), and
// `loginInputSchema` (schemas/auth.ts) is built from the same bounds, pattern and messages, so the page
// refuses exactly what the server refuses, in the same words.

export const REQUIRED_MESSAGE = 'Wajib diisi.';

/** The longest password any form takes (the policy, password-policy.ts, may refuse shorter ones). */
export const PASSWORD_MAX_LENGTH = 200;

export const LOGIN_EMAIL = {
  maxLength: 254,
  /** zod's own email pattern (`z.regexes.email`, without needless escapes), given to the schema too. */
  pattern:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  formatMessage: 'Format email tidak valid.',
  tooLongMessage: 'Email maksimal 254 karakter.',
} as const;

export const LOGIN_PASSWORD = {
  maxLength: PASSWORD_MAX_LENGTH,
  tooLongMessage: `Password maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
} as const;

export type LoginFields = { email: string; password: string };
export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/** Length as zod counts it for `max`: in characters (code points), not UTF-16 units. */
const characters = (text: string) => [...text].length;

/** The email as the server reads it: trimmed and in lower case. */
export const normalizeLoginEmail = (email: string) => email.trim().toLowerCase();

/**
 * The first problem of each field, as the login form shows it (an empty field is 'Wajib diisi.'); an empty
 * object when the server's schema would accept the values.
 */
export function checkLoginFields({ email, password }: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const normalized = normalizeLoginEmail(email);
  if (email === '') errors.email = REQUIRED_MESSAGE;
  else if (!LOGIN_EMAIL.pattern.test(normalized)) errors.email = LOGIN_EMAIL.formatMessage;
  else if (characters(normalized) > LOGIN_EMAIL.maxLength) errors.email = LOGIN_EMAIL.tooLongMessage;
  if (password === '') errors.password = REQUIRED_MESSAGE;
  else if (characters(password) > LOGIN_PASSWORD.maxLength) errors.password = LOGIN_PASSWORD.tooLongMessage;
  return errors;
}
