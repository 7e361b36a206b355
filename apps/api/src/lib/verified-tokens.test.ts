import { describe, expect, it } from 'vitest';
import { bearerToken, VerifiedTokens, type TokenClaims } from './verified-tokens.ts';

function counted(claims: Record<string, TokenClaims>) {
  const calls: string[] = [];
  const verify = (token: string) => {
    calls.push(token);
    const found = claims[token];
    if (!found) throw new Error('bad signature');
    return found;
  };
  return { calls, verify };
}

describe('VerifiedTokens', () => {
  const good = { sub: '1', jti: 'j1', exp: 2_000 };

  it('verifies a token once and answers its claims from memory afterwards', () => {
    const { calls, verify } = counted({ good });
    const tokens = new VerifiedTokens(verify, () => 1_000_000);
    expect(tokens.claimsOf('good')).toEqual(good);
    expect(tokens.claimsOf('good')).toEqual(good);
    expect(calls).toEqual(['good']);
  });

  it('refuses a token whose signature does not verify, every time', () => {
    const { calls, verify } = counted({});
    const tokens = new VerifiedTokens(verify, () => 0);
    expect(tokens.claimsOf('forged')).toBeNull();
    expect(tokens.claimsOf('forged')).toBeNull();
    expect(calls).toEqual(['forged', 'forged']);
  });

  it('refuses a remembered token once its exp has passed (exp is in seconds)', () => {
    let now = 1_999_999;
    const tokens = new VerifiedTokens(counted({ good }).verify, () => now);
    expect(tokens.claimsOf('good')).toEqual(good);
    now = 2_000_000;
    expect(tokens.claimsOf('good')).toBeNull();
  });

  it('refuses claims without a string sub and jti and a numeric exp', () => {
    const odd = { sub: 1, jti: 'j', exp: 5 } as unknown as TokenClaims;
    expect(new VerifiedTokens(counted({ odd }).verify, () => 0).claimsOf('odd')).toBeNull();
  });
});

describe('bearerToken', () => {
  it('takes the token of a Bearer header, in any case of the scheme', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('answers null for a missing, other or malformed header', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
