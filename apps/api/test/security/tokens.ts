// Hand-made JWTs for the attacks on the bearer check: forged signatures, `alg: none`, expired and revoked
// tokens. Built with node:crypto so the test does not trust the library it is testing.
import { createHmac } from 'node:crypto';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodePayload(token: string): { sub: string; jti: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export function signJwt(payload: object, secret: string, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(unsigned)
    .digest('base64url')}`;
}

/** The unsigned token of the classic attack: `alg: none` and an empty signature. */
export function unsignedToken(payload: object): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** Every way of presenting a bad credential, built from a real session's claims. */
export function badCredentials(options: {
  secret: string;
  validToken: string;
  revokedToken: string;
}): Record<string, string | undefined> {
  const claims = decodePayload(options.validToken);
  const now = Math.floor(Date.now() / 1000);
  return {
    'no token': undefined,
    'wrong signature': signJwt(claims, 'an-attacker-secret-that-is-long-enough-0123456789'),
    'alg none': unsignedToken(claims),
    'alg none, upper case': `${encode({ alg: 'NONE', typ: 'JWT' })}.${encode(claims)}.`,
    'HS512 with the right secret (algorithm not allowed)': signJwt(claims, options.secret, 'HS512'),
    expired: signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, options.secret),
    'revoked (logged out)': options.revokedToken,
    'unknown session (jti never issued)': signJwt(
      { ...claims, jti: '00000000-0000-4000-8000-000000000000' },
      options.secret,
    ),
    'session of another admin (sub altered)': signJwt({ ...claims, sub: '999' }, options.secret),
    garbage: 'not.a.jwt',
    'Basic scheme': `Basic ${Buffer.from('admin@tagih.local:admin12345').toString('base64')}`,
  };
}

export const authorization = (credential: string | undefined) =>
  credential === undefined
    ? {}
    : { authorization: credential.startsWith('Basic ') ? credential : `Bearer ${credential}` };
