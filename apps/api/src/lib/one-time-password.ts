// One-time passwords (issue 33): what a new administrator, or one whose password an admin reset, signs in with
// once before choosing their own. Made here from node:crypto's CSPRNG, shown once in the API's answer and never
// stored in clear nor logged: only its hash is kept (repositories/admins.ts).
import { randomInt } from 'node:crypto';
import { meetsPasswordPolicy } from '@tagih/domain/password-policy';

/** No 0/O, 1/l/I: read off a screen and typed by hand without doubt. 31 letters, about 5 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** Four groups of five (`k7mq2-x9hrd-...`): about 99 bits, far above the policy's 12 characters and zxcvbn 3. */
export function oneTimePassword(email: string): string {
  for (;;) {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    // Random text this long meets the policy all but always; checked anyway, so the promise holds by test.
    if (meetsPasswordPolicy(password, { email })) return password;
  }
}
