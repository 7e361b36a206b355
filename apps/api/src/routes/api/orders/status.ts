// State changes of an order: cancel, change status (publish / unpublish / suspend) and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import { orderActionBodySchema, orderRowSchema } from '@tagih/domain/schemas/order';
import { orderStatusInputSchema } from '@tagih/domain/schemas/order-status';
import { done, MESSAGES, single } from '../../../lib/envelope.ts';
import { cancelOrder, changeOrderStatus, voidOrder } from '../../../orders/lifecycle/orders-status.ts';
import { auditContext } from '../../standard-set.ts';
import { withProofLink } from './proof-link.ts';

const tags = ['Orders'];
const PARTIAL_PUBLISH = 'Pembayaran sebagian dicatat; order tetap Baru sampai sisa tagihan dibayar.';

export default async function orderStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/cancel_order',
    {
      config: { permission: 'orders.cancel' },
      schema: {
        tags,
        description:
          '`{order}` is the order id. Refused (409, with the reason) when it is already cancelled, paid (unpay it first) or has a payment proof (docs/order-lifecycle.md).',
        body: orderActionBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await cancelOrder(app.db, request.body.order, auditContext(request));
      return done('Order berhasil dicancel!');
    },
  );

  app.post(
    '/change-status/:id',
    {
      config: { permission: 'orders.pay' },
      schema: {
        tags,
        summary: 'Publish (with what was received) or unpublish an order',
        description:
          '`{status}`: 1 pays (publish: records `paid_at` and `paid_by`), 0 unpays a paid order (unpublish: clears both) or resumes a suspended one, 2 suspends a new one (integrators). ' +
          'Publish books the whole balance due as received today; with `amount` and/or `received_on` it records that amount (default: the balance) received on that date (default: today, WIB): equal to the balance the order is paid, less leaves it new (status 0) with the rest owed, over the balance is a 422 under `amount`. ' +
          'Refused (409, with the reason) for a cancelled order and for any step the lifecycle does not allow (docs/order-lifecycle.md).',
        params: idParamSchema,
        body: orderStatusInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const row = await changeOrderStatus(
        app.db,
        app.orderStatements.rowById,
        request.params.id,
        request.body,
        auditContext(request),
      );
      const partial = request.body.status === 1 && row.status !== 1;
      return single(withProofLink(app, row), partial ? PARTIAL_PUBLISH : 'Status has been updated');
    },
  );

  app.delete(
    '/delete/:id',
    {
      config: { permission: 'orders.cancel' },
      schema: {
        tags,
        summary: 'Void an order: its number stays in the register',
        description:
          'Voids an order that was never sent, has no payment proof and is not paid: it leaves every list, search and GET (404), ' +
          "and its invoice number stays in the month's invoice register marked void with who and when (GET /invoice-register). " +
          'Refused (409: cancel it instead) for a sent, proven or paid order, and while another order upgrades it.',
        params: idParamSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await voidOrder(app.db, request.params.id, auditContext(request));
      return done(MESSAGES.deleted);
    },
  );
}
