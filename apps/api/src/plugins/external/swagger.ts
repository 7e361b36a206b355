// The OpenAPI document is built from the routes' zod schemas, so it is complete by construction: every route
// gets its error envelopes and an operationId as it is registered (lib/route-contract.ts), the resources'
// shapes are named component schemas, an upload documents its multipart fields (`schema.multipartBody`) and a
// PDF route its content type (`schema.produces`). `npm test` lints the document with Redocly's recommended rules.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { contractSchemas } from '../../lib/contract-schemas.ts';
import { completeRouteContract } from '../../lib/route-contract.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart fields of an upload, as JSON Schema, for the document only (the handler reads the parts). */
    multipartBody?: Record<string, unknown>;
    /** The content types of a binary answer (a PDF, an image), documented as the 200 response. */
    produces?: readonly string[];
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

/** The zod transform, then what a multipart upload and a PDF answer look like (no zod schema says those). */
function transform(input: TransformInput) {
  const { schema, url } = input;
  // Fastify answers a prefix's '/' route at both `/api/orders` and `/api/orders/`: the document names the first.
  if (url.length > 1 && url.endsWith('/')) return { schema: { hide: true }, url };
  const { multipartBody, ...rest } = (schema ?? {}) as Record<string, unknown> & {
    multipartBody?: unknown;
    produces?: readonly string[];
  };
  const out = zodTransform({ ...input, schema: rest as TransformInput['schema'] });
  const documented = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  if (multipartBody) documented.body = multipartBody;
  // Every 429 of this API says when to ask again (the login throttle, the rate limit, export turns).
  const tooMany = documented.response?.[429];
  if (tooMany && typeof tooMany === 'object') Object.assign(tooMany, { headers: RETRY_AFTER_HEADER });
  if (rest.produces && !documented.response?.[200])
    documented.response = {
      ...documented.response,
      200: { description: `The file (${rest.produces.join(', ')})`, type: 'string', format: 'binary' },
    };
  return { schema: documented, url };
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
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform,
      transformObject: (input) => withoutUnusedComponents(componentsTransform(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
