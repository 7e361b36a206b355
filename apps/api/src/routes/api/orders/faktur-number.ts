// POST /orders/faktur-number: records the 17-digit number DJP assigned to an order's tax invoice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { orderRowSchema } from '@tagih/domain/schemas/order';
import { fakturNumberBodySchema } from '@tagih/domain/schemas/tax';
import { single } from '../../../lib/envelope.ts';
import { startFakturReplacement } from '../../../orders/faktur/faktur-actions.ts';
import { recordFakturNumber } from '../../../orders/write/orders-faktur.ts';
import { auditContext } from '../../standard-set.ts';
import { withProofLink } from './proof-link.ts';

export default async function orderFakturNumberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/faktur-number',
    {
      config: { permission: 'tax.write' },
      schema: {
        tags: ['Tax'],
        description:
          "`{order, faktur_number}`: the 17 digits Coretax gave the order's tax invoice (dots, dashes and spaces are ignored). " +
          'It prints on the invoice. 422 for a malformed number (not 17 digits, or all zeros), 404 for an unknown order, 409 for a cancelled order, ' +
          'one without PPN, or a number another order holds (the message names its invoice). ' +
          "While a replacement is open (POST /orders/{id}/faktur-replacement) the number is the replacing faktur's and closes it; " +
          'then 409 when it equals the replaced number.',
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
  app.post(
    '/:id/faktur-replacement',
    {
      config: { permission: 'tax.write' },
      schema: {
        tags: ['Tax'],
        description:
          "'Ganti Faktur': starts the replacement of the order's numbered faktur (faktur pengganti, PER-11/PJ/2025 Article 48). " +
          "Its figures may then change; 'Faktur perlu diganti' lists it until the new faktur number is recorded (POST /orders/faktur-number " +
          'or POST /tax/faktur-actions/{id}/done). 409 when no faktur number is recorded, the order is cancelled, or a replacement is already open.',
        params: idParamSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const row = await startFakturReplacement(
        app.db,
        app.orderStatements.rowById,
        request.params.id,
        auditContext(request),
      );
      return single(withProofLink(app, row), 'Penggantian faktur dimulai; order dapat diubah.');
    },
  );
}
