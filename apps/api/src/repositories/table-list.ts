// A list over one table (issue 20), written once for the standard set's tables and the company list's
// sorted path: a page of a filter in a sort (offset, counted) and the export of the same filter and sort
// (keyset chunks, list-order.ts). The filter is the caller's: the search and the list's own filters.
import { and, count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { SortDirection } from '@tagih/domain/schemas/list-query';
import {
  afterCursor,
  cursorFields,
  keysetChunks,
  mapChunks,
  orderOf,
  sortKeyOf,
  type Cursor,
  type DeclaredSorts,
  type SortKey,
} from './list-order.ts';
import type { ExportQuery, ExportRows, ListQuery } from './standard-repository.ts';

export interface TableListSpec<Record, Row> {
  /** The table listed: counted and filtered. */
  table: PgTable;
  /** The id column: the default order (newest first) and every sort's tie-break. */
  id: PgColumn;
  /** The columns the list sorts by, keyed by the declaration's sortable fields (list-columns.ts). */
  sorts: DeclaredSorts;
  /**
   * What a row is read from when it is more than the table's record (a join's names): its `fields`, selected
   * from the table and what `from` joins. Without it, the table's own columns.
   */
  joined?: { fields: SelectedFields; from(db: Db, fields: SelectedFields): PgSelect };
  /** A row of the fields read (the cursor's fields of an export stand beside them, unread). */
  toRow(record: Record): Row;
  /** The order without a sort: newest first unless the spec lists the table by id ascending. */
  defaultDir?: SortDirection;
}

export function tableList<Record, Row>(spec: TableListSpec<Record, Row>) {
  const { table } = spec;
  const newestFirst: SortKey = { column: spec.id, dir: spec.defaultDir ?? 'desc', id: spec.id };
  const sortOf = (query: ExportQuery) => sortKeyOf(spec.sorts, query, newestFirst);
  const own = {
    fields: getTableColumns(table),
    from: (db: Db, fields: SelectedFields) => db.select(fields).from(table).$dynamic(),
  };
  const { fields, from } = spec.joined ?? own;
  const select = (db: Db, extra: SelectedFields = {}) => from(db, { ...fields, ...extra });
  // drizzle types a select of fields passed as a parameter by its general row; the spec names the record.
  const countOf = async (db: Db, filter: SQL | undefined) => {
    const [total] = await db.select({ n: count() }).from(table).where(filter);
    return Number(total?.n ?? 0);
  };

  return {
    /** A page of the rows matching `filter` in the query's sort, and their count. */
    async page(db: Db, filter: SQL | undefined, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
      const [records, total] = await Promise.all([
        select(db)
          .where(filter)
          .orderBy(...orderOf(sortOf(query)))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE)
          .then((rows) => rows as Record[]),
        countOf(db, filter),
      ]);
      return { rows: records.map(spec.toRow), total };
    },

    /** Every row matching `filter` in the query's sort, a chunk at a time, and their count. */
    async exportRows(db: Db, filter: SQL | undefined, query: ExportQuery): Promise<ExportRows<Row>> {
      const key = sortOf(query);
      const chunks = keysetChunks((after, limit) =>
        select(db, cursorFields(key))
          .where(after ? and(filter, afterCursor(key, after)) : filter)
          .orderBy(...orderOf(key))
          .limit(limit)
          .then((rows) => rows as Array<Record & Cursor>),
      );
      return { total: await countOf(db, filter), chunks: mapChunks(chunks, spec.toRow) };
    },
  };
}
