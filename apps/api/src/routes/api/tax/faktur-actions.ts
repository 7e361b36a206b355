// 'Faktur perlu dibatalkan / diganti' (issue 31): what must still be done in Coretax about fakturs DJP numbered,
// and its 'Selesai'. The actions are opened by cancelling an order (orders/status.ts) and by 'Ganti Faktur'
// (orders/faktur-number.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEnvelopeSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import {
  fakturActionDoneBodySchema,
  fakturActionListQuerySchema,
  fakturActionParamsSchema,
  fakturActionRowSchema,
} from '@tagih/domain/schemas/faktur-action';
import { done, list } from '../../../lib/envelope.ts';
import { completeFakturAction, listFakturActions } from '../../../orders/faktur/faktur-actions.ts';
import { auditContext } from '../../standard-set.ts';

const tags = ['Tax'];

export default async function fakturActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tax/faktur-actions',
    {
      config: { permission: 'tax.read' },
      schema: {
        tags,
        summary: 'Fakturs to cancel or replace in Coretax',
        description:
          "'Faktur perlu dibatalkan / diganti': a `cancel` action is opened when an order whose faktur number is recorded is cancelled, " +
          "a `replace` action by 'Ganti Faktur' (POST /orders/{id}/faktur-replacement), open until the new faktur number is recorded. " +
          '`status` open (default; oldest first) or done (newest first), `kind` cancel or replace, 10 a page.',
        querystring: fakturActionListQuerySchema,
        response: { 200: listEnvelopeSchema(fakturActionRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listFakturActions(app.db, request.query);
      return list(rows, request.query.page, total);
    },
  );

  app.post(
    '/tax/faktur-actions/:id/done',
    {
      config: { permission: 'tax.write' },
      schema: {
        tags,
        description:
          '`{date, faktur_number?}`: done in Coretax on `date` (YYYY-MM-DD, not in the future, not before the action was opened; else 422). ' +
          'A cancellation closes; a replacement needs `faktur_number`, the new faktur number, recorded on the order as POST /orders/faktur-number does ' +
          '(it must differ from the replaced one). 409 when the action is already done (the message says when).',
        params: fakturActionParamsSchema,
        body: fakturActionDoneBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await completeFakturAction(
        app.db,
        app.orderStatements.rowById,
        request.params.id,
        request.body,
        auditContext(request),
      );
      return done('Tindakan faktur dicatat selesai.');
    },
  );
}
