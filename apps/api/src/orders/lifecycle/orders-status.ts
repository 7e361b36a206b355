// The state changes of an order (docs/order-lifecycle.md): cancel, change status (pay, unpay, resume,
// suspend) and delete, which voids the order and keeps its number in the invoice register. Each is a step of
// the lifecycle table, taken by takeStep (one conditional write under the row lock) or, for a void, under
// the same lock and rules.
import { and, eq } from 'drizzle-orm';
import { companies, orders, voidedInvoices, type Db } from '@tagih/db';
import { statusStep } from '@tagih/domain/order-lifecycle';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import { toJson, writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { assertStep, stepGuard, takeLockedStep } from './orders-lifecycle.ts';
import { openCancelAction } from '../faktur/faktur-actions-write.ts';
import { publishPayment, type PublishedPayment } from '../payments/payments-publish.ts';
import { payInFull, reverseAll } from '../payments/payments-write.ts';
import { owedColumns } from '../payments/orders-owed.ts';
import { findOrderRow, lockOrder, type OrderRowById } from '../read/orders-read.ts';
import { upgradedBy } from '../read/orders-upgraded-by.ts';
import { orderChildRows } from '../write/order-child-rows.ts';
import { emitWebhook } from '../../webhooks/emit.ts';
import { orderForWebhook } from '../write/order-events.ts';

/**
 * Cancels the order. When DJP numbered its faktur, the same transaction opens the action 'Faktur perlu
 * dibatalkan' (faktur-actions-write.ts): the faktur must still be cancelled in Coretax.
 */
export async function cancelOrder(db: Db, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const now = new Date();
    await takeLockedStep(
      tx,
      before,
      {
        step: 'cancel',
        // A cancelled order asks for nothing (owedFigures: amount 0, status none); the book is left as it is.
        set: () => ({
          is_canceled: 1,
          canceled_at: now,
          ...owedColumns({ ...before, is_canceled: 1 }, BigInt(before.paid_amount), BigInt(before.withheld)),
        }),
        action: 'cancel',
      },
      context,
      now,
    );
    await openCancelAction(tx, before, context, now);
  });
}

/**
 * publish (1), unpublish (0 from paid), resume (0 from suspended), suspend (2). Paying records who and when
 * and books the balance due as paid (approving the waiting review, if any); unpaying reverses the payments.
 * `now` is when it happens (the demo seed pays its orders on the days they would have been paid).
 * A publish that says what was received (`amount`, `received_on`) records that instead (payments-publish.ts):
 * the order is Lunas only once nothing is left.
 */
export async function changeOrderStatus(
  db: Db,
  rowById: OrderRowById,
  id: number,
  input: { status: 0 | 1 | 2 } & PublishedPayment,
  context: AuditContext,
  now = new Date(),
): Promise<OrderRow> {
  const { status } = input;
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const step = statusStep(status, before.status === 1 ? 1 : before.status === 2 ? 2 : 0);
    assertStep(step, before);
    if (step === 'pay' && (input.amount !== undefined || input.received_on !== undefined))
      return publishPayment(tx, before, input, context, now);
    const ledger =
      step === 'pay'
        ? await payInFull(tx, before, context, now)
        : step === 'unpay'
          ? await reverseAll(tx, before, context, now)
          : {};
    await takeLockedStep(
      tx,
      before,
      {
        step,
        set: () =>
          status === 1
            ? { status, paid_at: now, paid_by: context.adminId, ...ledger }
            : { status, ...(before.status === 1 ? { paid_at: null, paid_by: null } : {}), ...ledger },
        action: 'change-status',
      },
      context,
      now,
    );
  });
  return findOrderRow(rowById, id);
}

/**
 * "Delete" of an order: allowed only while it was never sent, has no proof and is not paid (the lifecycle's
 * delete step), and while no other order upgrades it. The order leaves `orders` (every list, search, look-up
 * and GET) with its child rows, and its number stays in `voided_invoices` with who voided it, when, and the
 * order as it was: the month's invoice register keeps running 1..N with no hole.
 */
export async function voidOrder(db: Db, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    assertStep('delete', before);
    // DJP numbered its faktur: the order must stay to be cancelled, and its faktur with it in Coretax.
    if (before.faktur_number !== null)
      throw AppError.conflict(
        'Faktur pajak order ini sudah bernomor dari DJP; order tidak dapat dihapus. Cancel order ini sebagai gantinya.',
      );
    const child = await upgradedBy(tx, id);
    if (child)
      throw AppError.conflict(
        `Order ini sudah ${child.renewal ? 'diperpanjang' : 'di-upgrade'} oleh order ${child.invoice_number} dan tidak dapat dihapus.`,
      );
    const [company] = await tx
      .select({ name: companies.name_company })
      .from(companies)
      .where(eq(companies.id_company, before.id_company));
    const snapshot = toJson({ ...before, ...(await orderChildRows(tx, id)) });
    const shown = await orderForWebhook(tx, id); // order.voided carries the order as it was
    const now = new Date();
    const [voided] = await tx
      .insert(voidedInvoices)
      .values({
        invoice_number: before.invoice_number,
        order_id: id,
        id_company: before.id_company,
        name_company: company?.name ?? '',
        total_price: before.total_price,
        status: before.status,
        is_canceled: before.is_canceled,
        voided_at: now,
        voided_by: context.adminId,
        snapshot,
      })
      .returning();
    await tx.delete(orders).where(and(eq(orders.id, id), stepGuard('delete')));
    await writeAudit(tx, context, {
      action: 'delete',
      entity: 'order',
      entityId: id,
      before: snapshot,
      after: voided,
    });
    if (shown) await emitWebhook(tx, 'order.voided', { order: shown });
  });
}
