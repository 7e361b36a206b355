// What every route of the contract says beyond its own success answer, added in one place as routes are
// registered: the error envelopes it can answer with (so a client generated from the OpenAPI document types
// its errors instead of `never`), an operationId, a summary and a description. What a route's shape does not
// show (a signed link's 401 and 403, a refusal of a read) it names in `schema.answers`. A route's own schema
// always wins over these defaults. The API tests check every answer against the result (test/openapi-responses.ts).
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorEnvelopeSchema, validationErrorSchema } from '@tagih/domain/schemas/errors';
import { PERMISSIONS, type Permission } from '@tagih/domain/permissions';

type ResponseMap = Record<string, z.ZodType>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));

/** `GET /api/orders/:id` -> `getOrdersById`; `POST /api/orders/change-status/:id` -> `postOrdersChangeStatusById`. */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api(\/|$)/, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['By', ...words(segment.slice(1))] : words(segment)));
  return method.toLowerCase() + (parts.join('') || 'Root');
}

/** A route's own summary, or the first sentence of its description, or its method and path. */
export function summaryOf(method: string, url: string, description?: string): string {
  const sentence = description
    ?.split(/(?<=\.)\s/)[0]
    ?.replace(/[`*]/g, '')
    .trim();
  if (sentence && sentence.length <= 120) return sentence;
  return `${method} ${url}`;
}

/**
 * The error answers a route can give, from what it is: public or not, with a path id, an upload, a write (a
 * write's body may be malformed JSON, 400, too large, 413, or of a type no parser reads, 415), and the ones
 * it names itself (`schema.answers`).
 */
export function errorResponses(route: RouteOptions): ResponseMap {
  const schema = route.schema ?? {};
  const consumes = (schema as { consumes?: string[] }).consumes ?? [];
  const method = String(route.method);
  const upload = consumes.includes('multipart/form-data');
  const responses: ResponseMap = {};
  if (WRITES.has(method)) responses[400] = errorEnvelopeSchema;
  if (!route.config || !(route.config as { public?: boolean }).public) responses[401] = errorEnvelopeSchema;
  // A role without the route's permission (lib/route-permission.ts), or a one-time password not yet changed.
  if (permissionOf(route)) responses[403] = errorEnvelopeSchema;
  if (schema.params || WRITES.has(method)) responses[404] = errorEnvelopeSchema;
  if (WRITES.has(method)) Object.assign(responses, { 409: errorEnvelopeSchema, 413: errorEnvelopeSchema });
  if (WRITES.has(method) || upload) responses[415] = errorEnvelopeSchema;
  for (const status of schema.answers ?? []) responses[status] = errorEnvelopeSchema;
  // Every route: the input guard (plugins/app/input-guard.ts) refuses a query text the database cannot store
  // (NUL, a lone surrogate) before any schema runs, whatever the route reads.
  responses[422] = validationErrorSchema;
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) responses[429] = errorEnvelopeSchema;
  // An API key's own rate limit (lib/api-key-auth.ts) on every route a key may call (not the account ones).
  const permission = permissionOf(route);
  if (permission && permission !== 'account') responses[429] = errorEnvelopeSchema;
  responses[500] = errorEnvelopeSchema;
  responses[503] = errorEnvelopeSchema;
  return responses;
}

/** Adds the error responses and the operationId to a route of the contract (the API and the invoice pages). */
export function completeRouteContract(route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  const method = String(route.method);
  const schema = route.schema as RouteOptions['schema'] & {
    operationId?: string;
    summary?: string;
    description?: string;
    tags?: string[];
    response?: Record<string, unknown>;
  };
  schema.operationId ??= operationIdOf(method, route.url);
  schema.summary ??= summaryOf(method, route.url, schema.description);
  schema.description ??= `${schema.summary}.`;
  schema.response = { ...errorResponses(route), ...schema.response };
  const permission = permissionOf(route);
  if (permission) {
    const roles = PERMISSIONS[permission].roles;
    // The document says who may call each operation, in words and as data an integrator's tooling can read.
    schema.description += `\n\nPermission \`${permission}\`: roles ${roles.map((role) => `\`${role}\``).join(', ')}.`;
    Object.assign(schema, { 'x-permission': permission, 'x-roles': [...roles] });
  }
  // The account routes (profile, password, logout) are a signed-in administrator's only: no API key.
  if (permission === 'account') Object.assign(schema, { security: [{ bearer: [] }] });
}

function permissionOf(route: RouteOptions): Permission | undefined {
  return (route.config as { permission?: Permission } | undefined)?.permission;
}
