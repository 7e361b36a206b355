// State changes of an order: cancel, change status (publish / unpublish / suspend) and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import { orderActionBodySchema, orderRowSchema, orderStatusInputSchema } from '@tagih/domain/schemas/order';
import { done, MESSAGES, single } from '../../../lib/envelope.ts';
import { cancelOrder, changeOrderStatus, deleteOrder } from '../../../repositories/orders-status.ts';
import { auditContext } from '../../standard-set.ts';
import { withProofLink } from './proof-link.ts';

const tags = ['Orders'];

export default async function orderStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/cancel_order',
    {
      schema: {
        tags,
        description:
          '`{order}` is the order id. Refused (409) when it is already cancelled or has a payment proof.',
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
      schema: {
        tags,
        description:
          '`{status}`: 0 new, 1 paid (publish), 2 suspend (integrators). Refused (409) for a cancelled order.',
        params: idParamSchema,
        body: orderStatusInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const row = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body.status,
        auditContext(request),
      );
      return single(withProofLink(app, row), 'Status has been updated');
    },
  );

  app.delete(
    '/delete/:id',
    {
      schema: {
        tags,
        description:
          'Deletes the order with its extra-charge rows, add-on links and proof image. Refused (409) while another order upgrades it.',
        params: idParamSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      const proof = await deleteOrder(app.db, request.params.id, auditContext(request));
      if (proof)
        await app.storage
          .remove(proof)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not remove a deleted order proof'),
          );
      return done(MESSAGES.deleted);
    },
  );
}
