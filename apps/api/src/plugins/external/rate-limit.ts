// Registered without a global limit: routes opt in (login) through their `config.rateLimit`.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
