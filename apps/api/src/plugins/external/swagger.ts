// The OpenAPI document is built from the routes' zod schemas, so it is complete by construction: every route
// gets its error envelopes, an operationId, a summary and a description as it is registered
// (lib/route-contract.ts), every answer a description and its content type (lib/document-responses.ts), every
// operation a tag declared once with its description (lib/document-tags.ts); the resources' shapes are named
// component schemas, an upload documents its multipart fields (`schema.multipartBody`) and a file route its
// content types (`schema.produces`). `npm test` lints the document with Redocly's and Spectral's recommended
// rules, and every answer the API tests receive is checked against it (test/openapi-responses.ts).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { contractSchemas } from '../../lib/contract-schemas.ts';
import { documentedResponses } from '../../lib/document-responses.ts';
import { DOCUMENT_TAGS } from '../../lib/document-tags.ts';
import { completeRouteContract } from '../../lib/route-contract.ts';
import { webhooksDocument } from '../../lib/webhooks-document.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart fields of an upload, as JSON Schema, for the document only (the handler reads the parts). */
    multipartBody?: Record<string, unknown>;
    /** The content types of a binary answer (a PDF, an image), documented as the 200 response. */
    produces?: readonly string[];
    /** Error statuses the route answers that its shape does not show (lib/route-contract.ts). */
    answers?: readonly number[];
  }
}

/** JSON Schema of a multipart body: each field a file (binary) or a text; `required` as given. */
export function multipartFields(
  fields: Record<string, 'file' | 'text' | 'integer'>,
  required: string[] = [],
): Record<string, unknown> {
  const property = (kind: string) =>
    kind === 'file'
      ? { type: 'string', format: 'binary' }
      : { type: kind === 'integer' ? 'integer' : 'string' };
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, property(kind)])),
    required,
  };
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: contractSchemas });
const componentsTransform = createJsonSchemaTransformObject({ schemaRegistry: contractSchemas });

/** Each component schema comes in an output and an input form; only the ones an operation names are kept. */
function withoutUnusedComponents<
  T extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } },
>(document: T): T {
  const schemas = { ...document.components?.schemas };
  const text = JSON.stringify(document.paths);
  let kept = Object.keys(schemas).filter((id) => text.includes(`"#/components/schemas/${id}"`));
  // A kept schema may name others.
  for (let grown = true; grown; ) {
    const inKept = JSON.stringify(kept.map((id) => schemas[id]));
    const more = Object.keys(schemas).filter(
      (id) => !kept.includes(id) && inKept.includes(`"#/components/schemas/${id}"`),
    );
    grown = more.length > 0;
    kept = [...kept, ...more];
  }
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(kept.map((id) => [id, schemas[id]])) },
  };
}

type TransformInput = Parameters<typeof zodTransform>[0];

const RETRY_AFTER_HEADER = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before asking again.' },
};

/**
 * `anyOf` of one schema is that schema: zod writes one for a union whose other branches have no JSON Schema
 * (a string branch with a transform), and Redocly's `no-illogical-composition-keywords` refuses it.
 */
function withoutSingleAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutSingleAnyOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withoutSingleAnyOf(value)]),
  ) as Record<string, unknown>;
  if (Array.isArray(out.anyOf) && out.anyOf.length === 1) {
    const { anyOf, ...rest } = out;
    return { ...rest, ...(anyOf[0] as object) };
  }
  return out;
}

/** The zod transform, then what a multipart upload and each answer look like (no zod schema says those). */
function transform(input: TransformInput) {
  const { schema, url } = input;
  // `answers` was read by route-contract.ts; it is not an OpenAPI keyword.
  const {
    multipartBody,
    produces,
    answers: _answers,
    ...rest
  } = (schema ?? {}) as Record<string, unknown> & {
    multipartBody?: unknown;
    produces?: readonly string[];
    answers?: unknown;
  };
  const out = zodTransform({ ...input, schema: rest as TransformInput['schema'] });
  const documented = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  documented.body = multipartBody ?? withoutSingleAnyOf(documented.body);
  documented.response = documentedResponses(documented.response ?? {}, produces);
  // Every 429 of this API says when to ask again (the login throttle, the rate limit, export turns).
  const tooMany = documented.response[429];
  if (tooMany && typeof tooMany === 'object') Object.assign(tooMany, { headers: RETRY_AFTER_HEADER });
  // Fastify answers a prefix's '/' route (a list) at `/api/orders` and `/api/orders/` from one route object,
  // which holds the second address by the time the document is built: the document names the first.
  return { schema: documented, url: url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url };
}

export default fp(
  async (app) => {
    app.addHook('onRoute', completeRouteContract);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tagih API',
          description: 'Back-office REST contract of Tagih.',
          version: '1.0.0',
          license: { name: 'Proprietary', url: 'https://tagih.local/license' },
          contact: { name: 'Tagih', url: 'https://tagih.local' },
        },
        tags: DOCUMENT_TAGS,
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'tgh_ API key',
              description:
                "An API key made in 'API Key' (`Authorization: Bearer tgh_...`): acts with the key's role as the " +
                'administrator who made it; refused (401) once revoked or expired, 429 past API_KEY_RATE_LIMIT ' +
                'requests a minute; not on the account routes.',
            },
          },
        },
        security: [{ bearer: [] }, { apiKey: [] }],
        // What Tagih POSTs to an integrator's endpoints (issue 34).
        webhooks: webhooksDocument(),
      },
      transform,
      transformObject: (input) => withoutUnusedComponents(componentsTransform(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
