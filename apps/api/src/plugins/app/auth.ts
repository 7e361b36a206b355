// Bearer authentication for the whole /api scope. A token is an HS256 JWT whose jti names a row in
// admin_sessions; logout revokes that row, so a logged-out token is refused at once although unexpired.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { findActiveSession } from '../../repositories/admin-sessions.ts';
import { AppError } from '../../lib/app-error.ts';

export interface AuthenticatedAdmin {
  id: number;
  name: string;
  email: string;
  jti: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    issueToken(admin: { id: number }): { token: string; jti: string; expiresAt: Date };
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

    app.decorate('issueToken', (admin: { id: number }) => {
      const jti = randomUUID();
      const token = app.jwt.sign({ sub: String(admin.id), jti });
      return { token, jti, expiresAt: new Date(Date.now() + app.config.jwtTtlSeconds * 1000) };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: { sub: string; jti: string };
      try {
        claims = await request.jwtVerify<{ sub: string; jti: string }>();
      } catch {
        throw AppError.unauthenticated();
      }
      if (typeof claims.jti !== 'string') throw AppError.unauthenticated();
      const session = await findActiveSession(app.db, claims.jti);
      if (!session || String(session.admin_id) !== claims.sub) throw AppError.unauthenticated();
      request.admin = { id: session.admin_id, name: session.name, email: session.email, jti: claims.jti };
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
