// The state transitions of an order (spec section 4, decisions.md "Orders"): cancel (0 -> 1, never back, not
// once a payment proof exists), status 0 new / 1 paid / 2 suspend, and delete. Each locks the row, checks the
// rule, writes and audits in one transaction; a refusal is a 409 that changes nothing.
import { eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { findOrderRow, lockOrder } from './orders-read.ts';
import { upgradedBy } from './orders-write.ts';

export async function cancelOrder(db: Db, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (before.is_canceled === 1) throw AppError.conflict('Order ini sudah dibatalkan.');
    if (before.payment_proof)
      throw AppError.conflict('Order yang sudah memiliki bukti bayar tidak dapat dibatalkan.');
    const now = new Date();
    const [after] = await tx
      .update(orders)
      .set({ is_canceled: 1, canceled_at: now, updated_at: now })
      .where(eq(orders.id, id))
      .returning();
    await writeAudit(tx, context, { action: 'cancel', entity: 'order', entityId: id, before, after });
  });
}

export async function changeOrderStatus(
  db: Db,
  id: number,
  status: 0 | 1 | 2,
  context: AuditContext,
): Promise<OrderRow> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (before.is_canceled === 1)
      throw AppError.conflict('Status order yang sudah dibatalkan tidak dapat diubah.');
    const [after] = await tx
      .update(orders)
      .set({ status, updated_at: new Date() })
      .where(eq(orders.id, id))
      .returning();
    await writeAudit(tx, context, { action: 'change-status', entity: 'order', entityId: id, before, after });
  });
  return findOrderRow(db, id);
}

/** Deletes an order with its extra-charge rows and add-on links; returns the proof key to remove afterwards. */
export async function deleteOrder(db: Db, id: number, context: AuditContext): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const child = await upgradedBy(tx, id);
    if (child)
      throw AppError.conflict(`Order ini sudah di-upgrade oleh order ${child} dan tidak dapat dihapus.`);
    await tx.delete(orders).where(eq(orders.id, id));
    await writeAudit(tx, context, { action: 'delete', entity: 'order', entityId: id, before });
    return before.payment_proof;
  });
}
