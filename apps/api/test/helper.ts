// Builds the real app for a test file, on a database of its own: a fresh PostgreSQL database when
// TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite. Tests talk to it through app.inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, seedBase, type Database, type Db } from '@tagih/db';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createScratchDatabase } from './scratch-database.ts';

export const ADMIN = { email: 'admin@tagih.local', password: 'admin12345' };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  token: string;
  /** app.inject with the admin's bearer token. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  login(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** `url`: a database the test made and drops itself (the backup test restores into one). */
async function createTestDatabase(url?: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (url) return { database: await openDatabase({ url, poolSize: 5 }), drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({}), drop: async () => undefined };
  const scratch = await createScratchDatabase(adminUrl, 'tagih_test');
  return { database: await openDatabase({ url: scratch.url, poolSize: 5 }), drop: scratch.drop };
}

/** `appOptions` lets a test see the routes as they register (onRoute), capture the log (logger), move the app's clock (now) or run its job queue. */
export async function createTestContext(
  env: Record<string, string> = {},
  appOptions: Pick<AppOptions, 'logger' | 'onRoute' | 'now' | 'jobQueue' | 'jobPollingSeconds'> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'off',
    ...env,
  });
  const { database, drop } = await createTestDatabase(env.DATABASE_URL);
  await seedBase(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const app = await buildApp({ config, database, logger: false, ...appOptions });

  const login = async (email = ADMIN.email, password = ADMIN.password) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return (response.json() as { data: { token: string } }).data.token;
  };
  const context: TestContext = {
    app,
    database,
    config,
    token: await login(),
    request: (options) =>
      app.inject({ ...options, headers: { authorization: `Bearer ${context.token}`, ...options.headers } }),
    login,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

/** The rows of a raw statement, typed by the caller (the test knows what its own SQL selects). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = z.object({ rows: z.array(z.unknown()) }).parse(await db.execute(query));
  return rows as T[];
}
