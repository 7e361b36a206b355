// The payment proof of an order: which stored image it points at. The file itself goes through the storage
// module; this only records the key, under the row lock, opens or refreshes its payment review, and hands
// back the key it replaced so the caller removes the old file only once the new one is stored and recorded.
import { eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import { AppError } from '../../lib/app-error.ts';
import type { AuditContext } from '../../repositories/audit.ts';
import { assertStep, takeLockedStep } from '../lifecycle/orders-lifecycle.ts';
import { lockOrder } from '../read/orders-read.ts';
import { reviewProof } from './payments-review.ts';

/** Upload when the order has no proof yet, replace when it has one (two steps of the lifecycle table). */
const proofStep = (order: { payment_proof: string | null }) =>
  order.payment_proof ? 'replace_proof' : 'upload_proof';

/** Throws 404 for a missing order and 409 when the lifecycle refuses the upload; checked before the file is stored. */
export async function assertProofAllowed(db: Db, id: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  assertStep(proofStep(order), order);
}

/**
 * Records `key` as the order's proof (checked again under the row lock) and puts it under review (a waiting
 * review shows the new image; otherwise a new review opens while something is owed). Returns the key it
 * replaced when that image may be removed: not when a decided review keeps it.
 */
export async function setPaymentProof(
  db: Db,
  id: number,
  key: string,
  context: AuditContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    await takeLockedStep(
      tx,
      before,
      { step: proofStep, set: () => ({ payment_proof: key }), action: 'payment-proof' },
      context,
    );
    const removable = await reviewProof(tx, before, key, context);
    return removable ? before.payment_proof : null;
  });
}

export async function findPaymentProofKey(db: Db, id: number): Promise<string | null> {
  const [order] = await db.select({ key: orders.payment_proof }).from(orders).where(eq(orders.id, id));
  if (!order) throw AppError.notFound('Order');
  return order.key;
}
