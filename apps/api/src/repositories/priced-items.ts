// Product items and add-ons share their shape (a name, flags, a description and priced sub-module rows) and
// so their repository: written once here, each of the two adds only its table, its links and its references.
// The price and total_disc stored are the server's own sums of the rows; whatever total a client sends is
// never read (the input schema drops it).
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { addOns, productItems, Db } from '@tagih/db';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { inUseMessage, type Reference } from './in-use.ts';
import { assertFresh, createSimpleCrud } from './simple-crud.ts';
import type { StandardRepository } from './standard-repository.ts';
import {
  checkSubmoduleRows,
  priceSubmoduleRows,
  type SubmoduleRowValues,
  type SubmoduleState,
  type submoduleDetailStore,
} from './submodule-details.ts';

export interface PricedItemInput {
  submodule: SubmoduleRowValues[];
  updated_at?: string;
}

/** Records linked beside the sub-modules (a product item's add-ons): checked before the write, stored after it. */
export interface ItemLinks<Input, Extra> {
  check(tx: Db, input: Input): Promise<FieldErrors>;
  replace(tx: Db, id: number, input: Input): Promise<void>;
  read(db: Db, id: number): Promise<Extra>;
}

interface PricedItemSpec<Record, Row, Input, Extra> {
  entity: string;
  label: string;
  table: typeof productItems | typeof addOns;
  details: ReturnType<typeof submoduleDetailStore>;
  toRow(record: Record): Row;
  /** The item's own columns from the input (price and total_disc are added here). */
  columns(input: Input): object;
  /** What may still refer to an item, refusing its delete. */
  references: Reference[];
  links?: ItemLinks<Input, Extra>;
}

export type PricedItemDetail<Row, Extra> = Row & SubmoduleState & Extra;

export function createPricedItemRepository<
  Record extends { id: number; updated_at: Date },
  Row,
  Input extends PricedItemInput,
  Extra extends object = object,
>(
  spec: PricedItemSpec<Record, Row, Input, Extra>,
): StandardRepository<Row, Input, PricedItemDetail<Row, Extra>> {
  // Both tables share the priced-item columns; drizzle cannot follow a union of tables, so one is named for
  // its columns, and the statements are written on PgTable, whose general rows the spec names as its record.
  const table = spec.table as typeof productItems;
  const anyTable: PgTable = spec.table;
  const base = createSimpleCrud<Record, Row, Input>({
    entity: spec.entity,
    label: spec.label,
    table,
    searchColumns: [table.name],
    sortColumns: { name: table.name, price: table.price },
    toRow: spec.toRow,
    toValues: (input) => spec.columns(input) as Partial<Record>,
    inUse: (db, id) => inUseMessage(db, spec.label, id, spec.references),
  });

  async function find(db: Db, id: number, lock = false): Promise<Record> {
    const query = db.select().from(anyTable).where(eq(table.id, id));
    const [record] = (await (lock ? query.for('update') : query)) as Record[];
    if (!record) throw AppError.notFound(spec.label);
    return record;
  }

  async function detailOf(db: Db, record: Record): Promise<PricedItemDetail<Row, Extra>> {
    const state = await spec.details.read(db, record.id);
    const extra = spec.links ? await spec.links.read(db, record.id) : ({} as Extra);
    return { ...spec.toRow(record), ...state, ...extra };
  }

  /** Every reference of the input checked at once, so one 422 names every bad field. */
  async function checkReferences(tx: Db, input: Input) {
    const errors = {
      ...(await checkSubmoduleRows(tx, input.submodule)),
      ...(spec.links ? await spec.links.check(tx, input) : {}),
    };
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  async function writeChildren(
    tx: Db,
    id: number,
    input: Input,
    rows: ReturnType<typeof priceSubmoduleRows>['rows'],
  ) {
    await spec.details.replace(tx, id, rows);
    await spec.links?.replace(tx, id, input);
  }

  return {
    list: base.list,
    exportRows: base.exportRows,
    search: base.search,
    remove: base.remove,
    async show(db, id) {
      return detailOf(db, await find(db, id));
    },
    async store(db, input, context: AuditContext) {
      return db.transaction(async (tx) => {
        await checkReferences(tx, input);
        const priced = priceSubmoduleRows(input.submodule);
        const now = new Date();
        const [record] = (await tx
          .insert(anyTable)
          .values({
            ...spec.columns(input),
            price: priced.total,
            total_disc: priced.totalDisc,
            created_at: now,
            updated_at: now,
          } as never)
          .returning()) as Record[];
        await writeChildren(tx, record!.id, input, priced.rows);
        const after = await detailOf(tx, record!);
        await writeAudit(tx, context, { action: 'create', entity: spec.entity, entityId: record!.id, after });
        return after;
      });
    },
    async update(db, id, input, context) {
      return db.transaction(async (tx) => {
        const stored = await find(tx, id, true);
        assertFresh(stored.updated_at, input.updated_at);
        await checkReferences(tx, input);
        const before = await detailOf(tx, stored);
        const priced = priceSubmoduleRows(input.submodule);
        const [record] = (await tx
          .update(anyTable)
          .set({
            ...spec.columns(input),
            price: priced.total,
            total_disc: priced.totalDisc,
            updated_at: new Date(),
          } as never)
          .where(eq(table.id, id))
          .returning()) as Record[];
        await writeChildren(tx, id, input, priced.rows);
        const after = await detailOf(tx, record!);
        await writeAudit(tx, context, { action: 'update', entity: spec.entity, entityId: id, before, after });
        return after;
      });
    },
  };
}
