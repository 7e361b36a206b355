// The standard set (list, search, show, store, update, delete) for a catalogue table with no child rows:
// written once, used by extra packages, user packages and user storages.
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { AppError, STALE_MESSAGE } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/pg-errors.ts';
import { writeAudit, type AuditContext } from './audit.ts';

export interface ListQuery {
  page: number;
  search: string;
}

/** `Detail` is what show, store and update answer when it is more than a list row (child rows, names). */
export interface StandardRepository<Row, Input, Detail = Row> {
  /** `estimated`: total is an estimate (a search matching too many rows to count on every request). */
  list(db: Db, query: ListQuery): Promise<{ rows: Row[]; total: number; estimated?: boolean }>;
  search(db: Db, name: string): Promise<Row[]>;
  show(db: Db, id: number): Promise<Detail>;
  store(db: Db, input: Input, context: AuditContext): Promise<Detail>;
  update(db: Db, id: number, input: Input, context: AuditContext): Promise<Detail>;
  remove(db: Db, id: number, context: AuditContext): Promise<void>;
}

interface TableSpec<Record, Row, Input> {
  entity: string;
  label: string;
  table: PgTable & { id: PgColumn; updated_at: PgColumn };
  searchColumns: PgColumn[];
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

export function createSimpleCrud<
  Record extends { id: number; updated_at: Date },
  Row,
  Input extends { updated_at?: string },
>(spec: TableSpec<Record, Row, Input>): StandardRepository<Row, Input> {
  const { table } = spec;
  const where = (search: string): SQL | undefined => containsText(search, ...spec.searchColumns);
  // drizzle's generic table types cannot follow a table passed as a parameter; these casts only restore them.
  const select = (db: Db) =>
    db.select().from(table as PgTable) as unknown as {
      where(w: SQL | undefined): {
        orderBy(o: SQL): { limit(n: number): { offset(n: number): Promise<Record[]> } };
      };
    };

  async function find(db: Db, id: number, lock = false): Promise<Record> {
    const query = db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    const [record] = (await (lock ? query.for('update') : query)) as Record[];
    if (!record) throw AppError.notFound(spec.label);
    return record;
  }

  return {
    async list(db, { page, search }) {
      const filter = where(search);
      const [rows, totals] = await Promise.all([
        select(db)
          .where(filter)
          .orderBy(desc(table.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(filter),
      ]);
      return { rows: rows.map(spec.toRow), total: Number(totals[0]?.n ?? 0) };
    },
    async search(db, name) {
      const rows = await select(db).where(where(name)).orderBy(desc(table.id)).limit(20).offset(0);
      return rows.map(spec.toRow);
    },
    async show(db, id) {
      return spec.toRow(await find(db, id));
    },
    async store(db, input, context) {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [record] = (await tx
          .insert(table)
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
    },
    async update(db, id, input, context) {
      return db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        assertFresh(before.updated_at, input.updated_at);
        const [record] = (await tx
          .update(table)
          .set({ ...spec.toValues(input), updated_at: new Date() } as never)
          .where(eq(table.id, id))
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
    },
    async remove(db, id, context) {
      await db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        const reason = await spec.inUse?.(tx, id);
        if (reason) throw AppError.conflict(reason);
        try {
          await tx.delete(table).where(eq(table.id, id));
        } catch (error) {
          if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
            throw AppError.conflict(`${spec.label} masih digunakan oleh data lain dan tidak dapat dihapus.`);
          throw error;
        }
        await writeAudit(tx, context, { action: 'delete', entity: spec.entity, entityId: id, before });
      });
    },
  };
}
