// The 'API Key' screen (issue 34): keys integrators call /api with. Only role `admin` manages them
// (`integrations.manage`). A new key's secret is answered this once (only its SHA-256 is stored, never logged
// nor audited); revoking takes effect on the very next request to any instance (lib/api-key-auth.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyEnvelopeSchema,
  apiKeyListQuerySchema,
  apiKeyListSchema,
  apiKeyStoreInputSchema,
  apiKeyWithSecretEnvelopeSchema,
} from '@tagih/domain/schemas/api-key';
import { idParamSchema } from '@tagih/domain/schemas/common';
import { list, single } from '../../../lib/envelope.ts';
import {
  findApiKeyRow,
  listApiKeys,
  revokeApiKey,
  storeApiKey,
} from '../../../repositories/api-keys/manage.ts';
import { auditContext } from '../../standard-set.ts';

const TAG = 'API Keys';

export default async function apiKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'integrations.manage' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'The API keys, a page of ten',
        description:
          'Newest first. `status`: `active`, `expired` (after its `expires_on` day, WIB) or `revoked`. The ' +
          'secret is never in this answer: `prefix` is its first 12 characters.',
        querystring: apiKeyListQuerySchema,
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listApiKeys(app.db, request.query);
      return list(rows, request.query.page, total);
    },
  );

  app.post(
    '/store',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Add an API key',
        description:
          'Answers the key and its `secret` (`tgh_` + 32 random bytes, base64url), shown only in this answer: ' +
          'only its SHA-256 is stored. The key acts as the caller with the key’s `role`. 422 under ' +
          '`expires_on` unless it is after today (WIB).',
        body: apiKeyStoreInputSchema,
        response: { 200: apiKeyWithSecretEnvelopeSchema },
      },
    },
    async (request) => {
      const key = await storeApiKey(app.db, { ...request.body, context: auditContext(request) });
      request.log.info({ event: 'api_key_created', apiKeyId: key.id, role: key.role }, 'api key created');
      return single(key, 'API key dibuat. Secret hanya ditampilkan sekali; simpan sekarang.');
    },
  );

  app.post(
    '/revoke/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Revoke an API key',
        description:
          'The key is refused (401) from the very next request, on every instance. 409 when already revoked.',
        params: idParamSchema,
        response: { 200: apiKeyEnvelopeSchema },
      },
    },
    async (request) => {
      await revokeApiKey(app.db, { id: request.params.id, context: auditContext(request) });
      return single(await findApiKeyRow(app.db, request.params.id), 'API key dicabut.');
    },
  );
}
