// At most `concurrency` exports run at once on an instance; up to `queueSize` more wait their turn in order,
// and any further one is refused with 429 and Retry-After (issue 28: five exports of 60,000 rows at once took
// other requests to 5.3 s and the server's memory to 750 MB). p-queue keeps the queue: a waiting request
// whose client leaves is taken out of it at once, so an abandoned wait never holds a place.
import type { FastifyReply } from 'fastify';
import PQueue from 'p-queue';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@tagih/domain/schemas/errors';
import { AppError } from './app-error.ts';

/**
 * How long a refused client waits before asking again. A list export takes seconds to a minute; a refusal
 * costs the server nothing, so a short wait lets the console take the first free place.
 */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

export const EXPORT_BUSY_MESSAGE = `Server sedang sibuk, coba lagi dalam ${EXPORT_RETRY_AFTER_SECONDS} detik.`;

/** What an export route's description says of its turn (the OpenAPI document). */
export const EXPORT_TURN_DESCRIPTION =
  'Exports take turns: a few run at once on a server (EXPORT_CONCURRENCY), a few more wait before the first ' +
  'byte (EXPORT_QUEUE); beyond that the answer is 429 with `Retry-After` in seconds.';

/**
 * The answers an export route adds to its schema. A plain map of schemas, so the route's reply stays typed as
 * the file it sends rather than as the envelope.
 */
export const EXPORT_TURN_RESPONSES: Record<number, z.ZodType> = { 429: errorEnvelopeSchema };

export interface ExportSlots {
  /** Exports running now. */
  readonly running: number;
  /** Exports waiting for a place. */
  readonly waiting: number;
  /**
   * Resolves true once this request's export may run. Its place is held until the response closes, whether
   * it was sent, failed mid-stream or abandoned by the client. A request still waiting when its client leaves
   * leaves the queue and resolves false: there is no one to answer. Throws 429 (with Retry-After on the
   * reply) when every place and the queue are taken.
   */
  enter(reply: FastifyReply): Promise<boolean>;
}

export function exportSlots({
  concurrency,
  queueSize,
}: {
  concurrency: number;
  queueSize: number;
}): ExportSlots {
  const queue = new PQueue({ concurrency });
  return {
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    async enter(reply) {
      if (queue.pending >= concurrency && queue.size >= queueSize) {
        reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
        throw new AppError(429, EXPORT_BUSY_MESSAGE);
      }
      const response = reply.raw;
      const closed = new AbortController();
      if (response.closed || response.destroyed) closed.abort();
      else response.once('close', () => closed.abort());
      // The task is the export's turn: it starts the handler and lasts until the response closes (p-queue
      // also ends it when the signal aborts, so the place is freed however the response ends).
      return new Promise<boolean>((settle) => {
        queue
          .add(
            ({ signal }) =>
              new Promise<void>((done) => {
                settle(true);
                signal?.addEventListener('abort', () => done(), { once: true });
              }),
            { signal: closed.signal },
          )
          // Aborted while waiting (false); aborted while running, the promise was settled already.
          .catch(() => settle(false));
      });
    },
  };
}
