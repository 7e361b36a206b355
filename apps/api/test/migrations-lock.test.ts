// Instances that start together on one new PostgreSQL database migrate one after the other (an advisory
// lock in openDatabase): every one of them starts, and each migration is applied exactly once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@tagih/db';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const migrations = readdirSync(path.resolve(import.meta.dirname, '../../../packages/db/drizzle')).filter(
  (file) => file.endsWith('.sql'),
);

describe.skipIf(!adminUrl)('migrations under an advisory lock', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, 'tagih_migrate');
  });
  afterAll(() => scratch.drop());

  it('lets four instances start together on an empty database, each migration applied once', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url: scratch.url, poolSize: 2 })),
    );
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ n: migrations.length, distinct_hashes: migrations.length });
    } finally {
      await client.end();
    }
  });
});
