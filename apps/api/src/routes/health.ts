// Liveness (the process answers) and readiness (the database answers), for orchestrators and the tests.
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, message: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { code: 200, message: 'ready' };
    } catch {
      return reply.status(503).send({ code: 503, message: 'database unavailable' });
    }
  });
}
