// A browser cannot send a bearer header with an <img> or a PDF navigation, so such addresses carry a
// short-lived HMAC signature instead (decisions.md). The signature covers the path and the expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

export interface SignedLinks {
  sign(pathname: string, ttlSeconds?: number): string;
  /** Throws 401 (missing) or 403 (altered or expired). */
  verify(pathname: string, query: { exp?: unknown; sig?: unknown }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    links: SignedLinks;
  }
}

/** An expiry as `String(exp)` writes it: 0, or digits without a leading zero (at most 15: a safe integer). */
const CANONICAL_EXP = /^(0|[1-9]\d{0,14})$/;

export function createSignedLinks(secret: string, now: () => number = Date.now): SignedLinks {
  const key = `links:${secret}`;
  const signature = (pathname: string, exp: number) =>
    createHmac('sha256', key).update(`${pathname}\n${exp}`).digest('base64url');
  return {
    sign(pathname, ttlSeconds = 600) {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      return `${pathname}?exp=${exp}&sig=${signature(pathname, exp)}`;
    },
    verify(pathname, query) {
      if (typeof query.exp !== 'string' || typeof query.sig !== 'string')
        throw new AppError(401, 'Tautan tidak bertanda tangan.');
      // Only the canonical form the signer wrote (decimal digits, no leading zero, no sign): '1e9', '0x..',
      // '123.0', '+123' or '000123' would be the same number under another spelling, so one signature would
      // open many addresses (docs/security.md).
      const exp = CANONICAL_EXP.test(query.exp) ? Number(query.exp) : Number.NaN;
      const expected = Buffer.from(signature(pathname, exp));
      const given = Buffer.from(query.sig);
      if (!Number.isInteger(exp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError(403, 'Tautan tidak valid.');
      }
      if (exp < Math.floor(now() / 1000)) throw new AppError(403, 'Tautan sudah kedaluwarsa.');
    },
  };
}

export default fp<{ now?: () => Date }>(
  async (app, options) => {
    const now = options.now;
    app.decorate('links', createSignedLinks(app.config.jwtSecret, now ? () => now().getTime() : Date.now));
  },
  { name: 'signed-links', dependencies: ['config'] },
);
