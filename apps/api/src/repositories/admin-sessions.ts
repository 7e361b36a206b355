import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { adminSessions, admins, type Db } from '@tagih/db';

/** The session of a token, when it is unrevoked, unexpired and its administrator is not disabled. */
export async function findActiveSession(db: Db, jti: string) {
  const [row] = await db
    .select({
      admin_id: adminSessions.admin_id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      must_change_password: admins.must_change_password,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.id, jti),
        isNull(adminSessions.revoked_at),
        gt(adminSessions.expires_at, new Date()),
        isNull(admins.disabled_at),
      ),
    )
    .limit(1);
  return row;
}

export async function createSession(
  db: Db,
  input: { jti: string; adminId: number; expiresAt: Date; ip: string; userAgent: string | undefined },
) {
  await db.insert(adminSessions).values({
    id: input.jti,
    admin_id: input.adminId,
    expires_at: input.expiresAt,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
  });
}

export async function revokeSession(db: Db, jti: string) {
  await db.update(adminSessions).set({ revoked_at: new Date() }).where(eq(adminSessions.id, jti));
}

export interface RevokedSession {
  id: string;
  expires_at: Date;
}

/**
 * Ends every live session of an administrator, except `keep` (the one changing its password), and names them,
 * so the server can refuse them at once (the auth plugin's forgetSessions) rather than after its cache's TTL.
 */
export async function revokeAdminSessions(db: Db, adminId: number, keep?: string): Promise<RevokedSession[]> {
  return db
    .update(adminSessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(adminSessions.admin_id, adminId),
        isNull(adminSessions.revoked_at),
        gt(adminSessions.expires_at, new Date()),
        keep === undefined ? undefined : ne(adminSessions.id, keep),
      ),
    )
    .returning({ id: adminSessions.id, expires_at: adminSessions.expires_at });
}
