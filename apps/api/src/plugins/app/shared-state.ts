// What instances of the server must agree on: the sign-in throttle, session revocations and the rate limit.
// With REDIS_URL they are kept in Redis, so a guess counted or a token revoked on one instance counts on
// every other; without it each process keeps its own, as a single instance needs nothing more.
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MemoryLoginThrottle, type LoginThrottle } from '../../lib/login-throttle.ts';
import { RedisLoginThrottle } from '../../lib/redis-login-throttle.ts';
import { revocationsUnder, type RedisRevocations } from '../../lib/redis-revocations.ts';

export interface SharedState {
  /** The Redis client, or null without REDIS_URL. */
  redis: Redis | null;
  /** REDIS_KEY_PREFIX: every key this deployment writes starts with it. */
  keyPrefix: string;
  loginThrottle: LoginThrottle;
  /** Revoked sessions every instance reads; null without Redis (auth keeps them in process then). */
  revocations: RedisRevocations | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    shared: SharedState;
  }
}

/** How long a command may wait for Redis before the request fails with 503 instead of hanging. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects, or throws naming REDIS_URL (the start stops: an instance that cannot share its throttle and
 * revocations must not serve). After the start a lost connection is retried in the background; meanwhile
 * commands fail at once (no offline queue) and the request answers 503, failing closed.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  // Loaded only with REDIS_URL: a single instance never needs it, and its module alone is 8 MB of RSS.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const where = new URL(url).host;
    throw new Error(`REDIS_URL: cannot connect to Redis at ${where} (${(error as Error).message})`);
  }
  return redis;
}

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix: keyPrefix, loginWindowSeconds } = app.config;
    const windowMs = loginWindowSeconds * 1000;
    if (!redisUrl) {
      app.decorate('shared', {
        redis: null,
        keyPrefix,
        loginThrottle: new MemoryLoginThrottle(windowMs),
        revocations: null,
      });
      return;
    }
    let lastLogged = '';
    const redis = await connectRedis(redisUrl, (error) => {
      // A reconnect loop repeats the same error every attempt: once per kind is enough in the log.
      if (error.message === lastLogged) return;
      lastLogged = error.message;
      app.log.warn({ err: error }, 'redis connection error');
    });
    redis.on('ready', () => {
      if (lastLogged) app.log.info('redis connection restored');
      lastLogged = '';
    });
    app.decorate('shared', {
      redis,
      keyPrefix,
      loginThrottle: new RedisLoginThrottle(redis, `${keyPrefix}login:`, windowMs),
      revocations: revocationsUnder(redis, keyPrefix),
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state', dependencies: ['config'] },
);
