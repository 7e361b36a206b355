// Master packages (spec 2.18): a named bundle with a package code (decisions.md "The ledger"). A store or
// update without a code (absent or empty) gets the month's next generated code PKG-YYYYMM-NNNN, taken from the
// sequence inside the writing transaction; a code that is sent is the user's, used exactly as given, and a
// 422 under kode_paket when another record has it. The unique index decides races: a generated code that
// collides with a code stored meanwhile is retried with the next number, a given one is refused.
import { asc, eq } from 'drizzle-orm';
import {
  addOns,
  masterPackageAddOns,
  masterPackages,
  productItems,
  userPackages,
  userStorages,
  type Db,
} from '@tagih/db';
import type { MasterPackage, MasterPackageDetail } from '@tagih/domain/schemas/master-package';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { writeAudit } from './audit.ts';
import { codeExists, KODE_TAKEN, refusingDuplicateCode, withGeneratedCode } from './master-package-codes.ts';
import { lockExistingAddOns, missingAddOnErrors } from './product-items.ts';
import { assertFresh, createSimpleCrud } from './simple-crud.ts';
import type { StandardRepository } from './standard-repository.ts';
import { masterPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

type MasterPackageRecord = typeof masterPackages.$inferSelect;
export type MasterPackageValues = {
  nama_paket: string;
  kode_paket: string;
  product_item_id: number;
  user_package_id: number;
  user_storage_id: number;
  add_on_id: number[];
  start_date: string;
  end_date: string;
  updated_at?: string;
};

function toRow(record: MasterPackageRecord): MasterPackage {
  return {
    id: record.id,
    nama_paket: record.nama_paket,
    kode_paket: record.kode_paket,
    product_item_id: record.product_item_id,
    user_package_id: record.user_package_id,
    user_storage_id: record.user_storage_id,
    start_date: record.start_date,
    end_date: record.end_date,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

const columns = (input: MasterPackageValues) => ({
  nama_paket: input.nama_paket,
  product_item_id: input.product_item_id,
  user_package_id: input.user_package_id,
  user_storage_id: input.user_storage_id,
  start_date: input.start_date,
  end_date: input.end_date,
});

const base = createSimpleCrud<MasterPackageRecord, MasterPackage, MasterPackageValues>({
  entity: 'master_package',
  label: 'Master package',
  table: masterPackages,
  searchColumns: [masterPackages.nama_paket, masterPackages.kode_paket],
  sorts: declaredSorts(masterPackageListColumns, {
    nama_paket: masterPackages.nama_paket,
    kode_paket: masterPackages.kode_paket,
  }),
  toRow,
  toValues: columns, // unused: store and update are this file's own (codes, add-on links)
});

/** Every referenced record must exist; they are share-locked so a concurrent delete waits and then refuses. */
async function checkReferences(tx: Db, input: MasterPackageValues): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [product] = await tx
    .select({ id: productItems.id })
    .from(productItems)
    .where(eq(productItems.id, input.product_item_id))
    .for('share');
  if (!product) errors.product_item_id = ['Product item tidak ditemukan.'];
  const [userPackage] = await tx
    .select({ id: userPackages.id })
    .from(userPackages)
    .where(eq(userPackages.id, input.user_package_id))
    .for('share');
  if (!userPackage) errors.user_package_id = ['User package tidak ditemukan.'];
  const [storage] = await tx
    .select({ id: userStorages.id })
    .from(userStorages)
    .where(eq(userStorages.id, input.user_storage_id))
    .for('share');
  if (!storage) errors.user_storage_id = ['User storage tidak ditemukan.'];
  return {
    ...errors,
    ...missingAddOnErrors('add_on_id', input.add_on_id, await lockExistingAddOns(tx, input.add_on_id)),
  };
}

async function detailOf(db: Db, record: MasterPackageRecord): Promise<MasterPackageDetail> {
  const named = async (
    table: typeof productItems | typeof userPackages | typeof userStorages,
    id: number | null,
  ) => {
    if (id === null) return null;
    const t = table as typeof productItems;
    const [row] = await db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id));
    return row ?? null;
  };
  const addOnRows = await db
    .select({ id: addOns.id, name: addOns.name })
    .from(masterPackageAddOns)
    .innerJoin(addOns, eq(addOns.id, masterPackageAddOns.add_on_id))
    .where(eq(masterPackageAddOns.master_package_id, record.id))
    .orderBy(asc(addOns.id));
  return {
    ...toRow(record),
    add_on_id: addOnRows.map((row) => row.id),
    product_item: await named(productItems, record.product_item_id),
    user_package: await named(userPackages, record.user_package_id),
    user_storage: await named(userStorages, record.user_storage_id),
    add_ons: addOnRows,
  };
}

async function replaceAddOns(tx: Db, id: number, addOnIds: number[]) {
  await tx.delete(masterPackageAddOns).where(eq(masterPackageAddOns.master_package_id, id));
  if (addOnIds.length > 0)
    await tx
      .insert(masterPackageAddOns)
      .values(addOnIds.map((addOnId) => ({ master_package_id: id, add_on_id: addOnId })));
}

/** The code the client sent, or undefined when it left the choice to the server ('' once parsed). */
const givenCode = (input: MasterPackageValues) => (input.kode_paket === '' ? undefined : input.kode_paket);

export const masterPackageRepository: StandardRepository<
  MasterPackage,
  MasterPackageValues,
  MasterPackageDetail
> = {
  list: base.list,
  exportRows: base.exportRows,
  search: base.search,
  remove: base.remove,
  async show(db, id) {
    const [record] = await db.select().from(masterPackages).where(eq(masterPackages.id, id));
    if (!record) throw AppError.notFound('Master package');
    return detailOf(db, record);
  },
  store: (db, input, context) =>
    db.transaction(async (tx) => {
      const given = givenCode(input);
      const errors = await checkReferences(tx, input);
      if (given !== undefined && (await codeExists(tx, given))) errors.kode_paket = [KODE_TAKEN];
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const now = new Date();
      const insert = async (writer: Db, kode_paket: string) =>
        (
          await writer
            .insert(masterPackages)
            .values({ ...columns(input), kode_paket, created_at: now, updated_at: now })
            .returning()
        )[0]!;
      const record =
        given === undefined
          ? await withGeneratedCode(tx, insert)
          : await refusingDuplicateCode(() => insert(tx, given));
      await replaceAddOns(tx, record.id, input.add_on_id);
      const after = await detailOf(tx, record);
      await writeAudit(tx, context, {
        action: 'create',
        entity: 'master_package',
        entityId: record.id,
        after,
      });
      return after;
    }),
  update: (db, id, input, context) =>
    db.transaction(async (tx) => {
      const [stored] = await tx.select().from(masterPackages).where(eq(masterPackages.id, id)).for('update');
      if (!stored) throw AppError.notFound('Master package');
      assertFresh(stored.updated_at, input.updated_at);
      const given = givenCode(input);
      const errors = await checkReferences(tx, input);
      if (given !== undefined && (await codeExists(tx, given, id))) errors.kode_paket = [KODE_TAKEN];
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const before = await detailOf(tx, stored);
      const change = async (writer: Db, kode_paket: string) =>
        (
          await writer
            .update(masterPackages)
            .set({ ...columns(input), kode_paket, updated_at: new Date() })
            .where(eq(masterPackages.id, id))
            .returning()
        )[0]!;
      const record =
        given === undefined
          ? await withGeneratedCode(tx, change)
          : await refusingDuplicateCode(() => change(tx, given));
      await replaceAddOns(tx, id, input.add_on_id);
      const after = await detailOf(tx, record);
      await writeAudit(tx, context, {
        action: 'update',
        entity: 'master_package',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
};
