// The database goes away under load and comes back: the server, on a PostgreSQL instance the test started
// itself (initdb into a temporary folder, its own port), answers 503 in the envelope while the database is
// down, /readyz fails, and once the database is back it serves again without being restarted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, seedBase, type Database } from '@tagih/db';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import {
  apiClient,
  canRunOwnPostgres,
  FAULT_ADMIN,
  ownPostgres,
  TEST_JWT_SECRET,
  waitFor,
} from './processes.ts';

const RUN = Boolean(process.env.TEST_DATABASE_URL) && canRunOwnPostgres();
const REASON = process.env.TEST_DATABASE_URL
  ? ' - skipped: /usr/lib/postgresql/15/bin/initdb is not installed'
  : ' - skipped: set TEST_DATABASE_URL (the outage needs a real PostgreSQL server; PGlite lives inside the process)';

interface Answer {
  at: number;
  what: string;
  status: number | 'no answer';
  body: unknown;
  ms: number;
}

describe.skipIf(!RUN)(
  `database outage and recovery (ASVS V7.4.1, V7.4.2; API4:2023, API8:2023)${RUN ? '' : REASON}`,
  () => {
    let postgres: Awaited<ReturnType<typeof ownPostgres>>;
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    let dataDir: string;

    beforeAll(async () => {
      postgres = await ownPostgres();
      database = await openDatabase({ url: postgres.url, poolSize: 5 });
      await seedBase(database.db, { adminEmail: FAULT_ADMIN.email, adminPassword: FAULT_ADMIN.password });
      dataDir = mkdtempSync(path.join(tmpdir(), 'security-outage-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        DEMO_SEED: 'off',
        DATABASE_URL: postgres.url,
      });
      app = await buildApp({ config, database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      try {
        await app?.close();
        // Bounded: a pool that lost clients would wait for them for ever (the test above fails then).
        await Promise.race([
          database?.close().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
      } finally {
        postgres?.destroy();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('answers 503 in the envelope while the database is down, fails /readyz, and recovers without a restart', async () => {
      const api = apiClient(baseUrl);
      await api.signIn();
      expect((await api.call('GET', '/api/extra-packages')).status).toBe(200);

      // Load: readers and writers in a loop, every answer recorded.
      const answers: Answer[] = [];
      const acknowledged: number[] = [];
      let running = true;
      const worker = async (index: number) => {
        for (let i = 0; running; i += 1) {
          const write = (index + i) % 2 === 0;
          const started = Date.now();
          const what = write ? 'store' : 'list';
          try {
            const response = write
              ? await api.call('POST', '/api/extra-packages/store', {
                  name: `Beban ${index}-${i}`,
                  price: 1000 + i,
                })
              : await api.call('GET', '/api/extra-packages');
            answers.push({
              at: started,
              what,
              status: response.status,
              body: response.json,
              ms: Date.now() - started,
            });
            if (write && response.status === 200) acknowledged.push(response.json.data!.id as number);
          } catch (error) {
            answers.push({
              at: started,
              what,
              status: 'no answer',
              body: String(error),
              ms: Date.now() - started,
            });
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const workers = Array.from({ length: 6 }, (_, index) => worker(index));
      // The load is running (reads and writes answered) before the database goes away.
      await waitFor(
        'the load to be answered before the outage',
        async () => answers.filter((answer) => answer.status === 200).length >= 12,
        30_000,
      );

      const stoppedAt = Date.now();
      postgres.stop('immediate');
      await waitFor('/readyz to fail', async () => (await fetch(`${baseUrl}/readyz`)).status === 503, 15_000);
      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ code: 503, message: expect.any(String) });
      // Down until the load has been answered a few times, however slowly the machine goes.
      await waitFor(
        'answers while the database is down',
        async () => answers.filter((answer) => answer.at > stoppedAt + 200).length > 5,
        30_000,
      );

      const restartedAt = Date.now();
      postgres.start();
      await waitFor(
        '/readyz to pass again',
        async () => (await fetch(`${baseUrl}/readyz`)).status === 200,
        30_000,
      );
      // The same load is answered again after the restart, reads and writes alike, before it stops.
      await waitFor(
        'reads and writes answered after the restart',
        async () =>
          ['store', 'list'].every((what) =>
            answers.some(
              (answer) => answer.at > restartedAt && answer.what === what && answer.status === 200,
            ),
          ),
        30_000,
      );
      running = false;
      await Promise.all(workers);

      const during = answers.filter(
        (answer) => answer.at > stoppedAt + 200 && answer.at + answer.ms < restartedAt,
      );
      expect(during.length, 'requests made while the database was down').toBeGreaterThan(5);
      for (const answer of during) {
        expect(answer.status, JSON.stringify(answer)).toBe(503);
        expect(answer.body, JSON.stringify(answer)).toEqual({
          code: 503,
          message: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
        });
        expect(answer.ms, `answered slowly: ${JSON.stringify(answer)}`).toBeLessThan(7000);
      }
      // Around the stop, a request may be cut; it is never answered with a 500 or anything but 200/503.
      for (const answer of answers) expect([200, 503], JSON.stringify(answer)).toContain(answer.status);

      // No client was lost by the pool on the way (none is checked out once the load has stopped).
      const pool = database.pool!;
      await waitFor(
        'every pool client to be back',
        async () => pool.totalCount === pool.idleCount,
        5_000,
      ).catch(() => undefined);
      expect(pool.totalCount - pool.idleCount, 'pool clients never given back after the outage').toBe(0);

      // Recovered in the same process: reads and writes work, and every acknowledged write is there.
      expect((await api.call('GET', '/api/extra-packages')).status).toBe(200);
      const stored = await api.call('POST', '/api/extra-packages/store', {
        name: 'Setelah pulih',
        price: 5000,
      });
      expect(stored.status).toBe(200);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query<{ id: number }>('select id from extra_packages');
      await client.end();
      const ids = new Set(rows.map((row) => row.id));
      for (const id of acknowledged) expect(ids.has(id), `acknowledged write ${id} lost`).toBe(true);
    });
  },
);
