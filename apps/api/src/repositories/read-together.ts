// Several independent drizzle selects answered by ONE prepared statement, one round trip instead of one
// each. An order store was priced from nine reads and an invoice printed from ten: each read cost a round
// trip, a parse and a plan in PostgreSQL and drizzle building and decoding it here, more than the reads
// themselves (docs/performance.md). Each select becomes a scalar subquery answering its rows as a JSON array
// of text values, decoded by drizzle's own column mapping, so callers get exactly what the select gives.
import * as orm from 'drizzle-orm';
import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@tagih/db';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { NamedStatement } from './raw-rows.ts';

interface SelectedColumn {
  path: string[];
  field: unknown;
}
/** drizzle's own decoding of a select's rows: exported by the package, left out of its types (internal). */
const { orderSelectedFields, mapResultRow } = orm as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedColumn[];
  mapResultRow(
    columns: SelectedColumn[],
    row: unknown[],
    joinsNotNullableMap?: Record<string, boolean>,
  ): unknown;
};

/** Builds the selects of NamedReads: drizzle's QueryBuilder needs no database. */
export const selects = new QueryBuilder();

/** A select built without a database (`selects`): its rows' type is `_['result']`. */
interface BuiltSelect {
  getSQL(): SQL;
  _: { result: unknown };
}
/** What is read of a select's internals: its selected fields (drizzle 0.45). */
interface SelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap?: Record<string, boolean>;
}

const keepText = (value: string): unknown => value;
const NUMBER_TYPES = /^(smallint|integer|serial|smallserial|real|double precision)\b/;

/**
 * What the driver would have parsed before drizzle's decoder sees the value: only the types whose decoders
 * do not read text (serial, boolean). The rest are text to the driver too, or decoders that parse text.
 */
function fromText(field: unknown): (value: string) => unknown {
  if (!is(field, Column)) throw new Error('NamedReads: select table columns only');
  const type = field.getSQLType();
  if (NUMBER_TYPES.test(type)) return Number;
  if (type === 'boolean') return (value) => value === 'true';
  return keepText;
}

/** One statement answering every select of `reads` as a column of JSON, and the decoding of its row. */
function together(reads: Array<[string, BuiltSelect]>) {
  const decoders = reads.map(([, read]) => {
    const internals = read as unknown as SelectInternals;
    const columns = orderSelectedFields(internals.config.fields);
    return {
      columns,
      fromText: columns.map(({ field }) => fromText(field)),
      joins: internals.joinsNotNullableMap,
    };
  });
  const columns = sql.join(
    reads.map(([, read], index) => {
      const names = decoders[index]!.columns.map((_, column) => `c${column}`);
      const aliases = sql.raw(names.join(', '));
      const values = sql.raw(names.map((name) => `t.${name}::text`).join(', '));
      // The subquery's own ORDER BY gives json_agg its rows in order (PostgreSQL aggregates them as read).
      return sql`(select coalesce(json_agg(json_build_array(${values})), '[]') from (${read.getSQL()}) as t(${aliases})) as ${sql.raw(`r${index}`)}`;
    }),
    sql`, `,
  );
  return {
    query: sql`select ${columns}`,
    decode(row: Record<string, unknown[][]> | undefined) {
      const answer: Record<string, unknown[]> = {};
      reads.forEach(([key], index) => {
        const { columns: fields, fromText: parsers, joins } = decoders[index]!;
        answer[key] = (row?.[`r${index}`] ?? []).map((values) =>
          mapResultRow(
            fields,
            values.map((value, column) => (value === null ? null : parsers[column]!(value as string))),
            joins,
          ),
        );
      });
      return answer;
    },
  };
}

/**
 * Selects of a fixed shape answered together by one NamedStatement: built once with `sql.placeholder(...)`
 * values (drizzle's QueryBuilder needs no database), run with each call's values, prepared and, for lookups
 * by key, never planned again. A read that is not needed gets a value matching no row (null). The selects
 * must not depend on each other; one may lock (`.for('share')`). Values travel as text (`::text`), which is
 * how both drivers hand drizzle dates, timestamps and int8, so its decoders give the same values.
 */
export class NamedReads<Reads extends Record<string, BuiltSelect>> {
  private readonly statement: NamedStatement<Record<string, unknown[][]>>;
  private readonly decode: ReturnType<typeof together>['decode'];

  constructor(name: string, reads: Reads) {
    const { query, decode } = together(Object.entries(reads));
    this.statement = new NamedStatement(name, query);
    this.decode = decode;
  }

  async read(
    db: Db,
    values: Record<string, unknown>,
  ): Promise<{ [K in keyof Reads]: Reads[K]['_']['result'] }> {
    const [row] = await this.statement.rows(db, values);
    return this.decode(row) as { [K in keyof Reads]: Reads[K]['_']['result'] };
  }
}
