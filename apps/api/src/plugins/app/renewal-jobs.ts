// The automatic renewal's jobs (issue 32, subscriptions/auto-renewal.ts) on the job queue of job-queue.ts: an
// hourly scan at a minute of its own queues one job per due order (singletonKey: a second scan before the job
// ran adds nothing; the claim row is what guarantees once). `app.renewals.runNow()` runs a scan and its jobs in
// this process, without the queue (the tests drive the clock with it).
import type { FastifyInstance } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import {
  noOutcomes,
  renewAutomatically,
  scanDueRenewals,
  type AutoRenewalDeps,
  type AutoRenewalOutcome,
  type DueRenewal,
} from '../../subscriptions/auto-renewal.ts';

export const RENEWAL_SCAN_QUEUE = 'subscription-renewal-scan';
export const RENEWAL_MAKE_QUEUE = 'subscription-renewal-make';
/** Every hour at minute 37 (WIB), away from the reminders' minute 7: a renewal is due from the start of its day. */
export const RENEWAL_SCAN_CRON = '37 * * * *';

export interface Renewals {
  /** Queues one scan now (producer or worker); the worker that takes it queues the renewals. */
  queueScan(): Promise<void>;
  /** Runs a scan and its renewals in this process, without the queue. */
  runNow(): Promise<Record<AutoRenewalOutcome, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renewals: Renewals;
  }
}

const SYSTEM = { adminId: null };

/** Decorates `app.renewals`; answers what job-queue.ts runs once pg-boss has started. */
export function renewalJobs(app: FastifyInstance, boss: PgBoss | null, now: () => Date) {
  const deps: AutoRenewalDeps = {
    db: app.db,
    statements: app.orderStatements,
    invoices: { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
    mailer: app.mailer,
    seller: app.config.seller,
    now,
    log: app.log,
  };
  const queueRenewals = async (due: DueRenewal[]) => {
    for (const renewal of due)
      await boss!.send(RENEWAL_MAKE_QUEUE, renewal, { singletonKey: `renew:${renewal.orderId}` });
  };

  app.decorate('renewals', {
    async queueScan() {
      if (!boss) throw new Error('The job queue is off (jobQueue: off).');
      await boss.send(RENEWAL_SCAN_QUEUE, {});
    },
    async runNow() {
      const counts = noOutcomes();
      for (const due of await scanDueRenewals(deps)) {
        const context = { ...SYSTEM, requestId: 'renewals:run-now' };
        const outcome = await renewAutomatically(deps, due, context).catch((error: unknown) => {
          app.log.warn({ err: error, due }, 'automatic renewal not finished');
          return 'failed' as const;
        });
        counts[outcome] += 1;
      }
      return counts;
    },
  } satisfies Renewals);

  return {
    /** The queues (every mode that runs pg-boss): a producer sends to them. */
    async createQueues(started: PgBoss) {
      await started.createQueue(RENEWAL_SCAN_QUEUE, { policy: 'short', retryLimit: 2, retryDelay: 60 });
      // A job that failed (the mail) is retried; the claim makes the retry mail only.
      await started.createQueue(RENEWAL_MAKE_QUEUE, {
        policy: 'short',
        retryLimit: 5,
        retryDelay: 300,
        expireInSeconds: 600,
      });
    },
    /** The schedule and the workers (a worker only). */
    async work(started: PgBoss, polling: { pollingIntervalSeconds: number }) {
      await started.schedule(RENEWAL_SCAN_QUEUE, RENEWAL_SCAN_CRON, {}, { tz: 'Asia/Jakarta' });
      await started.work(RENEWAL_SCAN_QUEUE, polling, async () => queueRenewals(await scanDueRenewals(deps)));
      await started.work<DueRenewal>(RENEWAL_MAKE_QUEUE, polling, async ([job]: Job<DueRenewal>[]) => {
        if (job) await renewAutomatically(deps, job.data, { ...SYSTEM, requestId: `job:${job.id}` });
      });
    },
  };
}
