import fp from 'fastify-plugin';
import type { Database, Db } from '@tagih/db';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** The database is opened by the caller (server or test) and handed in, so tests can inspect it directly. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
