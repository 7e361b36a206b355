// The Redis stores that let several instances agree (plugins/app/shared-state.ts): the sign-in throttle and
// session revocations seen through two clients as two instances would, the app's use of them, and what a
// lost Redis does (503 in the envelope, failing closed; a start that cannot reach it stops, naming REDIS_URL).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RedisLoginThrottle } from '../src/lib/redis-login-throttle.ts';
import { RedisRevocations } from '../src/lib/redis-revocations.ts';
import { connectRedis } from '../src/plugins/app/shared-state.ts';
import { ADMIN, createTestContext } from './helper.ts';
import {
  dropKeys,
  keysUnder,
  openTestRedis,
  redisReachable,
  TEST_REDIS_URL,
  testKeyPrefix,
} from './redis-fixtures.ts';

const reachable = await redisReachable();
const WINDOW_MS = 900_000;

describe('Redis settings', () => {
  it('takes REDIS_URL (or REDIS_URL_FILE) and a key prefix, and names a bad one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe('tagih:');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'two words' })).toThrow(/REDIS_KEY_PREFIX/);
    const dir = mkdtempSync(path.join(tmpdir(), 'tagih-redis-secret-'));
    try {
      writeFileSync(path.join(dir, 'redis'), 'rediss://:secret@cache:6380\n');
      const config = loadConfig({ REDIS_URL_FILE: path.join(dir, 'redis'), REDIS_KEY_PREFIX: 'billing:' });
      expect([config.redisUrl, config.redisKeyPrefix]).toEqual(['rediss://:secret@cache:6380', 'billing:']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!reachable)(
  `Redis stores${reachable ? '' : ` (skipped: no Redis answers at ${TEST_REDIS_URL})`}`,
  () => {
    const prefix = testKeyPrefix('stores');
    let one: Redis;
    let other: Redis;
    beforeAll(() => {
      one = openTestRedis();
      other = openTestRedis();
    });
    afterAll(async () => {
      await dropKeys(one, prefix);
      await Promise.all([one.quit(), other.quit()]);
    });

    it('counts failures from two instances together and blocks the pair at its limit on both', async () => {
      const a = new RedisLoginThrottle(one, `${prefix}login:`, WINDOW_MS);
      const b = new RedisLoginThrottle(other, `${prefix}login:`, WINDOW_MS);
      const limits = [
        { key: 'pair:budi@example.co.id|10.0.0.7', max: 5 },
        { key: 'ip:10.0.0.7', max: 30 },
      ];
      for (const throttle of [a, b, a, b]) await throttle.fail(limits.map((limit) => limit.key));
      expect(await b.check(limits)).toEqual({ blocked: false, retryAfterSeconds: 1, delayMs: 600 });
      await a.fail(limits.map((limit) => limit.key));
      for (const throttle of [a, b]) {
        const verdict = await throttle.check(limits);
        expect(verdict.blocked).toBe(true);
        expect(verdict.retryAfterSeconds).toBeGreaterThan(WINDOW_MS / 1000 - 60);
        expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
      }
      // Another e-mail from the same address is not blocked: only its address count (5 of 30) applies.
      expect((await b.check([{ key: 'pair:sri@example.co.id|10.0.0.7', max: 5 }, limits[1]!])).blocked).toBe(
        false,
      );
      // A correct sign-in forgets the pair on every instance, and keeps the address's count.
      await b.succeed([limits[0]!.key]);
      expect(await a.check(limits)).toEqual({ blocked: false, retryAfterSeconds: 1, delayMs: 750 });
    });

    it('starts a window at the first failure (later ones do not stretch it) and stores no address in a key', async () => {
      const throttle = new RedisLoginThrottle(one, `${prefix}window:`, WINDOW_MS);
      await throttle.fail(['pair:ani@example.co.id|192.0.2.1']);
      const [key] = await keysUnder(one, `${prefix}window:`);
      expect(key).not.toMatch(/ani|192\.0\.2\.1/);
      await one.pexpire(key!, 60_000);
      await throttle.fail(['pair:ani@example.co.id|192.0.2.1']);
      expect(await one.get(key!)).toBe('2');
      expect(await one.pttl(key!)).toBeLessThanOrEqual(60_000);
    });

    it('refuses on one instance a session revoked on another, until the token would have expired', async () => {
      const expiresAt = Date.now() + 3_600_000;
      await new RedisRevocations(one, `${prefix}revoked:`).revoke('jti-1', expiresAt);
      const seen = new RedisRevocations(other, `${prefix}revoked:`);
      expect(await seen.isRevoked('jti-1')).toBe(true);
      expect(await seen.isRevoked('jti-2')).toBe(false);
      expect(await other.pexpiretime(`${prefix}revoked:jti-1`)).toBe(expiresAt);
    });

    it('stops a start that cannot reach Redis, naming REDIS_URL', async () => {
      await expect(connectRedis('redis://127.0.0.1:1', () => undefined)).rejects.toThrow(
        /^REDIS_URL: cannot connect to Redis at 127\.0\.0\.1:1/,
      );
    });
  },
);

describe.skipIf(!reachable)(
  `the app on Redis${reachable ? '' : ` (skipped: no Redis answers at ${TEST_REDIS_URL})`}`,
  () => {
    const prefix = testKeyPrefix('app');
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    let redis: Redis;
    beforeAll(() => {
      redis = openTestRedis();
    });
    afterAll(async () => {
      await dropKeys(redis, prefix);
      await redis.quit();
    });

    it('is ready, rate-limits sign-in and records a logout under its own prefix', async () => {
      const t = await createTestContext(env);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
          code: 200,
          message: 'ready',
        });
        expect(await keysUnder(redis, `${prefix}rate-limit:`)).toHaveLength(1);
        const exp = JSON.parse(Buffer.from(t.token.split('.')[1]!, 'base64url').toString()) as {
          jti: string;
          exp: number;
        };
        expect((await t.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
        expect(await redis.pexpiretime(`${prefix}revoked:${exp.jti}`)).toBe(exp.exp * 1000);
        expect((await t.request({ method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
      } finally {
        await t.close();
      }
    });

    it('answers 503 in the envelope while Redis is unreachable, failing closed', async () => {
      const t = await createTestContext(env);
      try {
        t.app.shared.redis!.disconnect();
        const unavailable = { code: 503, message: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.' };
        const list = await t.request({ method: 'GET', url: '/api/companies' });
        expect([list.statusCode, list.json()]).toEqual([503, unavailable]);
        const login = await t.app.inject({ method: 'POST', url: '/api/login-admin', payload: ADMIN });
        expect([login.statusCode, login.json()]).toEqual([503, unavailable]);
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect([ready.statusCode, ready.json()]).toEqual([503, { code: 503, message: 'redis unavailable' }]);
      } finally {
        await t.close();
      }
    });
  },
);
