// Payments that are reviewed (issue 21): an uploaded proof opens a review, an administrator approves it with
// the amount and date received (a payment row is recorded) or rejects it with a reason. Declared once here
// for the routes, their OpenAPI document, the console's dialog and its form.
import { z } from 'zod';
import { compareDates, isBookDate, todayInJakarta } from '../dates.ts';
import { PRICE_DIGITS } from '../money.ts';
import { calendarDate, moneyInput, moneyOutput, pathId, refuseControlCharacters } from './common.ts';

/** `/orders/{id}/payments/{reviewId}/...` */
export const paymentReviewParamsSchema = z.object({ id: pathId, reviewId: pathId });

/**
 * A date received: a real calendar date within the books' years (calendarDate), not after today in WIB (a
 * payment cannot arrive tomorrow). So a year like 0000 or 1800 is a 422 here, never a database error.
 */
export const receivedOnInput = calendarDate('Tanggal harus berformat YYYY-MM-DD.').refine(
  (date) => !isBookDate(date) || compareDates(date, todayInJakarta()) <= 0,
  'Tanggal diterima tidak boleh di masa depan.',
);

/** An amount received: whole rupiah above 0 (not above the balance: checked against the order). */
export const paymentAmountInput = moneyInput(PRICE_DIGITS).refine(
  (digits) => BigInt(digits) > 0n,
  'Jumlah harus lebih dari 0.',
);

/** `{amount, received_on}` of an approval. */
export const approvePaymentInputSchema = z.object({
  amount: paymentAmountInput,
  received_on: receivedOnInput,
});
export type ApprovePaymentInput = z.input<typeof approvePaymentInputSchema>;

/** `{reason}`: why the proof is refused, shown to the next reviewer. */
export const rejectPaymentInputSchema = z.object({
  reason: refuseControlCharacters(
    z
      .string({ error: 'Alasan wajib diisi.' })
      .trim()
      .min(1, 'Alasan wajib diisi.')
      .max(500, 'Maksimal 500 karakter.'),
    true,
  ),
});
export type RejectPaymentInput = z.input<typeof rejectPaymentInputSchema>;

export const paymentReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Storage key of the proof image this review is about (kept after a replacement once decided). */
  proof_key: z.string(),
  /** The rejection's reason; null otherwise. */
  reason: z.string().nullable(),
  /** The approved amount and date received; null unless approved. */
  amount: moneyOutput.nullable(),
  received_on: z.string().nullable(),
  /** Who decided it (administrator id and name) and when; null while pending. */
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  /** Whole rupiah; negative for a reversal. */
  amount: moneyOutput,
  received_on: z.string(),
  kind: z.enum(['review', 'publish', 'reversal']),
  /** The review it came from (an approved proof), or null. */
  review_id: z.number().int().nullable(),
  /** The payment a reversal reverses, or null. */
  reverses_id: z.number().int().nullable(),
  recorded_by: z.number().int().nullable(),
  recorded_by_name: z.string().nullable(),
  recorded_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /orders/{id}/payments`: what is due, paid and left, the payments (oldest first) and the reviews. */
export const orderPaymentsSchema = z.object({
  amount_due: moneyOutput,
  paid: moneyOutput,
  balance_due: moneyOutput,
  payments: z.array(paymentSchema),
  reviews: z.array(paymentReviewSchema),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;
