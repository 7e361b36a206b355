// 'Webhook' (issue 34): the endpoints an integrator registers to be told of changes (Standard Webhooks, at least
// once; docs/decisions-made.md "Webhooks"). Admin only (`integrations.manage`). A store answers the signing
// secret this once; a URL the SSRF guard refuses (webhooks/address-guard.ts) is a 422 under `url`. The delivery
// log, redelivery and 'Kirim tes' are in deliveries.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import {
  webhookEnvelopeSchema,
  webhookInputSchema,
  webhookListQuerySchema,
  webhookListSchema,
} from '@tagih/domain/schemas/webhook';
import { done, list, MESSAGES, single } from '../../../lib/envelope.ts';
import { destroyWebhook, findWebhookRow, listWebhooks, updateWebhook } from '../../../webhooks/endpoints.ts';
import { auditContext } from '../../standard-set.ts';
import webhookDeliveryRoutes from './deliveries.ts';
import webhookStoreRoute from './store.ts';
import { URL_REFUSAL, WEBHOOKS_TAG } from './tag.ts';

export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'integrations.manage' } as const;
  const tags = [WEBHOOKS_TAG];
  const allowPrivate = () => app.webhooks.settings.allowPrivate;

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'The webhook endpoints, a page of ten',
        description: 'Newest first. `search`: part of the URL or description. The secret is never listed.',
        querystring: webhookListQuerySchema,
        response: { 200: webhookListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listWebhooks(app.db, request.query);
      return list(rows, request.query.page, total);
    },
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: idParamSchema,
        response: { 200: webhookEnvelopeSchema },
      },
    },
    async (request) => single(await findWebhookRow(app.db, request.params.id)),
  );

  app.put(
    '/update/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a webhook endpoint (its secret stays)',
        description: URL_REFUSAL,
        params: idParamSchema,
        body: webhookInputSchema,
        response: { 200: webhookEnvelopeSchema },
      },
    },
    async (request) =>
      single(
        await updateWebhook(app.db, request.params.id, request.body, auditContext(request), allowPrivate()),
        MESSAGES.updated,
      ),
  );

  app.delete(
    '/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery log',
        description: 'Tries still pending are not made. The audit log keeps what the endpoint was.',
        params: idParamSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await destroyWebhook(app.db, request.params.id, auditContext(request));
      return done(MESSAGES.deleted);
    },
  );

  await app.register(webhookStoreRoute);
  await app.register(webhookDeliveryRoutes);
}
