// The standard set (list, search, show, store, update, delete) for a catalogue table with no child rows:
// written once, used by extra packages, user packages and user storages.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';
import { AppError, STALE_MESSAGE } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/pg-errors.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import type { DeclaredSorts } from './list-order.ts';
import type { ExportQuery, StandardRepository } from './standard-repository.ts';
import { tableList } from './table-list.ts';

interface TableSpec<Record, Row, Input> {
  entity: string;
  label: string;
  table: PgTable & { id: PgColumn; updated_at: PgColumn };
  searchColumns: PgColumn[];
  /** The columns the list sorts by, keyed by the declaration's sortable fields (list-order.ts `declaredSorts`). */
  sorts: DeclaredSorts;
  /** The list's own filters (release notes' status), from the parsed query. */
  filter?(query: ExportQuery): SQL | undefined;
  toRow(record: Record): Row;
  toValues(input: Input): Partial<Record>;
  /** Refuses the delete with a message when other records still use this one. */
  inUse?(db: Db, id: number): Promise<string | undefined>;
}

/** Throws 409 when the client saved from a version older than the stored one. */
export function assertFresh(stored: Date, sent: string | undefined) {
  if (sent !== undefined && new Date(sent).getTime() !== stored.getTime())
    throw AppError.conflict(STALE_MESSAGE);
}

type Stamped = { id: number; updated_at: Date };

/** The record by id, locked for a write when `lock`, or 404 in the spec's words. */
async function findRecord<Record extends Stamped>(
  spec: TableSpec<Record, unknown, never>,
  db: Db,
  id: number,
  lock = false,
): Promise<Record> {
  const query = db
    .select()
    .from(spec.table as PgTable)
    .where(eq(spec.table.id, id));
  const [record] = (await (lock ? query.for('update') : query)) as Record[];
  if (!record) throw AppError.notFound(spec.label);
  return record;
}

async function storeRecord<Record extends Stamped, Row, Input>(
  spec: TableSpec<Record, Row, Input>,
  db: Db,
  input: Input,
  context: AuditContext,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [record] = (await tx
      .insert(spec.table)
      .values({ ...spec.toValues(input), created_at: now, updated_at: now } as never)
      .returning()) as Record[];
    await writeAudit(tx, context, {
      action: 'create',
      entity: spec.entity,
      entityId: record!.id,
      after: record,
    });
    return spec.toRow(record!);
  });
}

async function updateRecord<Record extends Stamped, Row, Input extends { updated_at?: string }>(
  spec: TableSpec<Record, Row, Input>,
  db: Db,
  id: number,
  input: Input,
  context: AuditContext,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await findRecord(spec, tx, id, true);
    assertFresh(before.updated_at, input.updated_at);
    const [record] = (await tx
      .update(spec.table)
      .set({ ...spec.toValues(input), updated_at: new Date() } as never)
      .where(eq(spec.table.id, id))
      .returning()) as Record[];
    await writeAudit(tx, context, {
      action: 'update',
      entity: spec.entity,
      entityId: id,
      before,
      after: record,
    });
    return spec.toRow(record!);
  });
}

async function removeRecord<Record extends Stamped>(
  spec: TableSpec<Record, unknown, never>,
  db: Db,
  id: number,
  context: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRecord(spec, tx, id, true);
    const reason = await spec.inUse?.(tx, id);
    if (reason) throw AppError.conflict(reason);
    try {
      await tx.delete(spec.table).where(eq(spec.table.id, id));
    } catch (error) {
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
        throw AppError.conflict(`${spec.label} masih digunakan oleh data lain dan tidak dapat dihapus.`);
      throw error;
    }
    await writeAudit(tx, context, { action: 'delete', entity: spec.entity, entityId: id, before });
  });
}

export function createSimpleCrud<
  Record extends { id: number; updated_at: Date },
  Row,
  Input extends { updated_at?: string },
>(spec: TableSpec<Record, Row, Input>): StandardRepository<Row, Input> {
  const { table } = spec;
  const where = (search: string): SQL | undefined => containsText(search, ...spec.searchColumns);
  /** The one filter of the list, its export and its count: the search and the list's own filters. */
  const listFilter = (query: ExportQuery): SQL | undefined => and(where(query.search), spec.filter?.(query));
  const listing = tableList<Record, Row>({
    table,
    id: table.id,
    sorts: spec.sorts,
    toRow: spec.toRow,
  });

  return {
    list: (db, query) => listing.page(db, listFilter(query), query),
    exportRows: (db, query) => listing.exportRows(db, listFilter(query), query),
    async search(db, name) {
      // drizzle types a table passed as a parameter by PgTable's general row; the spec names the record.
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where(name))
        .orderBy(desc(table.id))
        .limit(20);
      return (rows as Record[]).map(spec.toRow);
    },
    show: async (db, id) => spec.toRow(await findRecord(spec, db, id)),
    store: (db, input, context) => storeRecord(spec, db, input, context),
    update: (db, id, input, context) => updateRecord(spec, db, id, input, context),
    remove: (db, id, context) => removeRecord(spec, db, id, context),
  };
}
