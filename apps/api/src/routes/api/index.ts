// The /api scope. Authentication is its default: every route needs a valid, unrevoked bearer token unless
// it says `config.public` (login, the public login-page settings and feeds).
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index.ts';
import publicRoutes from './public/index.ts';
import extraPackageRoutes from './extra-packages/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    await app.authenticate(request);
  });

  await app.register(authRoutes);
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(extraPackageRoutes, { prefix: '/extra-packages' });
}
