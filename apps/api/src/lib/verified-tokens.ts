// Bearer tokens whose signature this process has already checked, so a burst of requests with one token
// costs one HMAC and one JSON decode instead of one per request (docs/performance.md). Keyed by the whole
// token string: the same bytes verify the same way every time. Expiry is still checked on every use, and the
// session behind the token is still looked up (session-cache.ts), so logout is as immediate as before.
export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

const MAX_ENTRIES = 10_000;

export class VerifiedTokens {
  private tokens = new Map<string, TokenClaims>();

  constructor(
    private readonly verify: (token: string) => TokenClaims,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's claims, or null when its signature, shape or expiry is wrong. */
  claimsOf(token: string): TokenClaims | null {
    let claims = this.tokens.get(token);
    if (!claims) {
      try {
        claims = this.verify(token);
      } catch {
        return null;
      }
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number')
        return null;
      if (this.tokens.size >= MAX_ENTRIES) this.tokens.clear();
      this.tokens.set(token, claims);
    }
    if (claims.exp * 1000 <= this.now()) {
      this.tokens.delete(token);
      return null;
    }
    return claims;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token, ...rest] = header.split(' ');
  if (rest.length > 0 || !token || !/^Bearer$/i.test(scheme ?? '')) return null;
  return token;
}
