// Payments that are reviewed (issue 21): an order's payment book, and the approval or rejection of a proof's
// review. Thin handlers over orders/payments/.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import {
  approvePaymentInputSchema,
  orderPaymentsSchema,
  paymentReviewParamsSchema,
  rejectPaymentInputSchema,
} from '@tagih/domain/schemas/payment';
import { single } from '../../../lib/envelope.ts';
import { listOrderPayments } from '../../../orders/payments/payments-read.ts';
import { approveReview, rejectReview } from '../../../orders/payments/payments-review.ts';
import {
  IDEMPOTENCY_DESCRIPTION,
  idempotencyHeadersSchema,
  withIdempotency,
} from '../../../lib/idempotency.ts';
import { auditContext } from '../../standard-set.ts';
import { withholdingPdfLink } from '../withholdings/pdf-link.ts';

const tags = ['Orders'];

export default async function orderPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pdfLink = (paymentId: number) => withholdingPdfLink(app, paymentId);

  app.get(
    '/:id/payments',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: "An order's payment reviews and its ledger",
        description:
          'The order’s payment book: the amount due, paid and PPh 23 withheld (net of reversals) and the balance; every payment, oldest first ' +
          '(a reversal is a negative row naming the one it reverses), with the PPh 23 withheld from it and its bukti potong; every ' +
          'review of a payment proof, newest first, with `status` pending (Menunggu verifikasi), approved or rejected, the reason, ' +
          "the amount and who decided when; 'Setting Pajak''s PPh 23 rate and the withholding the approve form proposes.",
        params: idParamSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request) => single(await listOrderPayments(app.db, request.params.id, pdfLink)),
  );

  app.post(
    '/:id/payments/:reviewId/approve',
    {
      config: { permission: 'payments.review' },
      schema: {
        tags,
        description:
          '`{amount, received_on}`: records a payment of `amount` rupiah received on `received_on` from a pending review, ' +
          'with `withheld_pph23` the PPh 23 the buyer withheld (optional, 0 by default) and, when known, the bukti potong ' +
          '`withholding_number` and `withholding_date` (its PDF through `POST /orders/{id}/payments/{paymentId}/withholding`). ' +
          'The order becomes Lunas when received plus withheld cover the amount due; otherwise `balance_due` is what is left. ' +
          '422 for an amount of 0 or less, above the balance, received plus withheld above the balance, a bukti potong ' +
          'without a withheld amount, or a date in the future (WIB); 409 for a review already decided, a cancelled or already paid order.' +
          IDEMPOTENCY_DESCRIPTION,
        params: paymentReviewParamsSchema,
        headers: idempotencyHeadersSchema,
        body: approvePaymentInputSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request, reply) =>
      withIdempotency(app, request, reply, async () => {
        const { id, reviewId } = request.params;
        await approveReview(app.db, id, reviewId, request.body, auditContext(request));
        return single(await listOrderPayments(app.db, id, pdfLink), 'Pembayaran disetujui.');
      }),
  );

  app.post(
    '/:id/payments/:reviewId/reject',
    {
      config: { permission: 'payments.review' },
      schema: {
        tags,
        description:
          '`{reason}`: rejects a pending review; the reason is kept and shown to the next reviewer. A new proof opens a new ' +
          'review. 422 without a reason; 409 for a review already decided.',
        params: paymentReviewParamsSchema,
        body: rejectPaymentInputSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request) => {
      const { id, reviewId } = request.params;
      await rejectReview(app.db, id, reviewId, request.body.reason, auditContext(request));
      return single(await listOrderPayments(app.db, id, pdfLink), 'Bukti bayar ditolak.');
    },
  );
}
