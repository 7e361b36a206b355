// Webhook deliveries on the job queue of job-queue.ts (docs/decisions-made.md "Webhooks"). Each request runs
// with this app's queue as emitWebhook's (webhooks/queue.ts), so a delivery's job is written on the change's
// transaction. A worker sends each job's try (webhooks/deliver.ts), and every minute a sweep queues again the
// pending deliveries that are overdue: those written outside a request (a job's change) or whose job was lost
// with a crash. With the queue off (the tests' default) nothing is queued and app.webhooks.deliverNow() sends
// what is due in this process.
import { is, SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@tagih/db';
import type { FastifyInstance } from 'fastify';
import { fromDrizzle, type Job, type PgBoss } from 'pg-boss';
import {
  attemptDelivery,
  deliverDue,
  dueDeliveries,
  type DeliveryDeps,
  type DeliveryOutcome,
} from '../../webhooks/deliver.ts';
import type { SendSettings } from '../../webhooks/http-send.ts';
import {
  WEBHOOK_SEND_QUEUE,
  WEBHOOK_SWEEP_QUEUE,
  withWebhookQueue,
  type WebhookQueue,
  type WebhookSendJob,
} from '../../webhooks/queue.ts';

const executed = z.object({ rows: z.array(z.unknown()) });

/** pg-boss's drizzle adapter over our handle: its statements run on `tx` (pg-boss's own `sql` tag builds them). */
const onTransaction = (tx: Db) =>
  fromDrizzle(
    {
      async execute(query: unknown) {
        if (!is(query, SQL)) throw new TypeError('pg-boss handed over a statement drizzle did not build');
        return executed.parse(await tx.execute(query));
      },
    },
    sql,
  );

/** A delivery due this long ago and still pending has lost its job: the sweep queues it again. */
const OVERDUE_MS = 2 * 60_000;

export interface Webhooks {
  /** Sends the next try of every due delivery in this process (the queue off: tests). */
  deliverNow(): Promise<Record<DeliveryOutcome, number>>;
  /** How sends are made (WEBHOOK_ALLOW_PRIVATE, the timeout). */
  readonly settings: SendSettings;
  /** The queue emitWebhook uses in this app's requests; null when the job queue is off. */
  readonly queue: WebhookQueue | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/** Decorates `app.webhooks`; answers what job-queue.ts runs once pg-boss has started. */
export function webhookJobs(app: FastifyInstance, boss: PgBoss | null, now: () => Date) {
  const settings: SendSettings = {
    allowPrivate: app.config.webhookAllowPrivate,
    timeoutMs: app.config.webhookTimeoutMs,
  };
  const queue: WebhookQueue | null = boss && {
    async send(tx, job, startAfter) {
      await boss.send(WEBHOOK_SEND_QUEUE, job, {
        db: onTransaction(tx),
        ...(startAfter ? { startAfter } : {}),
      });
    },
  };
  const deps: DeliveryDeps = { db: app.db, now, settings, queue };
  app.decorate('webhooks', {
    settings,
    queue,
    deliverNow: () => deliverDue({ ...deps, queue: null }),
  } satisfies Webhooks);
  if (queue) app.addHook('onRequest', (_request, _reply, done) => withWebhookQueue(queue, done));

  return {
    async createQueues(started: PgBoss) {
      await started.createQueue(WEBHOOK_SWEEP_QUEUE, { policy: 'short', retryLimit: 1, retryDelay: 30 });
      // A job's own retries only cover a crash mid-try; the try schedule is deliver.ts's.
      await started.createQueue(WEBHOOK_SEND_QUEUE, {
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + 60,
      });
    },
    async work(started: PgBoss, polling: { pollingIntervalSeconds: number }) {
      await started.schedule(WEBHOOK_SWEEP_QUEUE, '* * * * *', {});
      await started.work(WEBHOOK_SWEEP_QUEUE, polling, async () => {
        for (const due of await dueDeliveries(app.db, new Date(now().getTime() - OVERDUE_MS)))
          await started.send(WEBHOOK_SEND_QUEUE, { deliveryId: due.id, attempt: due.attempts + 1 });
      });
      await started.work<WebhookSendJob>(
        WEBHOOK_SEND_QUEUE,
        polling,
        async ([job]: Job<WebhookSendJob>[]) => {
          if (job) await attemptDelivery(deps, job.data.deliveryId, job.data.attempt);
        },
      );
    },
  };
}
