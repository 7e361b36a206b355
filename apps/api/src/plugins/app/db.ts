import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@tagih/db';
import type { Pool, PoolClient } from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** How long a client whose connection died may stay checked out before the pool takes it back. */
const LOST_CLIENT_GRACE_MS = 1_000;

/**
 * Keeps the PostgreSQL pool whole through a database outage. Two failures of node-postgres and drizzle, seen
 * by test/faults/database-outage.test.ts:
 * - a client the pool has handed out (a transaction between two queries) emits 'error' when its connection
 *   dies, and the pool listens only to idle clients: unheard, that event ends the process;
 * - drizzle's transaction() sends BEGIN before its try/finally, so when BEGIN fails on a dead connection the
 *   client is never released: each outage leaks clients until the pool is empty and every request waits.
 * So every client the pool hands out is listened to from its first checkout for the rest of its life (the
 * pool's public 'acquire' event), and one whose connection died while checked out ('acquire' without
 * 'release' yet) is given back to the pool, and discarded by it, if its user has not done so shortly after.
 */
function guardPool(pool: Pool, log: FastifyBaseLogger) {
  const checkedOut = new WeakSet<PoolClient>();
  // Listened to from its first checkout: the pool may have made a client before this plugin ran (the
  // migrations run on it first), so its 'connect' event would come too late for those.
  const listened = new WeakSet<PoolClient>();
  const onLost = (client: PoolClient) => (error: Error) => {
    if (!checkedOut.has(client)) return; // an idle client: the pool's own listener removes it
    log.warn({ err: error }, 'database connection lost');
    setTimeout(() => {
      if (!checkedOut.has(client)) return;
      log.warn('a client whose connection died was still checked out; returning it to the pool');
      client.release(error);
    }, LOST_CLIENT_GRACE_MS).unref();
  };
  pool.on('acquire', (client) => {
    checkedOut.add(client);
    if (listened.has(client)) return;
    listened.add(client);
    client.on('error', onLost(client));
  });
  pool.on('release', (_error, client) => checkedOut.delete(client));
}

/** The database is opened by the caller (server or test) and handed in, so tests can inspect it directly. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    if (database.pool) guardPool(database.pool, app.log);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
