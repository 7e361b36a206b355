// Writing an order's payment book (issue 21; decisions.md "The ledger"). Every write locks the order first
// (lockOrder), so two administrators deciding the same review, or a decision racing publish, run one after
// the other: the second finds the review decided and gets 409. The review's own update is conditional on
// `status = 'pending'` as well, and the database refuses any change to a decided review or to a payment row
// (triggers of migration 0008), so nothing about an approved payment can be rewritten or deleted.
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, paymentReviews, payments, type Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah } from '@tagih/domain/money';
import { orderState, refusal } from '@tagih/domain/order-lifecycle';
import { balanceDue, PAYMENT_REVIEW_LABELS } from '@tagih/domain/payments';
import type { PaymentReview } from '@tagih/domain/schemas/payment';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { takeLockedStep } from '../lifecycle/orders-lifecycle.ts';
import { owedColumns } from './orders-owed.ts';
import { lockOrder, type OrderRecord } from '../read/orders-read.ts';
import { findPendingReview, lockReview, netPaid } from './payments-read.ts';

type OrderColumns = Partial<typeof orders.$inferInsert>;

function assertPending(review: PaymentReview): void {
  if (review.status === 'pending') return;
  const who = review.decided_by_name ? ` oleh ${review.decided_by_name}` : '';
  throw AppError.conflict(
    `Bukti bayar ini sudah ${PAYMENT_REVIEW_LABELS[review.status].toLowerCase()}${who}; muat ulang untuk melihat keputusannya.`,
  );
}

/** The review decided, only while it still waits (the row lock makes this hold; the WHERE keeps it so). */
export async function decide(tx: Db, reviewId: number, set: Partial<typeof paymentReviews.$inferInsert>) {
  const [decided] = await tx
    .update(paymentReviews)
    .set(set)
    .where(and(eq(paymentReviews.id, reviewId), eq(paymentReviews.status, 'pending')))
    .returning();
  if (!decided) throw AppError.conflict('Bukti bayar ini sudah diputuskan; muat ulang.');
  return decided;
}

/**
 * After `paid` is recorded: the order's owed columns (orders-owed.ts), and Lunas (the lifecycle's pay step,
 * with who and when) once nothing is left. A partial payment leaves the status as it is.
 */
export async function settle(tx: Db, order: OrderRecord, paid: bigint, context: AuditContext, now: Date) {
  const balance = balanceDue(order, paid);
  if (balance === 0n && order.status !== 1) {
    return takeLockedStep(
      tx,
      order,
      {
        step: 'pay',
        set: () => ({
          status: 1,
          paid_at: now,
          paid_by: context.adminId,
          ...owedColumns({ ...order, status: 1 }, paid),
        }),
        action: 'change-status',
      },
      context,
      now,
    );
  }
  const [after] = await tx
    .update(orders)
    .set({ ...owedColumns(order, paid), updated_at: now })
    .where(eq(orders.id, order.id))
    .returning();
  return after!;
}

/** Over the balance is refused: an overpayment is not a credit this book keeps (docs/decisions-made.md). */
export function assertWithinBalance(amount: bigint, balance: bigint): void {
  if (amount > balance)
    throw AppError.field('amount', `Jumlah melebihi sisa tagihan (${formatRupiah(balance)}).`);
}

/** Approves a waiting review: records a payment of `amount` received on `received_on`. */
export async function approveReview(
  db: Db,
  orderId: number,
  reviewId: number,
  input: { amount: string; received_on: string },
  context: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const review = await lockReview(tx, orderId, reviewId);
    assertPending(review);
    const refused = refusal('pay', orderState(order));
    if (refused) throw AppError.conflict(refused);
    const paid = await netPaid(tx, orderId);
    const balance = balanceDue(order, paid);
    const amount = BigInt(input.amount);
    assertWithinBalance(amount, balance);
    const now = new Date();
    const decided = await decide(tx, reviewId, {
      status: 'approved',
      amount: input.amount,
      received_on: input.received_on,
      decided_by: context.adminId,
      decided_at: now,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        order_id: orderId,
        amount: input.amount,
        received_on: input.received_on,
        kind: 'review',
        review_id: reviewId,
        recorded_by: context.adminId,
        recorded_at: now,
      })
      .returning();
    await settle(tx, order, paid + amount, context, now);
    await writeAudit(tx, context, {
      action: 'payment-approve',
      entity: 'payment_review',
      entityId: reviewId,
      before: review,
      after: { review: decided, payment },
    });
  });
}

/** Rejects a waiting review with `reason`; the review and its image are kept for the next reviewer. */
export async function rejectReview(
  db: Db,
  orderId: number,
  reviewId: number,
  reason: string,
  context: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const review = await lockReview(tx, orderId, reviewId);
    assertPending(review);
    const decided = await decide(tx, reviewId, {
      status: 'rejected',
      reason,
      decided_by: context.adminId,
      decided_at: new Date(),
    });
    await writeAudit(tx, context, {
      action: 'payment-reject',
      entity: 'payment_review',
      entityId: reviewId,
      before: review,
      after: decided,
    });
  });
}

/**
 * Books `amount` received on `receivedOn` for an order the caller holds locked: approving the waiting review
 * with it when there is one (the proof is of this transfer), otherwise as a 'publish' payment. Answers the
 * payment row (none for 0). Publish, in full (payInFull) or as the clerk typed it (payments-publish.ts),
 * books through here.
 */
export async function bookReceived(
  tx: Db,
  order: OrderRecord,
  received: { amount: bigint; receivedOn: string },
  context: AuditContext,
  now: Date,
) {
  const pending = await findPendingReview(tx, order.id);
  if (pending)
    await decide(tx, pending.id, {
      status: 'approved',
      amount: received.amount.toString(),
      received_on: received.receivedOn,
      decided_by: context.adminId,
      decided_at: now,
    });
  if (received.amount <= 0n) return null;
  const [payment] = await tx
    .insert(payments)
    .values({
      order_id: order.id,
      amount: received.amount.toString(),
      received_on: received.receivedOn,
      kind: pending ? 'review' : 'publish',
      review_id: pending?.id ?? null,
      recorded_by: context.adminId,
      recorded_at: now,
    })
    .returning();
  return payment ?? null;
}

/**
 * Publish (the pay step) as a book entry: the balance due is recorded as paid today (bookReceived). Answers
 * the columns the step also sets.
 */
export async function payInFull(tx: Db, order: OrderRecord, context: AuditContext, now: Date) {
  const paid = await netPaid(tx, order.id);
  const balance = balanceDue(order, paid);
  await bookReceived(tx, order, { amount: balance, receivedOn: todayInJakarta(now) }, context, now);
  return owedColumns({ ...order, status: 1 }, paid + balance) satisfies OrderColumns;
}

/**
 * Unpublish (the unpay step) as a book entry: every standing payment gets its reversing row (the negative
 * amount, naming the row it reverses), so the order owes its whole amount again. Nothing is deleted.
 */
export async function reverseAll(tx: Db, order: OrderRecord, context: AuditContext, now: Date) {
  const reversal = alias(payments, 'reversal');
  const standing = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.order_id, order.id),
        isNull(payments.reverses_id),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reversal)
            .where(eq(reversal.reverses_id, payments.id)),
        ),
      ),
    );
  if (standing.length > 0)
    await tx.insert(payments).values(
      standing.map((row) => ({
        order_id: order.id,
        amount: (-BigInt(row.amount)).toString(),
        received_on: todayInJakarta(now),
        kind: 'reversal',
        reverses_id: row.id,
        recorded_by: context.adminId,
        recorded_at: now,
      })),
    );
  // Every standing row now has its reversal: the book nets to 0.
  return owedColumns({ ...order, status: 0 }, 0n) satisfies OrderColumns;
}

/**
 * A proof was stored on the order (upload or replacement): a waiting review now shows the new image; with
 * none waiting, a new review opens while something is still owed. Answers whether the replaced image may be
 * removed: not when a decided review keeps it.
 */
export async function reviewProof(
  tx: Db,
  order: OrderRecord,
  key: string,
  context: AuditContext,
): Promise<boolean> {
  const pending = await findPendingReview(tx, order.id);
  if (pending)
    await tx.update(paymentReviews).set({ proof_key: key }).where(eq(paymentReviews.id, pending.id));
  else if (order.status !== 1 && toBig(order.balance_due) > 0n)
    await tx
      .insert(paymentReviews)
      .values({ order_id: order.id, proof_key: key, created_by: context.adminId });
  if (!order.payment_proof) return false;
  const [kept] = await tx
    .select({ id: paymentReviews.id })
    .from(paymentReviews)
    .where(and(eq(paymentReviews.order_id, order.id), eq(paymentReviews.proof_key, order.payment_proof)));
  return !kept;
}

const toBig = (digits: string) => BigInt(digits);
