// Two real server processes on one PostgreSQL database and one Redis, each with a data folder of its own (as
// two machines would have): what one instance does, the other honours at once. A logout on A is refused by
// the very next request to B, sign-in guesses spread over both are counted together, a payment proof
// uploaded on A is served by B, and clearing client sessions on B is what A sees.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUserSessions, clientUsers, openDatabase, type Database } from '@tagih/db';
import { FAULT_ADMIN, startServer, TEST_JWT_SECRET, type ServerProcess } from './faults/processes.ts';
import { solidPng } from './fixtures/images.ts';
import { multipart } from './fixtures/multipart.ts';
import { basePayload, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import {
  dropKeys,
  keysUnder,
  openTestRedis,
  redisReachable,
  TEST_REDIS_URL,
  testKeyPrefix,
} from './redis-fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const skipReason = !adminUrl
  ? 'TEST_DATABASE_URL is not set'
  : !(await redisReachable())
    ? `no Redis answers at ${TEST_REDIS_URL}`
    : '';

type Answer = { status: number; body: { code?: number; message?: string; data?: Record<string, unknown> } };

async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const signIn = (base: string, password = FAULT_ADMIN.password) =>
  call(base, 'POST', '/api/login-admin', undefined, { email: FAULT_ADMIN.email, password });

async function tokenFrom(base: string): Promise<string> {
  const answer = await signIn(base);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return String(answer.body.data!.token);
}

describe.skipIf(skipReason !== '')(
  `two instances on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const prefix = testKeyPrefix('instances');
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'tagih-instance-')));
    let scratch: ScratchDatabase;
    let database: Database;
    let redis: Redis;
    let a: ServerProcess;
    let b: ServerProcess;
    let catalogue: OrderCatalogue;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!, 'tagih_instances');
      const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET };
      const started = await Promise.all(dirs.map((dir) => startServer(scratch.url, dir, env)));
      a = started[0]!;
      b = started[1]!;
      database = await openDatabase({ url: scratch.url, poolSize: 2, migrate: false });
      catalogue = await seedOrderCatalogue(database.db);
      redis = openTestRedis();
    });
    afterAll(async () => {
      await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
      await database?.close();
      if (redis) {
        await dropKeys(redis, prefix);
        await redis.quit();
      }
      await scratch?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('refuses on B, at once, a token logged out on A that B had just accepted', async () => {
      const token = await tokenFrom(a.url);
      expect((await call(b.url, 'GET', '/api/companies', token)).status).toBe(200);
      expect((await call(a.url, 'POST', '/api/logout', token)).body.message).toBe('Logout berhasil.');
      expect(await call(b.url, 'GET', '/api/companies', token)).toEqual({
        status: 401,
        body: { code: 401, message: 'Unauthenticated.' },
      });
      expect((await call(a.url, 'GET', '/api/companies', token)).status).toBe(401);
    });

    it("ends on B the client users' sessions A sees, and keeps the administrator signed in on both", async () => {
      const [user] = await database.db
        .insert(clientUsers)
        .values({ id_company: catalogue.maju.id_company, username_user: 'budi.maju' })
        .returning();
      const expires_at = new Date(Date.now() + 3_600_000);
      await database.db.insert(clientUserSessions).values([
        { id: 'session-1', user_id: user!.id, expires_at },
        { id: 'session-2', user_id: user!.id, expires_at },
      ]);
      const token = await tokenFrom(a.url);
      const cleared = await call(b.url, 'GET', '/api/destroy-session', token);
      expect(cleared.body).toEqual({ code: 200, message: 'Clear All Sessions!', data: { deleted: 2 } });
      expect((await call(a.url, 'GET', '/api/destroy-session', token)).body.data).toEqual({ deleted: 0 });
      const [left] = await database.db.select({ n: count() }).from(clientUserSessions);
      expect(left?.n).toBe(0);
      expect((await call(a.url, 'GET', '/api/companies', token)).status).toBe(200);
    });

    it('serves on B a payment proof uploaded on A (the file is in the shared database, on no disk)', async () => {
      const token = await tokenFrom(a.url);
      const stored = await call(a.url, 'POST', '/api/orders/store', token, basePayload(catalogue));
      expect(stored.status).toBe(200);
      const png = solidPng(6, 6, [30, 160, 90]);
      const form = multipart([
        { name: 'id', value: String(stored.body.data!.id) },
        { name: 'file', value: png, filename: 'bukti.png', contentType: 'image/png' },
      ]);
      const uploaded = await fetch(`${a.url}/api/orders/payment_proof`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...form.headers },
        body: form.payload,
      });
      expect(uploaded.status).toBe(200);
      const { uri } = ((await uploaded.json()) as { data: { uri: string } }).data;
      const served = await fetch(`${b.url}${uri}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
      for (const dir of dirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);
    });

    // Last: it locks the administrator out from this address for the rest of the window.
    it('locks the (e-mail, address) pair after 5 wrong passwords spread over A and B: the 6th is refused on either', async () => {
      for (const base of [a.url, b.url, a.url, b.url, a.url]) {
        const guess = await signIn(base, 'wrong-password');
        expect([guess.status, guess.body.message]).toEqual([422, 'The given data was invalid.']);
      }
      for (const base of [b.url, a.url]) {
        const refused = await signIn(base);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toMatch(
          /^Terlalu banyak percobaan login\. Coba lagi dalam \d+ detik\.$/,
        );
      }
      // The counts and the route's rate limit live under this deployment's prefix, the e-mail nowhere in a key.
      const keys = await keysUnder(redis, prefix);
      expect(keys.some((key) => key.startsWith(`${prefix}login:`))).toBe(true);
      expect(keys.some((key) => key.startsWith(`${prefix}rate-limit:`))).toBe(true);
      expect(keys.join(' ')).not.toContain(FAULT_ADMIN.email);
    });
  },
);
