// A new, empty database on the PostgreSQL server TEST_DATABASE_URL points at, for one test file, fault test
// or browser test server, and how to drop it afterwards (forcing off any connection still open).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `prefix` names what made it (tagih_test, tagih_e2e...), so a leftover can be traced. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists "${name}" with (force)`) };
}
