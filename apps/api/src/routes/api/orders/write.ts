// Store and update of an order, priced on the server (orders/write/). Registered by the order routes, under
// /orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { orderInputSchema, orderRowSchema } from '@tagih/domain/schemas/order';
import { MESSAGES, single } from '../../../lib/envelope.ts';
import { storeOrder, updateOrder } from '../../../orders/write/orders-write.ts';
import {
  IDEMPOTENCY_DESCRIPTION,
  idempotencyHeadersSchema,
  withIdempotency,
} from '../../../lib/idempotency.ts';
import { auditContext } from '../../standard-set.ts';
import { withProofLink } from './proof-link.ts';
import { ORDERS_TAG } from './tag.ts';

const tags = [ORDERS_TAG];

export default async function orderWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/store',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Store an order (new or an upgrade), priced on the server',
        description:
          'Prices the order from the catalogue and the voucher as stored (price_* fields sent are ignored), assigns the invoice number and ' +
          'the period. When the previewed invoice_number sent was taken meanwhile, the message names the number the order got.' +
          IDEMPOTENCY_DESCRIPTION,
        headers: idempotencyHeadersSchema,
        body: orderInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request, reply) =>
      withIdempotency(app, request, reply, async () => {
        const { row, invoiceNote } = await storeOrder(
          app.db,
          app.orderStatements,
          request.body,
          auditContext(request),
        );
        return single(
          withProofLink(app, row),
          invoiceNote ? `${MESSAGES.created} ${invoiceNote}` : MESSAGES.created,
        );
      }),
  );

  app.put(
    '/update/:id',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        description:
          'Re-prices the order as store does, on the day it was made, and keeps its invoice number. Refused (409) once cancelled or paid with a proof.',
        params: idParamSchema,
        body: orderInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) =>
      single(
        withProofLink(
          app,
          await updateOrder(
            app.db,
            app.orderStatements,
            request.params.id,
            request.body,
            auditContext(request),
          ),
        ),
        MESSAGES.updated,
      ),
  );
}
