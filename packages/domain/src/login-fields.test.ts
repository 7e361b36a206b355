import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLoginFields, LOGIN_EMAIL, REQUIRED_MESSAGE } from './login-fields.ts';
import type { LoginFieldErrors, LoginFields } from './login-fields.ts';
import { loginInputSchema } from './schemas/auth.ts';

/** What the server's schema says about each field: its first message, 'Wajib diisi.' for an empty one. */
function schemaErrors(values: LoginFields): LoginFieldErrors {
  const result = loginInputSchema.safeParse(values);
  const errors: LoginFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginFields;
    errors[field] ??= values[field] === '' ? REQUIRED_MESSAGE : issue.message;
  }
  return errors;
}

const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '  '), text, fc.constantFrom('', ' ', '\n'), fc.boolean())
    .map(([before, core, after, upper]) => `${before}${upper ? core.toUpperCase() : core}${after}`);

const emails = fc.oneof(
  padded(fc.emailAddress()),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '   ', 'admin@tagih', 'admin@@tagih.local', 'a@b.c', 'admin@tagih.local'),
  // Around the 254-character bound, counted after trimming.
  fc.integer({ min: 230, max: 270 }).map((length) => `${'a'.repeat(length - 11)}@tagih.test`),
  fc.integer({ min: 230, max: 270 }).map((length) => ` ${'a'.repeat(length - 11)}@tagih.test `),
);
const passwords = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' '),
  fc.integer({ min: 195, max: 205 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 195, max: 205 }).map((length) => '😀'.repeat(length)), // two UTF-16 units, one character
);

describe('the login fields, checked without zod', () => {
  it('refuse exactly what the server’s schema refuses, with the same message under each field', () => {
    fc.assert(
      fc.property(emails, passwords, (email, password) => {
        expect(checkLoginFields({ email, password })).toEqual(schemaErrors({ email, password }));
      }),
      { numRuns: 2000 },
    );
  });

  it('say what is wrong in the words the form shows', () => {
    expect(checkLoginFields({ email: '', password: '' })).toEqual({
      email: 'Wajib diisi.',
      password: 'Wajib diisi.',
    });
    expect(checkLoginFields({ email: 'admin@tagih', password: 'x' })).toEqual({
      email: 'Format email tidak valid.',
    });
    expect(checkLoginFields({ email: ` ${'a'.repeat(250)}@tagih.test`, password: 'x' })).toEqual({
      email: LOGIN_EMAIL.tooLongMessage,
    });
    expect(checkLoginFields({ email: ' Admin@Tagih.Local ', password: 'x'.repeat(201) })).toEqual({
      password: 'Password maksimal 200 karakter.',
    });
    expect(checkLoginFields({ email: 'admin@tagih.local', password: 'admin12345' })).toEqual({});
  });
});
