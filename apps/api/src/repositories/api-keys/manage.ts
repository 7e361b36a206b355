// The 'API Key' screen's reads and writes (issue 34): the paged list (newest first, with each key's status), a
// new key whose secret is answered this once (only its SHA-256 is stored), and revoking. A key's secret never
// reaches the audit log: its rows hold the name, role, prefix and expiry.
import { createHash, randomBytes } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { admins, apiKeys, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKeyRow,
  type ApiKeyStatus,
  type ApiKeyWithSecret,
} from '@tagih/domain/schemas/api-key';
import type { ListQuery } from '@tagih/domain/schemas/common';
import type { Role } from '@tagih/domain/permissions';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../audit.ts';
import { isoText } from '../sql-values.ts';

const NOT_FOUND = 'API key';
export const EXPIRY_MESSAGE = 'Tanggal kedaluwarsa harus setelah hari ini (WIB).';
export const ALREADY_REVOKED = 'API key ini sudah dicabut; kunci yang dicabut tidak dapat dipakai lagi.';

/** 32 bytes of crypto randomness, base64url: 256 bits nobody can guess. */
export function newSecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** The stored form of a secret: its SHA-256, lowercase hex (a secret of 256 random bits needs no slow hash). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Revoked wins over expired; a key works through its `expires_on` day (WIB). */
const status = sql<ApiKeyStatus>`case
  when ${apiKeys.revoked_at} is not null then 'revoked'
  when ${apiKeys.expires_on} < (now() at time zone 'Asia/Jakarta')::date then 'expired'
  else 'active' end`;

const rowFields = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  role: apiKeys.role,
  status,
  created_at: isoText(apiKeys.created_at),
  created_by_name: admins.name,
  last_used_at: isoText(apiKeys.last_used_at),
  expires_on: apiKeys.expires_on,
  revoked_at: isoText(apiKeys.revoked_at),
};

/** One page of ten, newest first (then id, so a page never repeats a row), and how many there are. */
export async function listApiKeys(db: Db, query: ListQuery): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(apiKeys)
      .leftJoin(admins, eq(admins.id, apiKeys.created_by))
      .orderBy(desc(apiKeys.created_at), desc(apiKeys.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(apiKeys),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findApiKeyRow(db: Db, id: number): Promise<ApiKeyRow> {
  const [row] = await db
    .select(rowFields)
    .from(apiKeys)
    .leftJoin(admins, eq(admins.id, apiKeys.created_by))
    .where(eq(apiKeys.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** A new key acting as the caller; its secret is in this answer only. 422 when the expiry is not after today. */
export async function storeApiKey(
  db: Db,
  input: { name: string; role: Role; expires_on?: string | null; context: AuditContext },
): Promise<ApiKeyWithSecret> {
  const expiresOn = input.expires_on ?? null;
  if (expiresOn !== null && expiresOn <= todayInJakarta()) throw AppError.field('expires_on', EXPIRY_MESSAGE);
  if (input.context.adminId === null) throw AppError.unauthenticated();
  const secret = newSecret();
  const prefix = secret.slice(0, API_KEY_SHOWN_LENGTH);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix,
        secret_hash: secretHash(secret),
        role: input.role,
        created_by: input.context.adminId!,
        expires_on: expiresOn,
      })
      .returning({ id: apiKeys.id });
    const after = { name: input.name, role: input.role, prefix, expires_on: expiresOn };
    await writeAudit(tx, input.context, {
      action: 'create',
      entity: 'api_key',
      entityId: created!.id,
      after,
    });
    return created!.id;
  });
  return { ...(await findApiKeyRow(db, id)), secret };
}

/** Revokes a key: refused from the very next request on every instance (each request reads the row). */
export async function revokeApiKey(db: Db, input: { id: number; context: AuditContext }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: apiKeys.name, revoked_at: apiKeys.revoked_at })
      .from(apiKeys)
      .where(eq(apiKeys.id, input.id))
      .for('update');
    if (!before) throw AppError.notFound(NOT_FOUND);
    if (before.revoked_at) throw AppError.conflict(ALREADY_REVOKED);
    const revokedAt = new Date();
    await tx.update(apiKeys).set({ revoked_at: revokedAt }).where(eq(apiKeys.id, input.id));
    await writeAudit(tx, input.context, {
      action: 'revoke',
      entity: 'api_key',
      entityId: input.id,
      before: { name: before.name, revoked_at: null },
      after: { name: before.name, revoked_at: revokedAt },
    });
  });
}
