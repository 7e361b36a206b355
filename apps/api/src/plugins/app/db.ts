import type { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@tagih/db';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

interface PoolClient extends EventEmitter {
  release(error?: Error | boolean): void;
}

interface Pool extends EventEmitter {
  connect(...args: unknown[]): Promise<PoolClient> | undefined;
}

/** How long a client whose connection died may stay checked out before the pool takes it back. */
const LOST_CLIENT_GRACE_MS = 1_000;

/**
 * Keeps the PostgreSQL pool whole through a database outage. Two failures of node-postgres and drizzle, seen
 * by test/faults/database-outage.test.ts:
 * - a client the pool has handed out (a transaction between two queries) emits 'error' when its connection
 *   dies, and only idle clients are listened to: unheard, that event ends the process;
 * - drizzle's transaction() sends BEGIN before its try/finally, so when BEGIN fails on a dead connection the
 *   client is never released: each outage leaks clients until the pool is empty and every request waits.
 * So every client handed out by `connect()` is listened to, and one whose connection died is given back to
 * the pool (and discarded) if its user has not done so shortly after; a second release is ignored.
 */
function guardPool(database: Database, log: FastifyBaseLogger) {
  if (database.kind !== 'postgres') return;
  const pool = (database.db as unknown as { $client?: Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') return;
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // callback form: pool.query, which listens itself
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onLost = (error: Error) => {
        log.warn({ err: error }, 'database connection lost');
        setTimeout(() => {
          if (released) return;
          log.warn('a client whose connection died was still checked out; returning it to the pool');
          client.release(error);
        }, LOST_CLIENT_GRACE_MS).unref();
      };
      client.on('error', onLost);
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onLost);
        release(error);
      };
      return client;
    });
  };
}

/** The database is opened by the caller (server or test) and handed in, so tests can inspect it directly. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    guardPool(database, app.log);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
