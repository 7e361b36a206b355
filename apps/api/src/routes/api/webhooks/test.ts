// 'Kirim tes': one `webhook.test` message sent now to an endpoint, outside the retries; the attempt is answered
// (and kept in the delivery log) so the administrator sees at once what the receiver said.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { webhookAttemptSchema } from '@tagih/domain/schemas/webhook';
import { single } from '../../../lib/envelope.ts';
import { sendTest } from '../../../webhooks/deliveries.ts';
import { isDelivered } from '../../../webhooks/http-send.ts';
import { auditContext } from '../../standard-set.ts';
import { WEBHOOKS_TAG } from './tag.ts';

const attemptEnvelopeSchema = envelopeSchema(webhookAttemptSchema);

export default async function webhookTestRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'integrations.manage' } as const;
  const tags = [WEBHOOKS_TAG];

  app.post(
    '/:id/test',
    {
      config,
      schema: {
        tags,
        summary: "'Kirim tes': send one webhook.test message now and answer the attempt",
        description:
          'Sent once, now, whether the endpoint is active or not, signed like every message; `data` is ' +
          '`{"test": true}`. Answers the attempt (the receiver’s status and the first 2,000 characters of its ' +
          'answer, or the error); it is also kept in the delivery log.',
        params: idParamSchema,
        response: { 200: attemptEnvelopeSchema },
      },
    },
    async (request) => {
      const attempt = await sendTest(app.db, request.params.id, auditContext(request), app.webhooks.settings);
      return single(attempt, isDelivered(attempt.response_status) ? 'Tes terkirim.' : 'Tes gagal terkirim.');
    },
  );
}
