// The priced sub-module rows of product items and add-ons, written once for both: checking the rows a form
// sends, the server's own totals (submodule-totals.ts, the code the form uses too), replacing the stored
// rows, and reading them back with what the form needs to show its picker again.
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addOnDetails, productItemDetails, subModules, type Db } from '@tagih/db';
import { capDiscount, toRupiah } from '@tagih/domain/money';
import type { DataSubModule, SubmoduleDetail } from '@tagih/domain/schemas/ref-module';
import { submoduleTotals } from '@tagih/domain/submodule-totals';
import type { FieldErrors } from '../lib/app-error.ts';

/** A row as the input schema leaves it: ids checked for shape, money as digit strings. */
export interface SubmoduleRowValues {
  id: number;
  submodule: number;
  price: string;
  disc: string;
}

export interface PricedRows {
  rows: Array<{ ref_module_id: number; ref_submodule_id: number; price: string; disc: string }>;
  /** The item's price: the sum of (price - disc). */
  total: string;
  totalDisc: string;
}

/** 422 messages for rows whose sub-module is unknown or belongs to another module than the row names. */
export async function checkSubmoduleRows(db: Db, input: SubmoduleRowValues[]): Promise<FieldErrors> {
  const known = await db
    .select()
    .from(subModules)
    .where(
      inArray(
        subModules.id,
        input.map((row) => row.id),
      ),
    );
  const byId = new Map(known.map((subModule) => [subModule.id, subModule]));
  const errors: FieldErrors = {};
  input.forEach((row, index) => {
    const subModule = byId.get(row.id);
    if (!subModule) errors[`submodule.${index}.id`] = ['Sub-module tidak ditemukan.'];
    else if (subModule.ref_module_id !== row.submodule)
      errors[`submodule.${index}.submodule`] = ['Sub-module bukan bagian dari ref module ini.'];
  });
  return errors;
}

/** The rows to store and the item's totals. A disc above its price is stored capped, as the totals count it. */
export function priceSubmoduleRows(input: SubmoduleRowValues[]): PricedRows {
  const { total, totalDisc } = submoduleTotals(
    input.map((row) => ({ price: row.price, disc: row.disc, checked: true })),
  );
  const rows = input.map((row) => {
    const price = toRupiah(row.price);
    return {
      ref_module_id: row.submodule,
      ref_submodule_id: row.id,
      price: String(price),
      disc: String(capDiscount(toRupiah(row.disc), price)),
    };
  });
  return { rows, total: String(total), totalDisc: String(totalDisc) };
}

export interface SubmoduleState {
  ref_module_ids: number[];
  product_item_details: SubmoduleDetail[];
  dataSubModule: DataSubModule;
}

/** The detail rows of one owner table (product_item_details or add_on_details). */
export function submoduleDetailStore(
  table: typeof productItemDetails | typeof addOnDetails,
  owner: PgColumn,
  ownerKey: 'product_item_id' | 'add_on_id',
) {
  // Both tables share their detail columns; drizzle cannot follow a union of tables, so one is named for types.
  const details = table as typeof productItemDetails;

  return {
    async replace(tx: Db, ownerId: number, rows: PricedRows['rows']): Promise<void> {
      await tx.delete(details).where(eq(owner, ownerId));
      if (rows.length > 0)
        await tx.insert(details).values(rows.map((row) => ({ ...row, [ownerKey]: ownerId })) as never);
    },

    async read(db: Db, ownerId: number): Promise<SubmoduleState> {
      const saved = await db
        .select({
          ref_module_id: details.ref_module_id,
          ref_submodule_id: details.ref_submodule_id,
          price: details.price,
          disc: details.disc,
          name: subModules.name,
        })
        .from(details)
        .innerJoin(subModules, eq(subModules.id, details.ref_submodule_id))
        .where(eq(owner, ownerId))
        .orderBy(asc(details.ref_module_id), asc(details.ref_submodule_id));
      const moduleIds = [...new Set(saved.map((row) => row.ref_module_id))];
      const all = moduleIds.length
        ? await db
            .select()
            .from(subModules)
            .where(inArray(subModules.ref_module_id, moduleIds))
            .orderBy(asc(subModules.id))
        : [];
      const bySubmodule = new Map(saved.map((row) => [row.ref_submodule_id, row]));
      const dataSubModule: DataSubModule = {};
      for (const subModule of all) {
        const chosen = bySubmodule.get(subModule.id);
        (dataSubModule[String(subModule.ref_module_id)] ??= []).push({
          id: subModule.id,
          name: subModule.name,
          checked: chosen !== undefined,
          price: chosen?.price ?? '0',
          disc: chosen?.disc ?? '0',
        });
      }
      return { ref_module_ids: moduleIds, product_item_details: saved, dataSubModule };
    },
  };
}

export const productItemDetailStore = submoduleDetailStore(
  productItemDetails,
  productItemDetails.product_item_id,
  'product_item_id',
);
export const addOnDetailStore = submoduleDetailStore(addOnDetails, addOnDetails.add_on_id, 'add_on_id');
