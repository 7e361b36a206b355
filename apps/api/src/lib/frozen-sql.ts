// Statements the hot paths build with drizzle on every request (`db.select(...).from(...).prepare(name)`),
// rendered to text once. drizzle renders a query by walking its SQL tree, and the order row alone is some
// 150 column references: rendering it cost more than a third of page 1's server time (docs/performance.md,
// "Searching company names"). A frozen statement is that text in a few raw pieces around its placeholders, so
// each request renders a handful of chunks. Only drizzle's public API: the dialect's sqlToQuery, sql.raw and
// sql.placeholder.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** The text of `build(slot)` in pieces: even ones text, odd ones the names it gave `slot`. */
function render(build: (slot: (name: string) => SQL) => SQL): string[] {
  const { sql: text, params } = dialect.sqlToQuery(build((name) => sql.raw(`\u0000${name}\u0000`)));
  // A bound value would be lost with the text: refused at once, when the module loads.
  if (params.length > 0) throw new Error(`frozen SQL binds ${params.length} value(s): use a slot`);
  return text.split('\u0000');
}

/** `build(value)` rendered once, with a `sql.placeholder(name)` wherever it called `value(name)`. */
export function frozen(build: (value: (name: string) => SQL) => SQL): SQL {
  const pieces = render(build);
  return sql.join(pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.placeholder(piece))));
}
