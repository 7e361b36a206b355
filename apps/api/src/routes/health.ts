// Liveness (the process answers) and readiness (the database, and Redis when instances share it, answer),
// for orchestrators and the tests. A 503 names what is missing.
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, message: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
    } catch {
      return reply.status(503).send({ code: 503, message: 'database unavailable' });
    }
    const { redis } = app.shared;
    if (redis) {
      try {
        await redis.ping();
      } catch {
        return reply.status(503).send({ code: 503, message: 'redis unavailable' });
      }
    }
    return { code: 200, message: 'ready' };
  });
}
