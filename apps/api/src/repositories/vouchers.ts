// Vouchers (spec 2.17): the standard set over the `vouchers` table. The code is generated here and never taken
// from the client; a targeted item must exist in the catalogue table of the voucher's module; a voucher that an
// order used stays (409), because the order's stored price was computed with it.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addOns, orders, productItems, userPackages, vouchers, type Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { generateVoucherCode, VOUCHER_CODE_ALPHABET } from '@tagih/domain/vouchers';
import { VOUCHER_MODULES, type VoucherRow, type VoucherValues } from '@tagih/domain/schemas/voucher';
import { AppError } from '../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../lib/pg-errors.ts';
import { containsText } from '../lib/search.ts';
import { writeAudit } from './audit.ts';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { ExportQuery, StandardRepository } from './standard-repository.ts';
import { assertFresh } from './simple-crud.ts';
import { tableList } from './table-list.ts';
import { toVoucherRow, type VoucherRecord } from './voucher-rows.ts';
import { voucherListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

const LABEL = 'Voucher';
const IN_USE = 'Voucher masih dipakai oleh order dan tidak dapat dihapus.';
const CODE_ATTEMPTS = 5;

/** Uniform over the alphabet: (k + 0.5) / n lands inside the k-th of n equal slices of [0, 1). */
const cryptoRandom = () => (randomInt(VOUCHER_CODE_ALPHABET.length) + 0.5) / VOUCHER_CODE_ALPHABET.length;

const TARGET_TABLES = {
  1: { table: userPackages, missing: 'User Package yang dipilih tidak ditemukan.' },
  2: { table: productItems, missing: 'Product Item yang dipilih tidak ditemukan.' },
  3: { table: addOns, missing: 'Add On yang dipilih tidak ditemukan.' },
} as const;

/** A voucher with the name of the item it targets (one of three tables, by its module). */
const JOINED = {
  voucher: vouchers,
  user_package: userPackages.name,
  product_item: productItems.name,
  add_on: addOns.name,
};

/** The joins of the target's name onto a select from vouchers. */
const withTargets = <Query extends PgSelect>(query: Query) =>
  query
    .leftJoin(userPackages, eq(userPackages.id, vouchers.id_user_package))
    .leftJoin(productItems, eq(productItems.id, vouchers.id_product_item))
    .leftJoin(addOns, eq(addOns.id, vouchers.id_add_on));
const selectRows = (db: Db) => withTargets(db.select(JOINED).from(vouchers).$dynamic());
const joinedFrom = (db: Db, fields: SelectedFields): PgSelect =>
  withTargets(db.select(fields).from(vouchers).$dynamic());

type JoinedRow = {
  voucher: VoucherRecord;
  user_package: string | null;
  product_item: string | null;
  add_on: string | null;
};
const fromJoined = (row: JoinedRow) =>
  toVoucherRow(row.voucher, row.user_package ?? row.product_item ?? row.add_on);

const searchFilter = (text: string): SQL | undefined =>
  containsText(text, vouchers.name_voucher, vouchers.code_voucher);

/** The list's one filter: the search, and `active` (1: still valid today or later in WIB, 0: expired). */
function listFilter(query: ExportQuery): SQL | undefined {
  const today = todayInJakarta();
  const validity =
    query.active === 1
      ? gte(vouchers.end_date, today)
      : query.active === 0
        ? lt(vouchers.end_date, today)
        : undefined;
  return and(searchFilter(query.search), validity);
}

const SORT_COLUMNS = declaredSorts(voucherListColumns, {
  name_voucher: vouchers.name_voucher,
  code_voucher: vouchers.code_voucher,
  type_voucher: vouchers.type_voucher,
  start_date: vouchers.start_date,
  end_date: vouchers.end_date,
});

/** The voucher list in a sort, and its export: the same filter, the target's name joined. */
const voucherList = tableList<JoinedRow, VoucherRow>({
  table: vouchers,
  id: vouchers.id,
  sorts: SORT_COLUMNS,
  joined: { fields: JOINED, from: joinedFrom },
  toRow: fromJoined,
});

function columnsOf(input: VoucherValues) {
  const { updated_at: _version, ...columns } = input;
  return columns;
}

/** A targeted item must exist; it is share-locked so it cannot be deleted before this voucher is committed. */
async function assertTargetExists(db: Db, input: VoucherValues) {
  if (input.id_module === null) return;
  const field = VOUCHER_MODULES[input.id_module].target;
  const id = input[field];
  if (id === null || id === 0) return;
  const { table, missing } = TARGET_TABLES[input.id_module];
  const found = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share');
  if (found.length === 0) throw AppError.field(field, missing);
}

async function findLocked(db: Db, id: number): Promise<VoucherRecord> {
  const [record] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!record) throw AppError.notFound(LABEL);
  return record;
}

async function show(db: Db, id: number): Promise<VoucherRow> {
  const [row] = await selectRows(db).where(eq(vouchers.id, id));
  if (!row) throw AppError.notFound(LABEL);
  return fromJoined(row);
}

/**
 * Inserts with a fresh code, retrying on the (1 in 10^12) clash with an existing one. Each attempt runs in a
 * savepoint, so a unique violation does not abort the surrounding transaction.
 */
async function insertWithFreshCode(
  db: Db,
  input: VoucherValues,
  generateCode: () => string,
): Promise<VoucherRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const code_voucher = generateCode();
    try {
      return await db.transaction(async (savepoint) => {
        const now = new Date();
        const [record] = await savepoint
          .insert(vouchers)
          .values({ ...columnsOf(input), code_voucher, created_at: now, updated_at: now })
          .returning();
        return record!;
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

export interface VoucherRepositoryOptions {
  /** Where codes come from; tests pass a fixed sequence to force a clash. */
  generateCode?: () => string;
}

export function createVoucherRepository(
  options: VoucherRepositoryOptions = {},
): StandardRepository<VoucherRow, VoucherValues> {
  const generateCode = options.generateCode ?? (() => generateVoucherCode(cryptoRandom));

  return {
    list: (db, query) => voucherList.page(db, listFilter(query), query),
    exportRows: (db, query) => voucherList.exportRows(db, listFilter(query), query),

    // The look-up feeds the order form's voucher select: an expired voucher (end_date before today in WIB)
    // cannot be used on a new order, so it is not offered.
    async search(db, name) {
      const usable = gte(vouchers.end_date, todayInJakarta());
      const rows = await selectRows(db)
        .where(and(searchFilter(name), usable))
        .orderBy(desc(vouchers.id))
        .limit(20);
      return rows.map(fromJoined);
    },

    show,

    async store(db, input, context) {
      return db.transaction(async (tx) => {
        await assertTargetExists(tx, input);
        const record = await insertWithFreshCode(tx, input, generateCode);
        await writeAudit(tx, context, {
          action: 'create',
          entity: 'voucher',
          entityId: record.id,
          after: record,
        });
        return show(tx, record.id);
      });
    },

    async update(db, id, input, context) {
      return db.transaction(async (tx) => {
        const before = await findLocked(tx, id);
        assertFresh(before.updated_at, input.updated_at);
        await assertTargetExists(tx, input);
        const [record] = await tx
          .update(vouchers)
          .set({ ...columnsOf(input), updated_at: new Date() })
          .where(eq(vouchers.id, id))
          .returning();
        await writeAudit(tx, context, {
          action: 'update',
          entity: 'voucher',
          entityId: id,
          before,
          after: record,
        });
        return show(tx, id);
      });
    },

    async remove(db, id, context) {
      await db.transaction(async (tx) => {
        const before = await findLocked(tx, id);
        const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.id_master_voucher, id));
        if (Number(used?.n ?? 0) > 0) throw AppError.conflict(IN_USE);
        try {
          await tx.delete(vouchers).where(eq(vouchers.id, id));
        } catch (error) {
          // an order stored meanwhile by a transaction that started before our count
          if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw AppError.conflict(IN_USE);
          throw error;
        }
        await writeAudit(tx, context, { action: 'delete', entity: 'voucher', entityId: id, before });
      });
    },
  };
}

export const voucherRepository = createVoucherRepository();
