// How a delivery reaches the job queue (plugins/app/webhook-jobs.ts): a pg-boss job per delivery, queued on the
// transaction that wrote the delivery, so it exists exactly when the change committed. The queue of the app
// that serves a request is found through the request's async context (set by the plugin), so emitWebhook
// keeps one signature for every caller; without one (queue 'off', or work outside a request) the delivery
// stays pending and the worker's sweep, or app.webhooks.deliverNow(), takes it up.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '@tagih/db';

export const WEBHOOK_SEND_QUEUE = 'webhook-send';
/** Every minute: queues pending deliveries that are due and lost their job (a crash, an emit without queue). */
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';

export interface WebhookSendJob {
  deliveryId: number;
  /** The attempt this job makes (a second job for the same attempt finds it done and does nothing). */
  attempt: number;
}

export interface WebhookQueue {
  /** Queues the job on `tx`: it exists only once `tx` commits. */
  send(tx: Db, job: WebhookSendJob, startAfter?: Date): Promise<void>;
}

const current = new AsyncLocalStorage<WebhookQueue>();

/** Runs `work` with `queue` as the queue emitWebhook uses (the plugin wraps each request in it). */
export function withWebhookQueue<T>(queue: WebhookQueue, work: () => T): T {
  return current.run(queue, work);
}

/** The queue of the work in progress, if any. */
export function currentWebhookQueue(): WebhookQueue | undefined {
  return current.getStore();
}
