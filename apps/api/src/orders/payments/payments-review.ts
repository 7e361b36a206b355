// The reviews of an order's payment proofs (issue 21; decisions.md "The ledger"): a proof opens or refreshes
// a review, and an administrator approves it (recording the payment through the book, payments-write.ts) or
// rejects it. Each decision locks the order first, so two administrators deciding the same review run one
// after the other and the second gets 409; the review's own update is conditional on `status = 'pending'`.
import { and, eq } from 'drizzle-orm';
import { paymentReviews, payments, type Db } from '@tagih/db';
import { orderState, refusal } from '@tagih/domain/order-lifecycle';
import { balanceDue, PAYMENT_REVIEW_LABELS } from '@tagih/domain/payments';
import type { ApprovePayment, PaymentReview } from '@tagih/domain/schemas/payment';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { lockOrder, type OrderRecord } from '../read/orders-read.ts';
import { bookTotals, findPendingReview, lockReview } from './payments-read.ts';
import { assertMayApprove } from './maker-checker.ts';
import { assertWithinBalance, decide, settle } from './payments-write.ts';
import { assertWithheldWithinBalance, openWithholdingSlip } from './withholding/withholding-slips.ts';
import { emitReviewDecided } from './review-events.ts';

function assertPending(review: PaymentReview): void {
  if (review.status === 'pending') return;
  const who = review.decided_by_name ? ` oleh ${review.decided_by_name}` : '';
  throw AppError.conflict(
    `Bukti bayar ini sudah ${PAYMENT_REVIEW_LABELS[review.status].toLowerCase()}${who}; muat ulang untuk melihat keputusannya.`,
  );
}

/**
 * Approves a waiting review: records a payment of `amount` received on `received_on`, with the PPh 23 the
 * buyer withheld from it (and its bukti potong's number and date when known: withholding-slips.ts).
 */
export async function approveReview(
  db: Db,
  orderId: number,
  reviewId: number,
  input: ApprovePayment,
  context: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const review = await lockReview(tx, orderId, reviewId);
    assertPending(review);
    const refused = refusal('pay', orderState(order));
    if (refused) throw AppError.conflict(refused);
    await assertMayApprove(tx, { uploadedBy: review.uploaded_by, amount: BigInt(input.amount) }, context);
    const book = await bookTotals(tx, orderId);
    const balance = balanceDue(order, book.paid, book.withheld);
    const amount = BigInt(input.amount);
    const withheld = BigInt(input.withheld_pph23 ?? '0');
    assertWithinBalance(amount, balance);
    assertWithheldWithinBalance(amount, withheld, balance);
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
        withheld: withheld.toString(),
        received_on: input.received_on,
        kind: 'review',
        review_id: reviewId,
        recorded_by: context.adminId,
        recorded_at: now,
      })
      .returning();
    const slip = withheld > 0n ? await openWithholdingSlip(tx, payment!.id, input, context, now) : null;
    await settle(tx, order, { paid: book.paid + amount, withheld: book.withheld + withheld }, context, now);
    await writeAudit(tx, context, {
      action: 'payment-approve',
      entity: 'payment_review',
      entityId: reviewId,
      before: review,
      after: { review: decided, payment, withholding_slip: slip },
    });
    await emitReviewDecided(tx, 'payment.approved', orderId, reviewId);
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
    await emitReviewDecided(tx, 'payment.rejected', orderId, reviewId);
  });
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
  // The review's maker is whoever uploaded the image under review: a replacement makes its uploader the maker.
  if (pending)
    await tx
      .update(paymentReviews)
      .set({ proof_key: key, created_by: context.adminId })
      .where(eq(paymentReviews.id, pending.id));
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
