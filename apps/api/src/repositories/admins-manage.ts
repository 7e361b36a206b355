// The 'Administrator' screen's reads and writes (issue 33): the paged list with each one's last sign-in, a
// role or name change (which ends their sessions when the role changes), and the one-time passwords of a new
// administrator and of a reset. Creating, disabling and replacing a password are admins.ts's, shared with the
// command.
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { admins, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { AdminListQuery, AdminRow } from '@tagih/domain/schemas/admin';
import type { Role } from '@tagih/domain/permissions';
import { AppError } from '../lib/app-error.ts';
import { oneTimePassword } from '../lib/one-time-password.ts';
import { revokeAdminSessions, type RevokedSession } from './admin-sessions.ts';
import { createAdmin, findAdminById, replaceAdminPassword } from './admins.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { refuseLosingLastAdmin } from './last-admin.ts';
import { isoText } from './sql-values.ts';

const NOT_FOUND = 'Administrator';

/**
 * When each administrator's latest session began: their last sign-in (index admin_sessions_admin_idx). Written
 * out with table names: drizzle drops them in a one-table select, and `id` would then be the session's.
 */
const lastSignIn = sql<string | null>`(select to_char(max(s.created_at) at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from admin_sessions s where s.admin_id = "admins"."id")`;

const rowFields = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  role: admins.role,
  disabled: sql<boolean>`${admins.disabled_at} is not null`,
  disabled_at: isoText(admins.disabled_at),
  must_change_password: admins.must_change_password,
  last_active_at: lastSignIn,
  created_at: isoText(admins.created_at),
};

function listFilter(query: Omit<AdminListQuery, 'page'>): SQL | undefined {
  const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return and(
    query.search ? or(ilike(admins.name, pattern), ilike(admins.email, pattern)) : undefined,
    query.role ? eq(admins.role, query.role) : undefined,
    query.status === 'active' ? isNull(admins.disabled_at) : undefined,
    query.status === 'disabled' ? isNotNull(admins.disabled_at) : undefined,
  );
}

/** One page of ten, by name (then id, so a page never repeats a row), and how many match. */
export async function listAdmins(
  db: Db,
  query: AdminListQuery,
): Promise<{ rows: AdminRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(admins)
      .where(where)
      .orderBy(asc(sql`lower(${admins.name})`), asc(admins.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(admins).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminRow(db: Db, id: number): Promise<AdminRow> {
  const [row] = await db.select(rowFields).from(admins).where(eq(admins.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** 'Tambah Administrator': made with a one-time password, which is returned this once and never kept. */
export async function storeAdmin(
  db: Db,
  input: { name: string; email: string; role: Role; context: AuditContext },
) {
  const password = oneTimePassword(input.email);
  const created = await createAdmin(db, { ...input, password, mustChangePassword: true });
  return { ...(await findAdminRow(db, created.id)), one_time_password: password };
}

/**
 * The name and role. A changed role ends every session of theirs, so their next sign-in carries it (the
 * sessions named are to be refused at once: app.forgetSessions). The last active admin keeps role admin (409).
 */
export async function updateAdmin(
  db: Db,
  input: { id: number; name: string; role: Role; context: AuditContext },
): Promise<{ roleChanged: boolean; sessionsEnded: RevokedSession[] }> {
  return db.transaction(async (tx) => {
    // Before the row lock: every demotion and disable takes the rule's lock first, so none waits in a cycle.
    if (input.role !== 'admin') await refuseLosingLastAdmin(tx, input.id);
    const [before] = await tx
      .select({ name: admins.name, role: admins.role })
      .from(admins)
      .where(eq(admins.id, input.id))
      .for('update');
    if (!before) throw AppError.notFound(NOT_FOUND);
    await tx
      .update(admins)
      .set({ name: input.name, role: input.role, updated_at: new Date() })
      .where(eq(admins.id, input.id));
    const roleChanged = before.role !== input.role;
    const ended = roleChanged ? await revokeAdminSessions(tx, input.id) : [];
    await writeAudit(tx, input.context, {
      action: 'update',
      entity: 'admin',
      entityId: input.id,
      before,
      after: { name: input.name, role: input.role, sessions_ended: ended.length },
    });
    return { roleChanged, sessionsEnded: ended };
  });
}

/** 'Reset password': a new one-time password (returned this once), to be changed at the next sign-in. */
export async function resetAdminPassword(db: Db, input: { id: number; context: AuditContext }) {
  const admin = await findAdminById(db, input.id);
  if (!admin) throw AppError.notFound(NOT_FOUND);
  const password = oneTimePassword(admin.email);
  const ended = await replaceAdminPassword(db, {
    admin,
    password,
    mustChangePassword: true,
    context: input.context,
    action: 'reset-password',
  });
  return { password, sessionsEnded: ended ?? [] };
}
