// The last-active-admin rule (decisions.md "Administrators"): someone must always be able to manage the
// administrators, so the last administrator with role `admin` who is not disabled can be neither demoted nor
// disabled (409). Every change that can take an admin away (a role change, a disable, from the console or the
// command) runs this in its transaction before writing.
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { admins, type Db } from '@tagih/db';
import { LAST_ADMIN_MESSAGE } from '@tagih/domain/schemas/admin';
import { AppError } from '../lib/app-error.ts';

/**
 * One key for every change of who is an active admin. Transaction-scoped: released at commit or rollback.
 * Without it two demotions of the last two admins, each counting the other, could both commit (write skew).
 */
const ACTIVE_ADMINS_LOCK = 3_300_001;

/**
 * Refuses (409) when administrator `id` is an active `admin` and no other one is. Call inside the transaction
 * that then demotes or disables them; it waits for any other such change to commit first.
 */
export async function refuseLosingLastAdmin(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
  const [target] = await tx
    .select({ role: admins.role, disabled_at: admins.disabled_at })
    .from(admins)
    .where(eq(admins.id, id));
  if (!target || target.role !== 'admin' || target.disabled_at) return;
  const [others] = await tx
    .select({ total: count() })
    .from(admins)
    .where(and(eq(admins.role, 'admin'), isNull(admins.disabled_at), ne(admins.id, id)));
  if ((others?.total ?? 0) === 0) throw AppError.conflict(LAST_ADMIN_MESSAGE);
}
