// The OpenAPI 3.1 `webhooks` section: each event an endpoint can subscribe to (packages/domain WEBHOOK_EVENTS),
// as the POST Tagih makes to it: the message body (webhookMessageSchema, the same shapes the REST contract
// answers) and the three Standard Webhooks headers. Built from the domain's declarations, so a new event or a
// changed shape is documented by construction.
import type { OpenAPIV3_2 } from '@fastify/swagger';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookMessageSchema,
  type WebhookEvent,
} from '@tagih/domain/schemas/webhook';

const HEADERS = [
  {
    name: 'webhook-id',
    description:
      'The message id (`msg_...`), the same on every retry and redelivery: deduplicate on it (delivery is at least once).',
    example: 'msg_2b1f0c9a7d4e4f3a8b6c5d4e3f2a1b0c',
  },
  {
    name: 'webhook-timestamp',
    description: 'When this try was signed, in seconds since the Unix epoch; refuse one far from your clock.',
    example: '1767225600',
  },
  {
    name: 'webhook-signature',
    description:
      '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the secret (`whsec_` + ' +
      'base64, answered once when the endpoint is stored). Verify with any Standard Webhooks library.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map(({ name, description, example }) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
  example,
}));

/**
 * The message's JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), without its `$schema`; handed over as the
 * plain JSON it is, since zod's and openapi-types' declarations of JSON Schema differ.
 */
function messageSchema(event: WebhookEvent) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookMessageSchema(event), { io: 'output' });
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

function eventOperation(event: WebhookEvent) {
  return {
    post: {
      operationId: `webhook-${event.replace('.', '-')}`,
      tags: ['Webhooks'],
      summary: `${WEBHOOK_EVENT_LABELS[event]} (${event})`,
      description:
        `Sent to every active endpoint subscribed to \`${event}\` once the change is committed. Any 2xx ` +
        'answer within 10 s takes it; otherwise it is tried again 1, 5, 30, 60, 120, 240, 480 and 480 minutes ' +
        'later (nine tries over about 24 hours). Redirects are not followed.',
      security: [],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: messageSchema(event) },
        },
      },
      responses: {
        '200': { description: 'Taken; any 2xx status does.' },
        '400': { description: 'Not taken (any non-2xx status, or no answer in 10 s): tried again later.' },
      },
    },
  };
}

type WebhooksSection = NonNullable<OpenAPIV3_2.Document['webhooks']>;

/** The document's `webhooks`: one entry per event. */
export function webhooksDocument(): WebhooksSection {
  return Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, eventOperation(event)]));
}
