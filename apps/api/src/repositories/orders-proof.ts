// The payment proof of an order: which stored image it points at. The file itself goes through the storage
// module; this only records the key, under the row lock, and hands back the key it replaced so the caller
// removes the old file only once the new one is stored and recorded.
import { eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import { AppError } from '../lib/app-error.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { lockOrder } from './orders-read.ts';

export const PROOF_ON_CANCELED = 'Order yang sudah dibatalkan tidak dapat diberi bukti bayar.';

/** Throws 404 for a missing order and 409 for a cancelled one; used before and under the lock. */
export async function assertProofAllowed(db: Db, id: number): Promise<void> {
  const [order] = await db.select({ is_canceled: orders.is_canceled }).from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  if (order.is_canceled === 1) throw AppError.conflict(PROOF_ON_CANCELED);
}

/** Records `key` as the order's proof; returns the previous key (null when there was none). */
export async function setPaymentProof(
  db: Db,
  id: number,
  key: string,
  context: AuditContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (before.is_canceled === 1) throw AppError.conflict(PROOF_ON_CANCELED);
    const [after] = await tx
      .update(orders)
      .set({ payment_proof: key, updated_at: new Date() })
      .where(eq(orders.id, id))
      .returning();
    await writeAudit(tx, context, { action: 'payment-proof', entity: 'order', entityId: id, before, after });
    return before.payment_proof;
  });
}

export async function findPaymentProofKey(db: Db, id: number): Promise<string | null> {
  const [order] = await db.select({ key: orders.payment_proof }).from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  return order.key;
}
