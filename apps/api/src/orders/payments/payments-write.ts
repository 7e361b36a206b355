// Writing an order's payment book (issue 21; decisions.md "The ledger"); the reviews of proofs are
// payments-review.ts. Every write locks the order first (lockOrder), so two administrators deciding the same
// review, or a decision racing publish, run one after the other: the second finds the review decided and gets
// 409. The review's own update is conditional on `status = 'pending'` as well, and the database refuses any
// change to a decided review or to a payment row (triggers of migration 0008), so nothing about an approved
// payment can be rewritten or deleted.
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, paymentReviews, payments, type Db } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah } from '@tagih/domain/money';
import { balanceDue } from '@tagih/domain/payments';
import { AppError } from '../../lib/app-error.ts';
import type { AuditContext } from '../../repositories/audit.ts';
import { takeLockedStep } from '../lifecycle/orders-lifecycle.ts';
import { owedColumns, type BookTotals } from './orders-owed.ts';
import type { OrderRecord } from '../read/orders-read.ts';
import { bookTotals, findPendingReview } from './payments-read.ts';
import { assertMayApprove } from './maker-checker.ts';

type OrderColumns = Partial<typeof orders.$inferInsert>;

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
 * After the book nets to `book` (money received and PPh 23 withheld): the order's owed columns
 * (orders-owed.ts), and Lunas (the lifecycle's pay step, with who and when) once nothing is left. A partial
 * payment leaves the status as it is.
 */
export async function settle(tx: Db, order: OrderRecord, book: BookTotals, context: AuditContext, now: Date) {
  const { paid, withheld } = book;
  const balance = balanceDue(order, paid, withheld);
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
          ...owedColumns({ ...order, status: 1 }, paid, withheld),
        }),
        action: 'change-status',
      },
      context,
      now,
    );
  }
  const [after] = await tx
    .update(orders)
    .set({ ...owedColumns(order, paid, withheld), updated_at: now })
    .where(eq(orders.id, order.id))
    .returning();
  return after!;
}

/** Over the balance is refused: an overpayment is not a credit this book keeps (docs/decisions-made.md). */
export function assertWithinBalance(amount: bigint, balance: bigint): void {
  if (amount > balance)
    throw AppError.field('amount', `Jumlah melebihi sisa tagihan (${formatRupiah(balance)}).`);
}

/**
 * Books `amount` received on `receivedOn` for an order the caller holds locked: approving the waiting review
 * with it when there is one (the proof is of this transfer; maker-checker asked as for 'Setujui'), otherwise
 * as a 'publish' payment. Answers the
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
    await assertMayApprove(tx, { uploadedBy: pending.created_by, amount: received.amount }, context);
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
  const { paid, withheld } = await bookTotals(tx, order.id);
  const balance = balanceDue(order, paid, withheld);
  await bookReceived(tx, order, { amount: balance, receivedOn: todayInJakarta(now) }, context, now);
  return owedColumns({ ...order, status: 1 }, paid + balance, withheld) satisfies OrderColumns;
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
        // Its PPh 23 goes with it: the bukti potong no longer settles anything (it stays on file).
        withheld: (-BigInt(row.withheld)).toString(),
        received_on: todayInJakarta(now),
        kind: 'reversal',
        reverses_id: row.id,
        recorded_by: context.adminId,
        recorded_at: now,
      })),
    );
  // Every standing row now has its reversal: the book nets to 0, withheld included.
  return owedColumns({ ...order, status: 0 }, 0n, 0n) satisfies OrderColumns;
}
