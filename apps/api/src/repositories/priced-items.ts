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
import { productItemListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

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

type Stamped = { id: number; updated_at: Date };

/**
 * Both tables share the priced-item columns; drizzle cannot follow a union of tables, so one is named for its
 * columns, and the statements are written on PgTable, whose general rows the spec names as its record.
 */
const columnsOf = (spec: { table: typeof productItems | typeof addOns }) => spec.table as typeof productItems;

async function findItem<Record>(
  spec: { table: typeof productItems | typeof addOns; label: string },
  db: Db,
  id: number,
  lock = false,
): Promise<Record> {
  const table: PgTable = spec.table;
  const query = db
    .select()
    .from(table)
    .where(eq(columnsOf(spec).id, id));
  const [record] = (await (lock ? query.for('update') : query)) as Record[];
  if (!record) throw AppError.notFound(spec.label);
  return record;
}

async function detailOf<Record extends Stamped, Row, Input, Extra>(
  spec: PricedItemSpec<Record, Row, Input, Extra>,
  db: Db,
  record: Record,
): Promise<PricedItemDetail<Row, Extra>> {
  const state = await spec.details.read(db, record.id);
  const extra = spec.links ? await spec.links.read(db, record.id) : ({} as Extra);
  return { ...spec.toRow(record), ...state, ...extra };
}

/** Every reference of the input checked at once, so one 422 names every bad field. */
async function checkReferences<Input extends PricedItemInput, Extra>(
  spec: { links?: ItemLinks<Input, Extra> },
  tx: Db,
  input: Input,
) {
  const errors = {
    ...(await checkSubmoduleRows(tx, input.submodule)),
    ...(spec.links ? await spec.links.check(tx, input) : {}),
  };
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** The priced columns and child rows of a write: the server's own sums of the sub-module rows. */
async function writeChildren<Input, Extra>(
  spec: { details: ReturnType<typeof submoduleDetailStore>; links?: ItemLinks<Input, Extra> },
  tx: Db,
  id: number,
  input: Input,
  rows: ReturnType<typeof priceSubmoduleRows>['rows'],
) {
  await spec.details.replace(tx, id, rows);
  await spec.links?.replace(tx, id, input);
}

async function storeItem<Record extends Stamped, Row, Input extends PricedItemInput, Extra>(
  spec: PricedItemSpec<Record, Row, Input, Extra>,
  db: Db,
  input: Input,
  context: AuditContext,
): Promise<PricedItemDetail<Row, Extra>> {
  return db.transaction(async (tx) => {
    await checkReferences(spec, tx, input);
    const priced = priceSubmoduleRows(input.submodule);
    const now = new Date();
    const table: PgTable = spec.table;
    const [record] = (await tx
      .insert(table)
      .values({
        ...spec.columns(input),
        price: priced.total,
        total_disc: priced.totalDisc,
        created_at: now,
        updated_at: now,
      } as never)
      .returning()) as Record[];
    await writeChildren(spec, tx, record!.id, input, priced.rows);
    const after = await detailOf(spec, tx, record!);
    await writeAudit(tx, context, { action: 'create', entity: spec.entity, entityId: record!.id, after });
    return after;
  });
}

async function updateItem<Record extends Stamped, Row, Input extends PricedItemInput, Extra>(
  spec: PricedItemSpec<Record, Row, Input, Extra>,
  db: Db,
  id: number,
  input: Input,
  context: AuditContext,
): Promise<PricedItemDetail<Row, Extra>> {
  return db.transaction(async (tx) => {
    const stored = await findItem<Record>(spec, tx, id, true);
    assertFresh(stored.updated_at, input.updated_at);
    await checkReferences(spec, tx, input);
    const before = await detailOf(spec, tx, stored);
    const priced = priceSubmoduleRows(input.submodule);
    const table: PgTable = spec.table;
    const [record] = (await tx
      .update(table)
      .set({
        ...spec.columns(input),
        price: priced.total,
        total_disc: priced.totalDisc,
        updated_at: new Date(),
      } as never)
      .where(eq(columnsOf(spec).id, id))
      .returning()) as Record[];
    await writeChildren(spec, tx, id, input, priced.rows);
    const after = await detailOf(spec, tx, record!);
    await writeAudit(tx, context, { action: 'update', entity: spec.entity, entityId: id, before, after });
    return after;
  });
}

export function createPricedItemRepository<
  Record extends Stamped,
  Row,
  Input extends PricedItemInput,
  Extra extends object = object,
>(
  spec: PricedItemSpec<Record, Row, Input, Extra>,
): StandardRepository<Row, Input, PricedItemDetail<Row, Extra>> {
  const table = columnsOf(spec);
  const base = createSimpleCrud<Record, Row, Input>({
    entity: spec.entity,
    label: spec.label,
    table,
    searchColumns: [table.name],
    sorts: declaredSorts(productItemListColumns, { name: table.name, price: table.price }),
    toRow: spec.toRow,
    toValues: (input) => spec.columns(input) as Partial<Record>,
    inUse: (db, id) => inUseMessage(db, spec.label, id, spec.references),
  });
  return {
    list: base.list,
    exportRows: base.exportRows,
    search: base.search,
    remove: base.remove,
    show: async (db, id) => detailOf(spec, db, await findItem<Record>(spec, db, id)),
    store: (db, input, context) => storeItem(spec, db, input, context),
    update: (db, id, input, context) => updateItem(spec, db, id, input, context),
  };
}
