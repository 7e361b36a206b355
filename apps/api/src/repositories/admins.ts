// Administrators: who they are, their password (hashed, with whether it met the policy when set) and whether
// they are disabled. Their sessions are in admin-sessions.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { admins, hashPassword, type Db } from '@tagih/db';
import { meetsPasswordPolicy } from '@tagih/domain/password-policy';
import type { Role } from '@tagih/domain/permissions';
import { AppError } from '../lib/app-error.ts';
import { revokeAdminSessions, type RevokedSession } from './admin-sessions.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { refuseLosingLastAdmin } from './last-admin.ts';

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findAdminById(db: Db, id: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/** The hash, and the policy's verdict on the password while it is still known (the hash cannot tell later). */
async function passwordColumns(password: string, email: string) {
  return {
    password_hash: await hashPassword(password),
    password_meets_policy: meetsPasswordPolicy(password, { email }),
  };
}

/** A new administrator, in one transaction with its audit row (the command's `create`, the console's store). */
export async function createAdmin(
  db: Db,
  input: {
    email: string;
    name: string;
    password: string;
    /** `admin` when not given (the first administrator; the command without `--role`). */
    role?: Role;
    /** A one-time password: only the password change is allowed until it is changed. */
    mustChangePassword?: boolean;
    context: AuditContext;
  },
) {
  if (await findAdminByEmail(db, input.email)) throw AppError.field('email', 'Email sudah terdaftar.');
  const email = input.email.toLowerCase();
  // Hashed before the transaction, as in replaceAdminPassword.
  const columns = await passwordColumns(input.password, email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({
        email,
        name: input.name,
        role: input.role ?? 'admin',
        must_change_password: input.mustChangePassword ?? false,
        ...columns,
      })
      .returning({ id: admins.id, email: admins.email, name: admins.name, role: admins.role });
    // Never the hash: who was made, and whether the password met the policy.
    await writeAudit(tx, input.context, {
      action: 'create',
      entity: 'admin',
      entityId: row!.id,
      after: { ...row!, password_meets_policy: columns.password_meets_policy },
    });
    return row!;
  });
}

/**
 * Replaces an administrator's password and ends their other sessions (all of them, when `keepSession` is
 * not given: a reset by the command), in one transaction with its audit row. `expectedHash`: the hash the old
 * password was checked against; when another change landed meanwhile nothing is written and null is returned.
 */
export async function replaceAdminPassword(
  db: Db,
  input: {
    admin: { id: number; email: string };
    password: string;
    expectedHash?: string;
    keepSession?: string;
    /** A one-time password (a reset from the console): only the password change is allowed until done. */
    mustChangePassword?: boolean;
    context: AuditContext;
    action: 'change-password' | 'reset-password';
  },
): Promise<RevokedSession[] | null> {
  // Hashed before the transaction: scrypt's ~50 ms should not hold a connection and a row lock.
  const columns = await passwordColumns(input.password, input.admin.email);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(admins)
      .set({ ...columns, must_change_password: input.mustChangePassword ?? false, updated_at: new Date() })
      .where(
        and(
          eq(admins.id, input.admin.id),
          input.expectedHash === undefined ? undefined : eq(admins.password_hash, input.expectedHash),
        ),
      )
      .returning({ id: admins.id });
    if (updated.length === 0) return null;
    const revoked = await revokeAdminSessions(tx, input.admin.id, input.keepSession);
    // Never the hash: only that it changed, and how many sessions it ended.
    await writeAudit(tx, input.context, {
      action: input.action,
      entity: 'admin',
      entityId: input.admin.id,
      after: {
        password_meets_policy: columns.password_meets_policy,
        must_change_password: input.mustChangePassword ?? false,
        sessions_ended: revoked.length,
      },
    });
    return revoked;
  });
}

/**
 * Disables (ending every session) or re-enables an administrator, with its audit row. Null when there was
 * nothing to change (already disabled, or already enabled). The last active admin is not disabled (409,
 * last-admin.ts), from the console or the command alike.
 */
export async function setAdminDisabled(
  db: Db,
  input: { id: number; disabled: boolean; context: AuditContext },
): Promise<{ sessionsEnded: RevokedSession[] } | null> {
  return db.transaction(async (tx) => {
    if (input.disabled) await refuseLosingLastAdmin(tx, input.id);
    const changed = await tx
      .update(admins)
      .set({ disabled_at: input.disabled ? new Date() : null, updated_at: new Date() })
      .where(
        and(
          eq(admins.id, input.id),
          input.disabled ? isNull(admins.disabled_at) : sql`${admins.disabled_at} is not null`,
        ),
      )
      .returning({ id: admins.id });
    if (changed.length === 0) return null;
    const revoked = input.disabled ? await revokeAdminSessions(tx, input.id) : [];
    await writeAudit(tx, input.context, {
      action: input.disabled ? 'disable' : 'enable',
      entity: 'admin',
      entityId: input.id,
      after: { disabled: input.disabled, sessions_ended: revoked.length },
    });
    return { sessionsEnded: revoked };
  });
}

/** Every administrator who can sign in, with what the start check needs to judge their password. */
export function activeAdminPasswords(db: Db) {
  return db
    .select({
      id: admins.id,
      email: admins.email,
      password_hash: admins.password_hash,
      password_meets_policy: admins.password_meets_policy,
    })
    .from(admins)
    .where(isNull(admins.disabled_at))
    .orderBy(admins.id);
}
