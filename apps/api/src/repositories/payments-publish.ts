// Publish that says what was received (issue 27): `{status: 1, amount, received_on}` records that amount on
// that date through the approval's own path (assertWithinBalance, decide, settle in payments-write.ts), so a
// publish and an approval can never book a payment differently. Equal to the balance, settle takes the pay
// step (Lunas, with who and when); less, the payment is partial and the order stays Baru with the rest owed
// (docs/decisions-made.md "Publish asks what was received").
import { payments, type Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { balanceDue } from '@tagih/domain/payments';
import { writeAudit, type AuditContext } from './audit.ts';
import type { OrderRecord } from './orders-read.ts';
import { findPendingReview, netPaid } from './payments-read.ts';
import { assertWithinBalance, decide, settle } from './payments-write.ts';

export interface PublishedPayment {
  /** Whole rupiah; the balance due when not given. */
  amount?: string;
  /** YYYY-MM-DD; today in WIB when not given. */
  received_on?: string;
}

/**
 * Records `input` on the order the caller holds locked, whose pay step it has checked: approving the waiting
 * review with it when there is one (the proof is of this transfer), otherwise as a 'publish' payment.
 */
export async function publishPayment(
  tx: Db,
  order: OrderRecord,
  input: PublishedPayment,
  context: AuditContext,
  now: Date,
): Promise<void> {
  const paid = await netPaid(tx, order.id);
  const balance = balanceDue(order, paid);
  const amount = input.amount === undefined ? balance : BigInt(input.amount);
  assertWithinBalance(amount, balance);
  const receivedOn = input.received_on ?? todayInJakarta(now);
  const pending = await findPendingReview(tx, order.id);
  if (pending)
    await decide(tx, pending.id, {
      status: 'approved',
      amount: amount.toString(),
      received_on: receivedOn,
      decided_by: context.adminId,
      decided_at: now,
    });
  const [payment] =
    amount > 0n
      ? await tx
          .insert(payments)
          .values({
            order_id: order.id,
            amount: amount.toString(),
            received_on: receivedOn,
            kind: pending ? 'review' : 'publish',
            review_id: pending?.id ?? null,
            recorded_by: context.adminId,
            recorded_at: now,
          })
          .returning()
      : [];
  const after = await settle(tx, order, paid + amount, context, now);
  await writeAudit(tx, context, {
    action: 'payment-publish',
    entity: 'order',
    entityId: order.id,
    before: order,
    after: { order: after, payment: payment ?? null },
  });
}
