// POST /orders/faktur-number: records the 17-digit number DJP assigned to an order's tax invoice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { orderRowSchema } from '@tagih/domain/schemas/order';
import { fakturNumberBodySchema } from '@tagih/domain/schemas/tax';
import { single } from '../../../lib/envelope.ts';
import { recordFakturNumber } from '../../../orders/write/orders-faktur.ts';
import { auditContext } from '../../standard-set.ts';
import { withProofLink } from './proof-link.ts';

export default async function orderFakturNumberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/faktur-number',
    {
      schema: {
        tags: ['Tax'],
        description:
          "`{order, faktur_number}`: the 17 digits Coretax gave the order's tax invoice (dots, dashes and spaces are ignored). " +
          'It prints on the invoice. 422 for a malformed number (not 17 digits, or all zeros), 404 for an unknown order, 409 for a cancelled order, ' +
          'one without PPN, or a number another order holds (the message names its invoice).',
        body: fakturNumberBodySchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const row = await recordFakturNumber(
        app.db,
        app.orderStatements.rowById,
        request.body.order,
        request.body.faktur_number,
        auditContext(request),
      );
      return single(withProofLink(app, row), 'Nomor faktur pajak disimpan.');
    },
  );
}
