// What every standard list answers and how a route calls it: the list and export queries, an export's rows,
// and the repository a standard set (routes/standard-set.ts) serves. Declared apart from its implementations
// (simple-crud.ts, table-list.ts, companies.ts, ...), so they import it and never each other for a type.
import type { Db } from '@tagih/db';
import type { SortDirection } from '@tagih/domain/schemas/list-query';
import type { AuditContext } from './audit.ts';

/**
 * What an export reads: the list's search, its sort (a wire field the list declares sortable; the route's
 * schema has refused any other) and its own filters, as its query schema parsed them (list-columns.ts).
 */
export interface ExportQuery {
  [filter: string]: unknown;
  search: string;
  sort?: string;
  dir?: SortDirection;
}
/** What a list reads: the same and the page. */
export interface ListQuery extends ExportQuery {
  page: number;
}

/** An export's rows in chunks of the list's order, and their count when it was cheap to know first. */
export interface ExportRows<Row> {
  total: number | undefined;
  chunks: AsyncIterable<Row[]>;
}

/** `Detail` is what show, store and update answer when it is more than a list row (child rows, names). */
export interface StandardRepository<Row, Input, Detail = Row> {
  /** `estimated`: total is an estimate (a search matching too many rows to count on every request). */
  list(db: Db, query: ListQuery): Promise<{ rows: Row[]; total: number; estimated?: boolean }>;
  /** Every row the list would show on all its pages, in its order (GET {base}/export). */
  exportRows(db: Db, query: ExportQuery): Promise<ExportRows<Row>>;
  search(db: Db, name: string): Promise<Row[]>;
  show(db: Db, id: number): Promise<Detail>;
  store(db: Db, input: Input, context: AuditContext): Promise<Detail>;
  update(db: Db, id: number, input: Input, context: AuditContext): Promise<Detail>;
  remove(db: Db, id: number, context: AuditContext): Promise<void>;
}
