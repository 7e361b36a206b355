import { count, eq } from 'drizzle-orm';
import { extraPackages, orderExtraPackages } from '@tagih/db';
import type { ExtraPackage } from '@tagih/domain/schemas/extra-package';
import { createSimpleCrud } from './simple-crud.ts';
import { extraPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

type ExtraPackageInput = { name: string; price: string; updated_at?: string };

export const extraPackageRepository = createSimpleCrud<
  typeof extraPackages.$inferSelect,
  ExtraPackage,
  ExtraPackageInput
>({
  entity: 'extra_package',
  label: 'Extra package',
  table: extraPackages,
  searchColumns: [extraPackages.name],
  sorts: declaredSorts(extraPackageListColumns, { name: extraPackages.name, price: extraPackages.price }),
  toRow: (record) => ({
    id: record.id,
    name: record.name,
    price: record.price,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  }),
  toValues: (input) => ({ name: input.name, price: input.price }),
  async inUse(db, id) {
    const [used] = await db
      .select({ n: count() })
      .from(orderExtraPackages)
      .where(eq(orderExtraPackages.id_extra_package, id));
    return Number(used?.n ?? 0) > 0
      ? 'Extra package masih dipakai oleh order dan tidak dapat dihapus.'
      : undefined;
  },
});
