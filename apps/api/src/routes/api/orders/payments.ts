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
import { auditContext } from '../../standard-set.ts';

const tags = ['Orders'];

export default async function orderPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/payments',
    {
      schema: {
        tags,
        summary: "An order's payment reviews and its ledger",
        description:
          'The order’s payment book: the amount due, paid (net of reversals) and the balance; every payment, oldest first ' +
          '(a reversal is a negative row naming the one it reverses); every review of a payment proof, newest first, with ' +
          '`status` pending (Menunggu verifikasi), approved or rejected, the reason, the amount and who decided when.',
        params: idParamSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request) => single(await listOrderPayments(app.db, request.params.id)),
  );

  app.post(
    '/:id/payments/:reviewId/approve',
    {
      schema: {
        tags,
        description:
          '`{amount, received_on}`: records a payment of `amount` rupiah received on `received_on` from a pending review. ' +
          'The order becomes Lunas when its payments cover the amount due; otherwise `balance_due` is what is left. ' +
          '422 for an amount of 0 or less, above the balance, or a date in the future (WIB); 409 for a review already ' +
          'decided, a cancelled or already paid order.',
        params: paymentReviewParamsSchema,
        body: approvePaymentInputSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request) => {
      const { id, reviewId } = request.params;
      await approveReview(app.db, id, reviewId, request.body, auditContext(request));
      return single(await listOrderPayments(app.db, id), 'Pembayaran disetujui.');
    },
  );

  app.post(
    '/:id/payments/:reviewId/reject',
    {
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
      return single(await listOrderPayments(app.db, id), 'Bukti bayar ditolak.');
    },
  );
}
