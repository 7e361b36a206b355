// The delivery log of a webhook endpoint: its deliveries (a page, by status), one with its exact body and
// attempt log, a redelivery (a new attempt series of the same message, same `webhook-id`) and 'Kirim tes'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idParamSchemaFor, pathId } from '@tagih/domain/schemas/common';
import {
  webhookDeliveryEnvelopeSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
} from '@tagih/domain/schemas/webhook';
import { list, single } from '../../../lib/envelope.ts';
import { findDelivery, listDeliveries, redeliver } from '../../../webhooks/deliveries.ts';
import { auditContext } from '../../standard-set.ts';
import { WEBHOOKS_TAG } from './tag.ts';
import webhookTestRoute from './test.ts';

const deliveryParamsSchema = z.object({ id: pathId, deliveryId: pathId });

export default async function webhookDeliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'integrations.manage' } as const;
  const tags = [WEBHOOKS_TAG];

  app.get(
    '/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "A webhook endpoint's deliveries, a page of ten",
        description:
          'Newest first. `status`: pending, succeeded or failed; `search`: part of the event or message id.',
        params: idParamSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listDeliveries(app.db, request.params.id, request.query);
      return list(rows, request.query.page, total);
    },
  );

  app.get(
    '/deliveries/:deliveryId',
    {
      config,
      schema: {
        tags,
        summary: 'One delivery: the body as sent and every attempt',
        params: idParamSchemaFor('deliveryId'),
        response: { 200: webhookDeliveryEnvelopeSchema },
      },
    },
    async (request) => single(await findDelivery(app.db, request.params.deliveryId)),
  );

  app.post(
    '/:id/deliveries/:deliveryId/redeliver',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivered or failed message again, as a new attempt series',
        description:
          'A new delivery of the same message: the same body and `webhook-id` (a receiver that deduplicates ' +
          'on it takes it once), tried on the usual schedule. Answers the new delivery.',
        params: deliveryParamsSchema,
        response: { 200: webhookDeliveryEnvelopeSchema },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      const copy = await redeliver(app.db, id, deliveryId, auditContext(request));
      return single(copy, 'Pesan dijadwalkan untuk dikirim ulang.');
    },
  );

  await app.register(webhookTestRoute);
}
