// The rows of `idempotency_keys` (packages/db schema/idempotency.ts): claim, complete, release, and forgetting
// keys older than the window. Each is one autocommit statement, so a claim is seen by every other request at
// once: a second request with the same key finds it instead of writing again.
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys, type Db } from '@tagih/db';

export interface IdempotencyClaim {
  scope: string;
  key: string;
  route: string;
  requestHash: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key for this request: its row id when claimed now, or the row another request claimed first.
 * Keys claimed before `expiredBefore` are forgotten first (the 24-hour window), so their key is free again.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim,
  now: Date,
  expiredBefore: Date,
): Promise<{ claimedId: number } | { stored: StoredKey }> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, expiredBefore));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      route: claim.route,
      request_hash: claim.requestHash,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { claimedId: claimed.id };
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  // Released between the two statements (the first request failed): claim it again.
  return stored ? { stored } : claimIdempotencyKey(db, claim, now, expiredBefore);
}

/** Keeps the write's answer under its key. */
export async function completeIdempotencyKey(
  db: Db,
  id: number,
  answer: { status: number; body: string },
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response_status: answer.status, response_body: answer.body, completed_at: now })
    .where(eq(idempotencyKeys.id, id));
}

/** A write that failed changed nothing: its key is free for the next try. */
export async function releaseIdempotencyKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}
