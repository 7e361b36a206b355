// The administrators of 'Setting Mail' (spec 2.21): who can be chosen, and who is chosen to receive a BCC
// of every invoice e-mail. Saving replaces the whole selection in one transaction.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { admins, mailRecipients, type Db } from '@tagih/db';
import type { AdminOption } from '@tagih/domain/schemas/user';
import { AppError } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';
import { writeAudit, type AuditContext } from './audit.ts';

const option = { id: admins.id, name: admins.name, email: admins.email };
const MAX_LISTED = 500;
const SELECTION_LOCK = 7_251_001;

export async function listAdmins(db: Db): Promise<AdminOption[]> {
  return db.select(option).from(admins).orderBy(asc(admins.name), asc(admins.id)).limit(MAX_LISTED);
}

/** Administrators whose name or e-mail contains the text (search-as-you-type, at most 20). */
export async function searchAdmins(db: Db, name: string): Promise<AdminOption[]> {
  return db
    .select(option)
    .from(admins)
    .where(containsText(name, admins.name, admins.email))
    .orderBy(asc(admins.name), asc(admins.id))
    .limit(20);
}

export async function selectedAdmins(db: Db): Promise<AdminOption[]> {
  return db
    .select(option)
    .from(mailRecipients)
    .innerJoin(admins, eq(admins.id, mailRecipients.admin_id))
    .orderBy(asc(admins.name), asc(admins.id));
}

/** Replaces the selection with exactly `ids` (empty clears it); an unknown id refuses it all. */
export async function replaceSelectedAdmins(
  db: Db,
  ids: number[],
  context: AuditContext,
): Promise<AdminOption[]> {
  return db.transaction(async (tx) => {
    // Two saves at once must not interleave their delete and insert: the later one waits, then wins whole.
    await tx.execute(sql`select pg_advisory_xact_lock(${SELECTION_LOCK})`);
    const known = ids.length
      ? await tx.select({ id: admins.id }).from(admins).where(inArray(admins.id, ids))
      : [];
    const missing = ids.filter((id) => !known.some((row) => row.id === id));
    if (missing.length > 0)
      throw AppError.field('idAdmin', `Administrator tidak ditemukan: ${missing.join(', ')}.`);
    const before = await selectedAdmins(tx);
    await tx.delete(mailRecipients);
    if (ids.length > 0) await tx.insert(mailRecipients).values(ids.map((admin_id) => ({ admin_id })));
    const after = await selectedAdmins(tx);
    await writeAudit(tx, context, {
      action: 'update',
      entity: 'mail_recipients',
      entityId: 'setting-mail',
      before,
      after,
    });
    return after;
  });
}
