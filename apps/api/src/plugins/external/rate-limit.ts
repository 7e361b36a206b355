// Registered without a global limit: routes opt in (login) through their `config.rateLimit`. With several
// instances (REDIS_URL) the counts live in Redis, under this deployment's key prefix, so a limit holds for
// the whole deployment rather than per instance.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async (app) => {
    const { redis, keyPrefix } = app.shared;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:` } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);
