import { and, eq, gt, isNull } from 'drizzle-orm';
import { adminSessions, admins, type Db } from '@tagih/db';

export async function findActiveSession(db: Db, jti: string) {
  const [row] = await db
    .select({ admin_id: adminSessions.admin_id, name: admins.name, email: admins.email })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.id, jti),
        isNull(adminSessions.revoked_at),
        gt(adminSessions.expires_at, new Date()),
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
