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

/** A bukti potong's number as Coretax prints it on the BPPU: letters, digits and separators, at most 40. */
export const withholdingNumberInput = refuseControlCharacters(
  z
    .string({ error: 'Nomor bukti potong wajib diisi.' })
    .trim()
    .min(1, 'Nomor bukti potong wajib diisi.')
    .max(40, 'Maksimal 40 karakter.'),
);

/** A bukti potong's date: a real date, not in the future (WIB). */
export const withholdingDateInput = calendarDate('Tanggal harus berformat YYYY-MM-DD.').refine(
  (date) => !isBookDate(date) || compareDates(date, todayInJakarta()) <= 0,
  'Tanggal bukti potong tidak boleh di masa depan.',
);

/**
 * `{amount, received_on}` of an approval, and what the buyer withheld as PPh 23 (issue 31): the amount
 * (0 or absent: nothing withheld) and, when known already, the bukti potong's number and date (its PDF
 * through POST /orders/{id}/payments/{paymentId}/withholding).
 */
export const approvePaymentInputSchema = z
  .object({
    amount: paymentAmountInput,
    received_on: receivedOnInput,
    withheld_pph23: moneyInput(PRICE_DIGITS).optional(),
    withholding_number: withholdingNumberInput.optional(),
    withholding_date: withholdingDateInput.optional(),
  })
  .superRefine((value, context) => {
    const withheld = BigInt(value.withheld_pph23 ?? '0');
    if (withheld === 0n && (value.withholding_number || value.withholding_date))
      context.addIssue({
        code: 'custom',
        path: ['withheld_pph23'],
        message: 'Isi jumlah PPh 23 dipotong untuk mencatat bukti potong.',
      });
  });
export type ApprovePaymentInput = z.input<typeof approvePaymentInputSchema>;
export type ApprovePayment = z.output<typeof approvePaymentInputSchema>;

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
  /**
   * Who uploaded the proof under review (administrator id and name); null when not recorded (a client's
   * upload, or an administrator since removed). With maker-checker on, this administrator cannot approve it.
   */
  uploaded_by: z.number().int().nullable(),
  uploaded_by_name: z.string().nullable(),
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
  /** PPh 23 the buyer withheld from this payment (negated on a reversal); '0' when none. */
  withheld: moneyOutput,
  /** Its bukti potong, for a payment with PPh 23 withheld; null otherwise. */
  withholding: z
    .object({
      number: z.string().nullable(),
      date: z.string().nullable(),
      /** A short-lived signed link to the bukti potong's PDF, once uploaded. */
      pdf: z.string().nullable(),
    })
    .nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /orders/{id}/payments`: what is due, paid and left, the payments (oldest first) and the reviews. */
export const orderPaymentsSchema = z.object({
  amount_due: moneyOutput,
  paid: moneyOutput,
  /** PPh 23 withheld by the buyer, net of reversals. */
  withheld: moneyOutput,
  balance_due: moneyOutput,
  /** 'Setting Pajak''s PPh 23 rate ('2') and what the approve form proposes to withhold of what is left. */
  pph23_rate: z.string(),
  proposed_withholding: moneyOutput,
  payments: z.array(paymentSchema),
  reviews: z.array(paymentReviewSchema),
  /** 'Setting Persetujuan' (maker-checker) as approvals now follow it; the console disables 'Setujui' by it. */
  approval_rules: z.object({ separate_uploader: z.boolean(), finance_above: moneyOutput.nullable() }),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;
