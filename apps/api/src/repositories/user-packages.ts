// User packages (spec 2.15): a single table, the standard set from createSimpleCrud, plus the API-only
// status toggle (spec section 4 "User package status").
import { eq } from 'drizzle-orm';
import { masterPackages, orders, userPackages, vouchers, type Db } from '@tagih/db';
import type { UserPackage } from '@tagih/domain/schemas/user-package';
import { AppError } from '../lib/app-error.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { inUseMessage } from './in-use.ts';
import { createSimpleCrud } from './simple-crud.ts';
import { userPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

type UserPackageRecord = typeof userPackages.$inferSelect;
type UserPackageValues = {
  name: string;
  total_user: number;
  price: string;
  is_showing: number;
  description: string;
  updated_at?: string;
};

function toRow(record: UserPackageRecord): UserPackage {
  return {
    id: record.id,
    name: record.name,
    price: record.price,
    total_user: record.total_user,
    is_showing: record.is_showing,
    description: record.description,
    status: record.status,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

export const userPackageRepository = createSimpleCrud<UserPackageRecord, UserPackage, UserPackageValues>({
  entity: 'user_package',
  label: 'User package',
  table: userPackages,
  searchColumns: [userPackages.name],
  sorts: declaredSorts(userPackageListColumns, {
    name: userPackages.name,
    price: userPackages.price,
    total_user: userPackages.total_user,
  }),
  toRow,
  // status is left out on purpose: it changes only through change-status.
  toValues: (input) => ({
    name: input.name,
    total_user: input.total_user,
    price: input.price,
    is_showing: input.is_showing,
    description: sanitizeHtml(input.description),
  }),
  inUse: (db, id) =>
    inUseMessage(db, 'User package', id, [
      { by: 'order', column: orders.id_user_package },
      { by: 'master package', column: masterPackages.user_package_id },
      { by: 'voucher', column: vouchers.id_user_package },
    ]),
});

/** Sets the status to the one given, or flips it when none is given. Locked and audited. */
export async function changeUserPackageStatus(
  db: Db,
  id: number,
  status: 0 | 1 | undefined,
  context: AuditContext,
): Promise<UserPackage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(userPackages).where(eq(userPackages.id, id)).for('update');
    if (!before) throw AppError.notFound('User package');
    const next = status ?? (before.status === 1 ? 0 : 1);
    const [after] = await tx
      .update(userPackages)
      .set({ status: next, updated_at: new Date() })
      .where(eq(userPackages.id, id))
      .returning();
    await writeAudit(tx, context, {
      action: 'change-status',
      entity: 'user_package',
      entityId: id,
      before,
      after,
    });
    return toRow(after!);
  });
}
