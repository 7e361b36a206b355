// Reminders on the job queue (issue 21): pg-boss on the test's database (PostgreSQL with TEST_DATABASE_URL,
// the embedded PGlite otherwise, through pg-boss's PGlite adapter in process). One worker sends a due step;
// two instances working the same queue and scanning the same day mail each (order, step) exactly once; a job
// queued by an instance that stopped is run by the next one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceReminders, type Database } from '@tagih/db';
import { invoiceDueDate } from '@tagih/domain/reminders';
import { todayInJakarta } from '@tagih/domain/dates';
import { REMINDER_SCAN_QUEUE, REMINDER_SEND_QUEUE } from '../src/plugins/app/job-queue.ts';
import { addMailRecipient } from './invoice-fixtures.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import {
  dueDayOf,
  eventually,
  movingClock,
  reminderMails,
  sendInvoiceOf,
  sharedDatabase,
  startInstance,
  type Instance,
} from './reminders-fixtures.ts';

const sentCount = async (database: Database) => {
  const [row] = await database.db
    .select({ n: count() })
    .from(invoiceReminders)
    .where(isNotNull(invoiceReminders.sent_at));
  return row?.n ?? 0;
};

/** Jobs of the two reminder queues not yet completed (pg-boss's job table, read for the test only). */
const unfinishedJobs = async (database: Database) => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pgboss.job
      where name in (${REMINDER_SCAN_QUEUE}, ${REMINDER_SEND_QUEUE}) and state in ('created', 'retry', 'active')`,
  );
  return z.object({ rows: z.tuple([z.object({ n: z.number() })]) }).parse(result).rows[0].n;
};

describe('reminders on the pg-boss queue', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let c: OrderCatalogue;
  const clock = movingClock();
  const started: Instance[] = [];
  const start = async (database: Database, jobQueue: 'producer' | 'worker') => {
    const instance = await startInstance(database, { now: clock.now, jobQueue, jobPollingSeconds: 0.5 });
    started.push(instance);
    return instance;
  };
  const ordersWithSentInvoices = async (instance: Instance, n: number) => {
    const made = [];
    for (let i = 0; i < n; i += 1) {
      const order = await createOrder({ request: instance.request } as never, basePayload(c));
      await sendInvoiceOf(instance, order.id);
      made.push(order);
    }
    return made;
  };

  beforeAll(async () => {
    shared = await sharedDatabase();
    c = await seedOrderCatalogue(shared.first.db);
    await addMailRecipient(shared.first.db, 'Siti Rahma', 'siti.rahma@tagih.test');
  });
  afterAll(async () => {
    for (const instance of started.reverse()) await instance.close();
    await shared.close();
  });

  it('two instances, both working the queue, scanning the same day: every (order, step) is mailed once', async () => {
    const one = await start(shared.first, 'worker');
    const two = await start(await shared.another(), 'worker');
    const orders = await ordersWithSentInvoices(one, 4);
    clock.at(dueDayOf(1));
    // Both queue a scan, and both also run one in process at the same time: every path at once.
    await Promise.all([
      one.app.reminders.queueScan(),
      two.app.reminders.queueScan(),
      one.app.reminders.runNow(),
      two.app.reminders.runNow(),
    ]);
    await eventually(async () => (await sentCount(shared.first)) === orders.length);
    // Let the queued sends that lost the race run to their end too, then count again.
    await eventually(async () => (await unfinishedJobs(shared.first)) === 0);
    const rows = await shared.first.db.select().from(invoiceReminders);
    expect(rows).toHaveLength(orders.length);
    expect(rows.every((row) => row.step_day === 1 && row.sent_at !== null)).toBe(true);
    const mails = reminderMails(one.dataDir, two.dataDir);
    expect(mails).toHaveLength(orders.length);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(orders.length);
    await one.close();
    await two.close();
    started.length = 0;
  });

  it('a send job queued by an instance that stopped runs on the next instance', async () => {
    const producer = await start(shared.first, 'producer');
    const [order] = await ordersWithSentInvoices(producer, 1);
    const dueDate = invoiceDueDate(todayInJakarta());
    clock.at(dueDayOf(1));
    const before = await sentCount(shared.first);
    await producer.app.reminders.boss!.send(REMINDER_SEND_QUEUE, { orderId: order!.id, stepDay: 1, dueDate });
    await producer.close();
    started.length = 0;
    expect(await sentCount(shared.first)).toBe(before); // nobody worked it

    const worker = await start(await shared.another(), 'worker');
    await eventually(async () => (await sentCount(shared.first)) === before + 1);
    const reminders = await worker.request({ method: 'GET', url: `/api/orders/${order!.id}/reminders` });
    expect(reminders.json().data).toMatchObject([{ step_day: 1, sent_at: expect.any(String) }]);
    expect(reminderMails(worker.dataDir)).toHaveLength(1);
  });
});
