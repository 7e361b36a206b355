// Every answer the API tests receive is checked against the OpenAPI document the app serves: the route is in
// the document, the status is declared for its operation, the content type is one the answer declares and a
// JSON body matches its schema. Each Fastify app announces itself on the `fastify.initialization` diagnostics
// channel; an onSend hook added there sees every answer (app.inject, t.request, a listening server) before it
// is compressed. A violation fails the test that caused it (afterEach), or the file when it came from a hook.
// The bodies are checked by ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) with the document's own schemas.
import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, expect } from 'vitest';

type Media = { schema?: unknown };
type Response = { content?: Record<string, Media> };
type Operation = { responses: Record<string, Response> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const violations: string[] = [];

/** `application/json; charset=utf-8` -> `application/json`. */
const mediaType = (type: unknown) =>
  String(type ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Fastify's `/api/orders/:id` as the document writes it; a prefix's `/` route is documented without the slash. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** Compiles each (operation, status, media type) body schema once, with the document's component schemas. */
class DocumentValidator {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: Document) {
    addFormats.default(this.ajv);
    // OpenAPI's own keywords beside JSON Schema's: they describe, they do not constrain.
    this.ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
    this.ajv.addSchema({ $id: 'document', $defs: this.local(document.components?.schemas ?? {}) });
  }

  /** The document's `#/components/schemas/X` references, pointed at the schema registered above. */
  private local<T>(schema: T): T {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"document#/$defs/')) as T;
  }

  body(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.local(schema as object));
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

const validators = new Map<string, DocumentValidator>();

async function validatorOf(app: FastifyInstance): Promise<DocumentValidator> {
  const document = (app as FastifyInstance & { swagger(): Document }).swagger();
  const text = JSON.stringify(document);
  let validator = validators.get(text);
  if (!validator) {
    validator = new DocumentValidator(JSON.parse(text) as Document);
    validators.set(text, validator);
  }
  return validator;
}

/** What is wrong with one answer, or nothing. */
function check(
  validator: DocumentValidator,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | undefined {
  const route = request.routeOptions;
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const path = documentPath(route.url!);
  const operation = validator.document.paths[path]?.[method];
  if (!operation) return 'the route is not in the document';
  const status = String(reply.statusCode);
  const response =
    operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!response)
    return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
  const type = mediaType(reply.getHeader('content-type'));
  const content = Object.fromEntries(
    Object.entries(response.content ?? {}).map(([key, media]) => [mediaType(key), media]),
  );
  if (!type)
    return Object.keys(content).length > 0 && payload ? `status ${status} has no content type` : undefined;
  const media = content[type];
  if (!media)
    return `content type ${type} is not declared for ${status} (declared: ${Object.keys(content).join(', ') || 'none'})`;
  if (type !== 'application/json' || request.method === 'HEAD' || !media.schema) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const validate = validator.body(`${method} ${path} ${status}`, media.schema);
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return `status ${status}: the body is not JSON`;
  }
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  return `status ${status}: the body does not match its schema: ${errors.join('; ')}; body: ${payload.toString().slice(0, 300)}`;
}

subscribe('fastify.initialization', (message) => {
  const { fastify: app } = message as { fastify: FastifyInstance };
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    // Not an operation: no route matched (the not-found answer), or a route kept out of the document on
    // purpose (health probes, the console's files, the document itself).
    if (!route.url || route.schema?.hide || !('swagger' in app)) return payload;
    const problem = check(await validatorOf(app), request, reply, payload);
    if (problem) violations.push(`${request.method} ${request.url}: ${problem}`);
    return payload;
  });
});

const reported = () => violations.splice(0);

afterEach(() => {
  expect(reported(), 'answers that break the OpenAPI document').toEqual([]);
});

afterAll(() => {
  expect(reported(), 'answers that break the OpenAPI document (in a hook)').toEqual([]);
});
