// `Idempotency-Key` (issue 34) on the writes an integrator retries after a timeout: POST /orders/store, a
// payment's approval and POST /subscriptions/renew. The same key with the same request (path parameters and
// body) from the same caller within 24 hours answers the first answer again, with `Idempotent-Replayed: true`,
// and changes nothing; with another request it is a 422. The key is claimed (one autocommit insert under a
// unique index) before the write runs, so of concurrent requests with one key exactly one writes; the others
// wait for its answer and replay it. A write that fails frees the key (nothing changed, the client may retry).
// A process that dies between the write and keeping its answer leaves the key claimed: a retry then gets 409
// (it cannot know whether the write happened) rather than a second order; a new key writes anew.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyClaim,
  type StoredKey,
} from '../repositories/idempotency-keys.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for the answer of a concurrent one with its key before a 409. */
const WAIT_FOR_ANSWER_MS = 30_000;
const POLL_MS = 50;

export const KEY_FORMAT_MESSAGE = 'Idempotency-Key harus 1-255 karakter ASCII yang terlihat (tanpa spasi).';
export const KEY_REUSED_MESSAGE =
  'Idempotency-Key ini sudah dipakai untuk permintaan lain dalam 24 jam terakhir; gunakan key baru.';
export const KEY_IN_PROGRESS_MESSAGE =
  'Permintaan dengan Idempotency-Key ini masih diproses atau terhenti sebelum selesai; periksa datanya, lalu gunakan key baru bila perlu.';

/** The route's header schema: the optional key; every other header passes untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, KEY_FORMAT_MESSAGE)
    .optional()
    .describe(
      'Optional. The same key and the same request within 24 hours answer the first answer again ' +
        '(`Idempotent-Replayed: true`) and change nothing; another request with the key is a 422.',
    ),
});

/** What the OpenAPI description of an idempotent write adds. */
export const IDEMPOTENCY_DESCRIPTION =
  ' Send `Idempotency-Key` (1-255 visible ASCII characters) to retry safely: the same key with the same path and ' +
  'body within 24 hours answers the first answer again with header `Idempotent-Replayed: true` and changes nothing; ' +
  'with another body 422 under `idempotency-key`; while the first request with the key is still running, a second ' +
  'waits for its answer. A refused or failed request keeps nothing: its key may be sent again.';

/** Whose keys these are: an API key's own, or the signed-in administrator's. */
export function idempotencyScope(request: FastifyRequest): string {
  // A key acts as its creator (lib/api-key-auth.ts) but is its own caller: its keys never meet the creator's.
  return request.apiKey ? `key:${request.apiKey.id}` : `admin:${request.admin!.id}`;
}

/** JSON with object keys sorted, so the same body sent with its fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function claimOf(request: FastifyRequest, key: string): IdempotencyClaim {
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(canonicalJson({ route, params: request.params ?? {}, body: request.body ?? null }))
    .digest('hex');
  return { scope: idempotencyScope(request), key, route, requestHash };
}

/** The first answer under the key, or a refusal; null while the first request still runs. */
function replayOf(stored: StoredKey, claim: IdempotencyClaim): { status: number; body: unknown } | null {
  if (stored.route !== claim.route || stored.request_hash !== claim.requestHash)
    throw AppError.field(IDEMPOTENCY_HEADER, KEY_REUSED_MESSAGE);
  if (stored.response_status === null || stored.response_body === null) return null;
  return { status: stored.response_status, body: JSON.parse(stored.response_body) as unknown };
}

/**
 * Runs `write` once per key: without the header it just runs; with it, the first request runs it and keeps
 * its answer, and a repeat answers that answer again without running it.
 */
export async function withIdempotency<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string') return write();
  const claim = claimOf(request, key);
  const waitUntil = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const now = app.now();
    const outcome = await claimIdempotencyKey(
      app.db,
      claim,
      now,
      new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
    );
    if ('claimedId' in outcome) return runClaimed(app, outcome.claimedId, reply, write);
    const replay = replayOf(outcome.stored, claim);
    if (replay) {
      reply.status(replay.status).header(REPLAYED_HEADER, 'true');
      return replay.body as T;
    }
    if (Date.now() > waitUntil) throw AppError.conflict(KEY_IN_PROGRESS_MESSAGE);
    await sleep(POLL_MS);
  }
}

async function runClaimed<T>(
  app: FastifyInstance,
  claimedId: number,
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T> {
  let answer: T;
  try {
    answer = await write();
  } catch (error) {
    // Should the release fail too, the key stays claimed: a retry gets 409, never a second write.
    await releaseIdempotencyKey(app.db, claimedId).catch((cause: unknown) =>
      app.log.error({ err: cause }, 'idempotency key not released'),
    );
    throw error;
  }
  await completeIdempotencyKey(
    app.db,
    claimedId,
    { status: reply.statusCode, body: JSON.stringify(answer) },
    app.now(),
  );
  return answer;
}
