// Reading an order's payment book (issue 21): the payments (oldest first, reversals included), the reviews
// of its proofs (newest first) and what is due, paid and left. Who recorded or decided each is named.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, orders, paymentReviews, payments, withholdingSlips, type Db } from '@tagih/db';
import { maxRupiah, minRupiah, toRupiah } from '@tagih/domain/money';
import { amountBeforePpn, formatPph23Rate, proposedWithholding } from '@tagih/domain/pph23';
import { amountDue, type PaymentKind, type PaymentReviewStatus } from '@tagih/domain/payments';
import type { OrderPayments, PaymentReview } from '@tagih/domain/schemas/payment';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../repositories/sql-values.ts';
import { approvalRules, readApprovalSettings } from '../../repositories/approval-settings.ts';
import { readTaxSettings } from '../../repositories/tax-settings.ts';
import type { BookTotals } from './orders-owed.ts';

/** Net of every payment of the order and of the PPh 23 withheld (reversals are negative), exact rupiah. */
export async function bookTotals(db: Db, orderId: number): Promise<BookTotals> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
      withheld: sql<string>`coalesce(sum(${payments.withheld}), 0)::text`,
    })
    .from(payments)
    .where(eq(payments.order_id, orderId));
  return { paid: BigInt(row?.paid ?? '0'), withheld: BigInt(row?.withheld ?? '0') };
}

const deciders = alias(admins, 'deciders');
const uploaders = alias(admins, 'uploaders');

function selectReviews(db: Db) {
  return db
    .select({
      id: paymentReviews.id,
      status: sql<PaymentReviewStatus>`${paymentReviews.status}`,
      proof_key: paymentReviews.proof_key,
      reason: paymentReviews.reason,
      amount: paymentReviews.amount,
      received_on: paymentReviews.received_on,
      decided_by: paymentReviews.decided_by,
      decided_by_name: deciders.name,
      decided_at: isoText(paymentReviews.decided_at),
      uploaded_by: paymentReviews.created_by,
      uploaded_by_name: uploaders.name,
      created_at: isoText(paymentReviews.created_at),
    })
    .from(paymentReviews)
    .leftJoin(deciders, eq(deciders.id, paymentReviews.decided_by))
    .leftJoin(uploaders, eq(uploaders.id, paymentReviews.created_by))
    .$dynamic();
}

/** One review of order `orderId` (404 when it is not one of that order's), locked for a decision. */
export async function lockReview(db: Db, orderId: number, reviewId: number): Promise<PaymentReview> {
  const [review] = await db
    .select()
    .from(paymentReviews)
    .where(and(eq(paymentReviews.id, reviewId), eq(paymentReviews.order_id, orderId)))
    .for('update');
  if (!review) throw AppError.notFound('Bukti bayar');
  const [named] = await selectReviews(db).where(eq(paymentReviews.id, review.id));
  return named!;
}

/** The review waiting for a decision on the order, if any (at most one: a partial unique index). */
export async function findPendingReview(db: Db, orderId: number) {
  const [review] = await db
    .select()
    .from(paymentReviews)
    .where(and(eq(paymentReviews.order_id, orderId), eq(paymentReviews.status, 'pending')));
  return review ?? null;
}

/**
 * The order's book as `GET /orders/{id}/payments` answers it; `pdfLink` signs the link to a bukti potong's
 * PDF (the route knows the signer). The proposed PPh 23 is what 'Setting Pajak''s rate asks of the amount
 * before PPN, less what was already withheld, never above the balance (pph23.ts).
 */
export async function listOrderPayments(
  db: Db,
  orderId: number,
  pdfLink: (paymentId: number) => string,
): Promise<OrderPayments> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw AppError.notFound('Order');
  const [rows, reviews, settings, approvals] = await Promise.all([
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        received_on: payments.received_on,
        kind: sql<PaymentKind>`${payments.kind}`,
        review_id: payments.review_id,
        reverses_id: payments.reverses_id,
        recorded_by: payments.recorded_by,
        recorded_by_name: admins.name,
        recorded_at: isoText(payments.recorded_at),
        withheld: payments.withheld,
        slip_number: withholdingSlips.number,
        slip_date: withholdingSlips.slip_date,
        slip_pdf: withholdingSlips.file_key,
      })
      .from(payments)
      .leftJoin(admins, eq(admins.id, payments.recorded_by))
      .leftJoin(withholdingSlips, eq(withholdingSlips.payment_id, payments.id))
      .where(eq(payments.order_id, orderId))
      .orderBy(asc(payments.id)),
    selectReviews(db).where(eq(paymentReviews.order_id, orderId)).orderBy(desc(paymentReviews.id)),
    readTaxSettings(db),
    readApprovalSettings(db),
  ]);
  const paid = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const withheld = rows.reduce((sum, row) => sum + BigInt(row.withheld), 0n);
  const proposed = proposedWithholding(amountBeforePpn(order), settings.pph23_rate_bp) - withheld;
  return {
    amount_due: amountDue(order).toString(),
    paid: paid.toString(),
    withheld: withheld.toString(),
    balance_due: order.balance_due,
    pph23_rate: formatPph23Rate(settings.pph23_rate_bp),
    proposed_withholding: minRupiah(maxRupiah(0n, proposed), toRupiah(order.balance_due)).toString(),
    payments: rows.map(({ slip_number, slip_date, slip_pdf, ...row }) => ({
      ...row,
      withholding:
        BigInt(row.withheld) > 0n
          ? { number: slip_number, date: slip_date, pdf: slip_pdf ? pdfLink(row.id) : null }
          : null,
    })),
    reviews,
    approval_rules: approvalRules(approvals),
  };
}
