// Liveness (the process answers) and readiness (the database, and Redis when instances share it, answer),
// for orchestrators and the tests. A 503 names what is missing.
import type { FastifyInstance } from 'fastify';

/**
 * Probes are logged from `warn` up only: the image's healthcheck asks every 15 seconds, and an access line for
 * each would bury the requests people make. A failing probe says why in its answer.
 */
const probe = { schema: { hide: true }, logLevel: 'warn' } as const;

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', probe, async () => ({ code: 200, message: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
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
