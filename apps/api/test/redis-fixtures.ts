// Redis for the tests of several instances: the server TEST_REDIS_URL names (default: the local one on 6379),
// whether it answers (tests that need it are skipped, saying why, when it does not), a key prefix of the
// test's own, and the removal of that prefix's keys afterwards.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at TEST_REDIS_URL's address (a second at most). */
export function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** `tagih-test:<name>:<random>:`, so parallel test files and leftovers never meet. */
export const testKeyPrefix = (name: string) => `tagih-test:${name}:${randomBytes(4).toString('hex')}:`;

export const openTestRedis = () => new Redis(TEST_REDIS_URL);

/** The keys under `prefix`, sorted. */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys.sort();
}

export async function dropKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length > 0) await redis.del(...keys);
}
