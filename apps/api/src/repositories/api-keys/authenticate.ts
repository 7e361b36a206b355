// The look-up behind `Authorization: Bearer tgh_...` (plugins/app/auth.ts): one indexed read by the secret's
// hash on every request, no cache, so a key revoked on one instance is refused by the next request to any.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { admins, apiKeys, type Db } from '@tagih/db';
import type { Role } from '@tagih/domain/permissions';
import { secretHash } from './manage.ts';

export interface ApiKeyCaller {
  keyId: number;
  keyName: string;
  role: Role;
  lastUsedAt: Date | null;
  admin: { id: number; name: string; email: string };
}

/**
 * The key and its creator, or null when the key is unknown, revoked, expired (after its `expires_on` day, WIB)
 * or its creator is disabled: a key acts as its creator and cannot outlive their access.
 */
export async function findUsableApiKey(db: Db, secret: string): Promise<ApiKeyCaller | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      role: apiKeys.role,
      lastUsedAt: apiKeys.last_used_at,
      adminId: admins.id,
      adminName: admins.name,
      adminEmail: admins.email,
    })
    .from(apiKeys)
    .innerJoin(admins, eq(admins.id, apiKeys.created_by))
    .where(
      and(
        eq(apiKeys.secret_hash, secretHash(secret)),
        isNull(apiKeys.revoked_at),
        or(
          isNull(apiKeys.expires_on),
          sql`${apiKeys.expires_on} >= (now() at time zone 'Asia/Jakarta')::date`,
        ),
        isNull(admins.disabled_at),
      ),
    );
  if (!row) return null;
  const { keyId, keyName, role, lastUsedAt } = row;
  return {
    keyId,
    keyName,
    role,
    lastUsedAt,
    admin: { id: row.adminId, name: row.adminName, email: row.adminEmail },
  };
}

/** Records a use at most once a minute: the row is written only when its last use is older than that. */
export async function touchApiKey(db: Db, keyId: number): Promise<void> {
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await db
    .update(apiKeys)
    .set({ last_used_at: new Date() })
    .where(
      and(eq(apiKeys.id, keyId), or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, aMinuteAgo))),
    );
}
