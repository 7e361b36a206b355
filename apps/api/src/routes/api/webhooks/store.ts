// 'Tambah Webhook': a new endpoint and its signing secret, answered this once (the console shows it to copy).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookInputSchema, webhookWithSecretEnvelopeSchema } from '@tagih/domain/schemas/webhook';
import { single } from '../../../lib/envelope.ts';
import { storeWebhook } from '../../../webhooks/endpoints.ts';
import { auditContext } from '../../standard-set.ts';
import { URL_REFUSAL, WEBHOOKS_TAG } from './tag.ts';

export default async function webhookStoreRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'integrations.manage' } as const;
  const tags = [WEBHOOKS_TAG];
  const allowPrivate = () => app.webhooks.settings.allowPrivate;

  app.post(
    '/store',
    {
      config,
      schema: {
        tags,
        summary: 'Add a webhook endpoint; answers its signing secret once',
        description: `\`secret\` (\`whsec_\` + base64) signs every message; it is shown only in this answer. ${URL_REFUSAL}`,
        body: webhookInputSchema,
        response: { 200: webhookWithSecretEnvelopeSchema },
      },
    },
    async (request) => {
      const stored = await storeWebhook(app.db, request.body, auditContext(request), allowPrivate());
      return single(stored, 'Webhook ditambahkan. Secret hanya ditampilkan sekali.');
    },
  );
}
