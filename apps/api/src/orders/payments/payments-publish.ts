// Publish that says what was received (issue 27): `{status: 1, amount, received_on}` records that amount on
// that date through the approval's own path (assertWithinBalance, decide, settle in payments-write.ts), so a
// publish and an approval can never book a payment differently. Equal to the balance, settle takes the pay
// step (Lunas, with who and when); less, the payment is partial and the order stays Baru with the rest owed
// (docs/decisions-made.md "Publish asks what was received").
import type { Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { balanceDue } from '@tagih/domain/payments';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import type { OrderRecord } from '../read/orders-read.ts';
import { bookTotals } from './payments-read.ts';
import { assertWithinBalance, bookReceived, settle } from './payments-write.ts';

export interface PublishedPayment {
  /** Whole rupiah; the balance due when not given. */
  amount?: string;
  /** YYYY-MM-DD; today in WIB when not given. */
  received_on?: string;
}

/**
 * Records `input` on the order the caller holds locked, whose pay step it has checked (bookReceived), then
 * settles what is left.
 */
export async function publishPayment(
  tx: Db,
  order: OrderRecord,
  input: PublishedPayment,
  context: AuditContext,
  now: Date,
): Promise<void> {
  const { paid, withheld } = await bookTotals(tx, order.id);
  const balance = balanceDue(order, paid, withheld);
  const amount = input.amount === undefined ? balance : BigInt(input.amount);
  assertWithinBalance(amount, balance);
  const receivedOn = input.received_on ?? todayInJakarta(now);
  const payment = await bookReceived(tx, order, { amount, receivedOn }, context, now);
  const after = await settle(tx, order, { paid: paid + amount, withheld }, context, now);
  await writeAudit(tx, context, {
    action: 'payment-publish',
    entity: 'order',
    entityId: order.id,
    before: order,
    after: { order: after, payment },
  });
}
