// Bearer authentication for the whole /api scope. A token is an HS256 JWT whose jti names a row in
// admin_sessions; logout revokes that row, so a logged-out token is refused at once although unexpired. A
// checked session is trusted for a few seconds without another database read (lib/session-cache.ts), and a
// token's signature is checked once per process (lib/verified-tokens.ts). With several instances (REDIS_URL)
// every request also asks Redis whether its session was revoked (lib/redis-revocations.ts): the local cache
// can then never keep a token alive that another instance logged out.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findActiveSession, revokeSession, type RevokedSession } from '../../repositories/admin-sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { SessionCache, type CachedAdmin } from '../../lib/session-cache.ts';
import { bearerToken, VerifiedTokens, type TokenClaims } from '../../lib/verified-tokens.ts';
import { apiKeyLimiter, authenticateApiKey, isApiKeySecret } from '../../lib/api-key-auth.ts';

export interface AuthenticatedAdmin extends CachedAdmin {
  jti: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A console session's JWT, or an API key (`tgh_...`, lib/api-key-auth.ts). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    issueToken(admin: { id: number }): { token: string; jti: string; expiresAt: Date };
    /** Logout: refuses the request's token from now on, in this process at once, in Redis and in the database. */
    revokeToken(request: FastifyRequest): Promise<void>;
    /** Sessions just revoked in the database (password change): refused by this process from now on. */
    forgetSessions(revoked: RevokedSession[]): Promise<void>;
    /** A session whose administrator just changed (a one-time password replaced): read again next request. */
    recheckSession(jti: string): void;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; jti: string };
    user: { sub: string; jti: string; exp: number };
  }
}

export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.jwtTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('admin', null);
    app.decorateRequest('apiKey', null);
    const limiter = apiKeyLimiter(app);

    app.decorate('issueToken', (admin: { id: number }) => {
      const jti = randomUUID();
      const token = app.jwt.sign({ sub: String(admin.id), jti });
      return { token, jti, expiresAt: new Date(Date.now() + app.config.jwtTtlSeconds * 1000) };
    });

    const sessions = new SessionCache();
    const tokens = new VerifiedTokens((token) => app.jwt.verify<TokenClaims>(token));
    const claimsOf = new WeakMap<FastifyRequest, { exp: number }>();
    const { revocations } = app.shared;

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      if (token && isApiKeySecret(token)) return authenticateApiKey(app, limiter, request, reply, token);
      const claims = token ? tokens.claimsOf(token) : null;
      if (!claims || sessions.isRevoked(claims.jti)) throw AppError.unauthenticated();
      if (revocations && (await revocations.isRevoked(claims.jti))) throw AppError.unauthenticated();
      let admin = sessions.get(claims.jti);
      if (!admin) {
        const checkedAt = Date.now();
        const session = await findActiveSession(app.db, claims.jti);
        if (!session) throw AppError.unauthenticated();
        admin = {
          id: session.admin_id,
          name: session.name,
          email: session.email,
          role: session.role,
          must_change_password: session.must_change_password,
        };
        sessions.remember(claims.jti, admin, checkedAt);
      }
      if (String(admin.id) !== claims.sub) throw AppError.unauthenticated();
      claimsOf.set(request, { exp: claims.exp });
      request.admin = { ...admin, jti: claims.jti };
    });

    app.decorate('revokeToken', async (request: FastifyRequest) => {
      const jti = request.admin!.jti;
      const expiresAt =
        (claimsOf.get(request)?.exp ?? 0) * 1000 || Date.now() + app.config.jwtTtlSeconds * 1000;
      sessions.revoke(jti, expiresAt);
      // Redis before the database: once logout answers, every instance refuses the token.
      await revocations?.revoke(jti, expiresAt);
      await revokeSession(app.db, jti);
    });

    // After the database write: a lookup already in flight that read the row before it cannot cache the session
    // afterwards (SessionCache.remember refuses a revoked jti), and a cached one is dropped here.
    // Redis too, so every other instance refuses them on their next request (none trusts its cache first).
    app.decorate('forgetSessions', async (revoked: RevokedSession[]) => {
      for (const session of revoked) {
        sessions.revoke(session.id, session.expires_at.getTime());
        await revocations?.revoke(session.id, session.expires_at.getTime());
      }
    });

    app.decorate('recheckSession', (jti: string) => sessions.recheck(jti));
  },
  { name: 'auth', dependencies: ['config', 'db', 'shared-state', 'rate-limit'] },
);
