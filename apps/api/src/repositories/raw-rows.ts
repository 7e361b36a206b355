// Statements whose rows are read as the driver answers them, without the ORM's per-column mapping: the hot
// lists select exactly the values they answer (docs/performance.md). Select text for dates, timestamps and
// int8 (`::text`, `to_char`): the two drivers parse those types differently.
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';

/** Rows of a raw statement: both drivers answer { rows } of plain objects, which the shared Db type leaves unknown. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

/** The driver's client under a database handle or a transaction: a pg Pool or PoolClient, or PGlite. */
function clientOf(db: Db): Queryable {
  return (db as unknown as { session: { client: Queryable } }).session.client;
}

/**
 * A statement the hot paths run again and again, kept prepared on each PostgreSQL connection under its name:
 * neither parsed nor, once PostgreSQL settles on a generic plan, planned again. Planning the search
 * statements cost more than running them (docs/performance.md). Its text is rendered from `query` once;
 * the values of its `sql.placeholder(...)`s come with each run, on the database handle or in a transaction.
 */
export class NamedStatement<T> {
  private rendered: { sql: string; params: unknown[] } | undefined;

  constructor(
    readonly name: string,
    private readonly query: SQL,
  ) {}

  async rows(db: Db, values: Record<string, unknown> = {}): Promise<T[]> {
    this.rendered ??= dialect.sqlToQuery(this.query);
    const params = fillPlaceholders(this.rendered.params, values);
    const client = clientOf(db);
    // node-postgres names it on the connection; PGlite has no named statements and runs the text.
    const result =
      'exec' in client
        ? await client.query(this.rendered.sql, params)
        : await client.query({ name: this.name, text: this.rendered.sql, values: params });
    return result.rows as T[];
  }
}

/**
 * A NamedStatement's value that PostgreSQL cannot see while planning, read from a sub-select at run time
 * (an `any(...)` of an array needs the cast again, or it reads the sub-select's rows). A statement whose
 * values are all of this kind costs the planner the same whatever they are, so after its first five runs
 * PostgreSQL keeps one generic plan instead of planning each run, which costs more than a search itself
 * (docs/performance.md). Only for statements whose one plan is right for every value they are given.
 */
export function runTimeValue(name: string, type: 'int[]' | 'text' | 'int'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}
