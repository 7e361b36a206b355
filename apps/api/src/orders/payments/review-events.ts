// `payment.approved` / `payment.rejected` (issue 34): emitted in the decision's transaction, with the review
// as the order's payments answer it (decided, with who and when) and the order as GET /orders/show/{id}
// answers it after the decision (an approval that settles the order has made it Lunas by then).
import type { Db } from '@tagih/db';
import { emitOrderEvent } from '../write/order-events.ts';
import { lockReview } from './payments-read.ts';

export async function emitReviewDecided(
  tx: Db,
  event: 'payment.approved' | 'payment.rejected',
  orderId: number,
  reviewId: number,
): Promise<void> {
  const review = await lockReview(tx, orderId, reviewId);
  await emitOrderEvent(tx, event, orderId, { review });
}
