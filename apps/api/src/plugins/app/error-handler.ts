// The one error handler: every failure leaves in the envelope of decisions.md. Validation failures become
// 422 keyed by the spec's field names (a refused path parameter, 404); a 5xx never shows its message or
// stack to the caller.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { STATUS_MESSAGES, statusMessage } from '../../lib/status-messages.ts';

function fieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      String(issue.params?.missingProperty ?? '') ||
      'body';
    (errors[field] ??= []).push(issue.message ?? 'Tidak valid.');
  }
  return errors;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
// The last four are ioredis's (plugins/app/shared-state.ts): Redis unreachable fails closed with 503 too.
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Stream isn't writeable|Connection is closed|Command timed out|max retries per request/i;

/**
 * Connection failures from either driver (or Redis's): the database is unreachable, so the answer is 503, not 500. The
 * driver's error is often wrapped (drizzle's `cause`, an AggregateError's `errors` when every address of a
 * host refused), so the whole chain is searched. Class 08 is PostgreSQL's "connection exception".
 */
export function isDatabaseDown(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: Record<string, unknown> = { code: error.statusCode, message: error.message };
        if (error.errors) body.errors = error.errors;
        return reply.status(error.statusCode).send(body);
      }
      // A path that names no record is not found, whatever is wrong with it (`0x10`, `01`, an id past
      // PostgreSQL's integer): the address does not exist, so there is no field to blame.
      if (error.validation && error.validationContext === 'params') {
        return reply.status(404).send({ code: 404, message: STATUS_MESSAGES[404] });
      }
      if (error.validation) {
        return reply
          .status(422)
          .send({ code: 422, message: 'The given data was invalid.', errors: fieldErrors(error) });
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database or redis unavailable');
        return reply.status(503).send({ code: 503, message: STATUS_MESSAGES[503] });
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ code: 500, message: 'Terjadi kesalahan pada server.' });
      }
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Body JSON tidak valid.'
          : (statusMessage(status) ?? error.message);
      if (status === 429 && error.message)
        return reply.status(429).send({ code: 429, message: error.message });
      return reply.status(status).send({ code: status, message });
    });
  },
  { name: 'error-handler' },
);
