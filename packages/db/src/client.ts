// Opens the database the configuration names and brings it to the latest migration. With a URL it is
// PostgreSQL (node-postgres pool); without one it is PGlite, Postgres compiled to WebAssembly, in a local
// folder, so `npm start` needs nothing installed. Both run the same drizzle-kit migrations. PGlite is loaded
// only when it is used: its module alone is some 35 MB of a PostgreSQL server's memory (docs/performance.md).
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index.ts';
import { assertEmbeddedFormat } from './embedded-format.ts';

export type Schema = typeof schema;
/** The database or a transaction: repository functions take either (`(db, input) => ...`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool behind `db` (PostgreSQL only), for listening to its events. */
  pool?: pg.Pool;
  /**
   * What a job queue (pg-boss, apps/api plugins/app/job-queue.ts) connects with: the PostgreSQL URL, for a pool
   * of its own, or the one embedded PGlite, which it shares in process.
   */
  jobQueueTarget: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGliteClient };
  /** Throws when the database cannot answer (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database's client (its type only: PGlite itself is loaded on first use, below). */
export type PGliteClient = PGlite;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  migrate?: boolean;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir);
  if (options.migrate !== false) {
    const { url } = options;
    await (url ? withMigrationLock(url, () => migrateDatabase(database)) : migrateDatabase(database));
  }
  return database;
}

/** The advisory lock every instance takes around its migrations (any fixed number; this one spells "tagih"). */
export const MIGRATION_LOCK_KEY = 0x746167_6968;

/**
 * Runs `work` holding a PostgreSQL advisory lock on a connection of its own, so instances that start together
 * migrate one after the other: the first applies the migrations, the others find them applied. The lock ends
 * with its session even if the process dies mid-migration.
 */
async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  // Both migrators take the same config; the casts only bridge the two driver-specific db types.
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder });
  } else await migratePg(database.db as never, { migrationsFolder });
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) {
    assertEmbeddedFormat(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    jobQueueTarget: { kind: 'pglite', client },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query reports the outage instead.
  pool.on('error', () => undefined);
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    pool,
    jobQueueTarget: { kind: 'postgres', url },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
