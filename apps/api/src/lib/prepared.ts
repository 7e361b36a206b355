// drizzle's prepared queries (`.prepare('name')`), built once per database handle. A prepared query is bound
// to the handle it was built on, and building one (its SQL rendered from the query builder) costs more CPU
// than running a read by id, so the hot reads keep theirs for the process's database. This is a memo of
// query objects, not data: nothing in it can go stale. A transaction is short-lived and gets a fresh one;
// PostgreSQL still reuses the named statement its connection has prepared.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';

export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    if (is(db, PgTransaction)) return build(db);
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
