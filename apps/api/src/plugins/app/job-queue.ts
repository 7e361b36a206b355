// The job queue (issue 21, reminders): pg-boss on the database the server already uses. On PostgreSQL it keeps
// a small pool of its own on the same database (schema `pgboss`); on the embedded PGlite it runs in process
// through pg-boss's own PGlite adapter (`fromPglite`, `backend: 'pglite'`), so one code path serves both.
// Jobs are rows: a job queued before a restart runs after it, on whichever instance polls first.
//
// `jobQueue` of the app: 'worker' (the server) starts pg-boss, schedules the hourly scan and works both
// queues; 'producer' starts it without working (a test's instance that only queues); 'off' (the tests'
// default) starts nothing, and the scan can be run in the request's process through app.reminders.runNow.
// The automatic renewal's jobs (renewal-jobs.ts, app.renewals) and the webhook deliveries (webhook-jobs.ts,
// app.webhooks) run on the same pg-boss in the same modes.
import fp from 'fastify-plugin';
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import type { DueReminder } from '../../orders/invoice/delivery/invoice-reminders.ts';
import {
  scanDueReminders,
  sendReminder,
  type ReminderDeps,
  type ReminderOutcome,
} from '../../orders/invoice/delivery/send-reminder.ts';
import { renewalJobs } from './renewal-jobs.ts';
import { webhookJobs } from './webhook-jobs.ts';

export type JobQueueMode = 'off' | 'producer' | 'worker';

export const REMINDER_SCAN_QUEUE = 'invoice-reminder-scan';
export const REMINDER_SEND_QUEUE = 'invoice-reminder-send';
/** Every hour at minute 7 (WIB): a step is due from the start of its day, so it goes within the hour. */
export const REMINDER_SCAN_CRON = '7 * * * *';
/** A send job (one PDF, one mail) that runs longer than this is retried; the claim lease is longer still. */
export const REMINDER_SEND_EXPIRY_SECONDS = 600;

export interface JobQueueOptions {
  mode: JobQueueMode;
  now: () => Date;
  /** How often a worker asks for jobs (pg-boss's default 2 s; tests use less). */
  pollingIntervalSeconds?: number;
}

export interface Reminders {
  /** Queues one scan now (producer or worker); the worker that takes it queues the sends. */
  queueScan(): Promise<void>;
  /** Runs a scan and its sends in this process, without the queue (the tests drive the schedule with it). */
  runNow(): Promise<Record<ReminderOutcome, number>>;
  /** The queue's pg-boss, while it runs (tests look at its jobs). */
  readonly boss: PgBoss | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

const SYSTEM = { adminId: null };

export default fp<JobQueueOptions>(
  async (app, options) => {
    const deps: ReminderDeps = {
      db: app.db,
      invoices: { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
      mailer: app.mailer,
      seller: app.config.seller,
      now: options.now,
    };
    const target = app.database.jobQueueTarget;
    const connection: ConstructorOptions =
      target.kind === 'pglite'
        ? { db: fromPglite(target.client), backend: 'pglite' }
        : { connectionString: target.url, max: 3, application_name: 'tagih-jobs' };
    const boss =
      options.mode === 'off'
        ? null
        : new PgBoss({ ...connection, schema: 'pgboss', schedule: options.mode === 'worker' });
    boss?.on('error', (error) => app.log.error({ err: error }, 'job queue error'));

    const send = async (job: Job<DueReminder>) =>
      sendReminder(deps, job.data, { ...SYSTEM, requestId: `job:${job.id}` });
    const queueSends = async (due: DueReminder[]) => {
      for (const reminder of due)
        await boss!.send(REMINDER_SEND_QUEUE, reminder, {
          // One queued job per (order, step): a second scan before the first send ran adds nothing. The
          // claim in the table is what guarantees once; this only saves the work.
          singletonKey: `${reminder.orderId}:${reminder.stepDay}`,
        });
    };

    app.decorate('reminders', {
      get boss() {
        return boss;
      },
      async queueScan() {
        if (!boss) throw new Error('The job queue is off (jobQueue: off).');
        await boss.send(REMINDER_SCAN_QUEUE, {});
      },
      async runNow() {
        const counts: Record<ReminderOutcome, number> = { sent: 0, skipped: 0, failed: 0 };
        for (const reminder of await scanDueReminders(deps)) {
          const outcome = await sendReminder(deps, reminder, {
            ...SYSTEM,
            requestId: 'reminders:run-now',
          }).catch((error: unknown) => {
            app.log.warn({ err: error, reminder }, 'reminder not sent');
            return 'failed' as const;
          });
          counts[outcome] += 1;
        }
        return counts;
      },
    } satisfies Reminders);

    // Each decorates its app.<name> and answers its queues and workers.
    const jobs = [renewalJobs(app, boss, options.now), webhookJobs(app, boss, options.now)];

    if (!boss) return;
    app.addHook('onReady', async () => {
      await boss.start();
      for (const part of jobs) await part.createQueues(boss);
      await boss.createQueue(REMINDER_SCAN_QUEUE, { policy: 'short', retryLimit: 2, retryDelay: 60 });
      await boss.createQueue(REMINDER_SEND_QUEUE, {
        policy: 'short',
        retryLimit: 5,
        retryDelay: 300,
        expireInSeconds: REMINDER_SEND_EXPIRY_SECONDS,
      });
      if (options.mode !== 'worker') return;
      await boss.schedule(REMINDER_SCAN_QUEUE, REMINDER_SCAN_CRON, {}, { tz: 'Asia/Jakarta' });
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      await boss.work(REMINDER_SCAN_QUEUE, polling, async () => queueSends(await scanDueReminders(deps)));
      await boss.work<DueReminder>(REMINDER_SEND_QUEUE, polling, async ([job]) => job && send(job));
      for (const part of jobs) await part.work(boss, polling);
    });
    // Graceful: a send in progress finishes (its mail and its record) before the process lets go.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 8_000 });
    });
  },
  { name: 'job-queue', dependencies: ['db', 'config', 'mail', 'statements', 'invoice-drawing'] },
);
