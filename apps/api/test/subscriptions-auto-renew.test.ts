// The automatic renewal on the job queue (issue 32, decisions-made.md "Automatic renewal"): two instances
// sharing one database, both working the queue and both running the scan in process on the same day, make each
// due renewal once and mail its invoice once; a restart makes nothing new; a company without auto_renew and an
// order renewed by hand are left alone; the audit says 'Perpanjangan otomatis'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditLogs, autoRenewals, companies, orders, type Database } from '@tagih/db';
import { actionWord } from '@tagih/domain/audit-labels';
import { addDays } from '@tagih/domain/dates';
import { renewalPeriod } from '@tagih/domain/subscriptions';
import { RENEWAL_MAKE_QUEUE, RENEWAL_SCAN_QUEUE } from '../src/plugins/app/renewal-jobs.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import {
  eventually,
  movingClock,
  outboxMails,
  sharedDatabase,
  startInstance,
  type Instance,
} from './reminders-fixtures.ts';

const unfinishedJobs = async (database: Database) => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pgboss.job
      where name in (${RENEWAL_SCAN_QUEUE}, ${RENEWAL_MAKE_QUEUE}) and state in ('created', 'retry', 'active')`,
  );
  return z.object({ rows: z.tuple([z.object({ n: z.number() })]) }).parse(result).rows[0].n;
};

const renewalsOf = (database: Database, orderId: number) =>
  database.db
    .select()
    .from(orders)
    .where(and(eq(orders.id_order, orderId), eq(orders.is_auto_order, 1)));

describe('the automatic renewal on the pg-boss queue', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let c: OrderCatalogue;
  const clock = movingClock();
  const started: Instance[] = [];
  const start = async (database: Database) => {
    const instance = await startInstance(database, {
      now: clock.now,
      jobQueue: 'worker',
      jobPollingSeconds: 0.5,
    });
    started.push(instance);
    return instance;
  };
  const closeAll = async () => {
    for (const instance of started.reverse()) await instance.close();
    started.length = 0;
  };

  beforeAll(async () => {
    shared = await sharedDatabase();
    c = await seedOrderCatalogue(shared.first.db);
    // PT Maju Jaya Abadi renews automatically 10 days before the end; CV Sinar Terang does not.
    await shared.first.db
      .update(companies)
      .set({ auto_renew: true, renew_days_before: 10 })
      .where(eq(companies.id_company, c.maju.id_company));
  });
  afterAll(async () => {
    await closeAll();
    await shared.close();
  });

  it('renews each due order once and mails its invoice once, with two instances and after a restart', async () => {
    const dataDirs: string[] = [];
    const one = await start(shared.first);
    const two = await start(await shared.another());
    dataDirs.push(one.dataDir, two.dataDir);
    const due = await createOrder({ request: one.request } as never, basePayload(c, { total_month: 1 }));
    const byHand = await createOrder({ request: one.request } as never, basePayload(c, { total_month: 1 }));
    const notAuto = await createOrder(
      { request: one.request } as never,
      basePayload(c, { id_company: c.sinar.id_company, total_month: 1 }),
    );
    const end = String(due.end_period);
    const manual = await one.request({
      method: 'POST',
      url: '/api/subscriptions/renew',
      payload: { orders: [byHand.id] },
    });
    expect(manual.statusCode, manual.body).toBe(200);

    // 11 days before the end: nothing is due yet.
    clock.at(addDays(end, -11));
    expect(await one.app.renewals.runNow()).toEqual({ renewed: 0, mailed: 0, skipped: 0, failed: 0 });

    // 10 days before: both queue a scan and both run one in process at the same time.
    clock.at(addDays(end, -10));
    await Promise.all([
      one.app.renewals.queueScan(),
      two.app.renewals.queueScan(),
      one.app.renewals.runNow(),
      two.app.renewals.runNow(),
    ]);
    await eventually(async () => {
      const [claim] = await shared.first.db.select().from(autoRenewals);
      return claim?.mailed_at != null;
    });
    await eventually(async () => (await unfinishedJobs(shared.first)) === 0);

    const [renewal, ...more] = await renewalsOf(shared.first, due.id);
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ ...renewalPeriod(end, 1), id_company: c.maju.id_company });
    expect(await shared.first.db.select().from(autoRenewals)).toEqual([
      expect.objectContaining({ id_order: due.id, renewal_id: renewal!.id, mail_error: null }),
    ]);
    expect(await renewalsOf(shared.first, byHand.id)).toHaveLength(1); // the one made by hand
    expect(await renewalsOf(shared.first, notAuto.id)).toHaveLength(0);
    const audit = await shared.first.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, String(renewal!.id))));
    expect(audit.map((row) => [row.action, actionWord(row.action), row.admin_id])).toEqual([
      ['renew-auto', 'Perpanjangan otomatis', null],
      ['send_invoice', actionWord('send_invoice'), null],
    ]);
    const history = await one.request({
      method: 'GET',
      url: `/api/audit-logs?resource=orders&record_id=${renewal!.id}`,
    });
    expect(history.json().data.map((row: { action: string }) => row.action)).toContain('renew-auto');
    const mailsOf = (invoice: string) =>
      outboxMails(...dataDirs).filter((mail) => mail.subject.startsWith(`Invoice ${invoice} `));
    expect(mailsOf(renewal!.invoice_number)).toHaveLength(1);

    // A restart, later the same period: a new instance's scan finds nothing to do and mails nothing.
    await closeAll();
    dataDirs.length = 0;
    const three = await start(await shared.another());
    dataDirs.push(three.dataDir);
    clock.at(addDays(end, -3));
    expect(await three.app.renewals.runNow()).toEqual({ renewed: 0, mailed: 0, skipped: 0, failed: 0 });
    await three.app.renewals.queueScan();
    await eventually(async () => (await unfinishedJobs(shared.first)) === 0);
    expect(await renewalsOf(shared.first, due.id)).toHaveLength(1);
    expect(outboxMails(three.dataDir)).toHaveLength(0);
  });

  it('retries a mail that failed on each scan until it goes; a cancelled automatic renewal is not made again', async () => {
    await closeAll();
    const instance = await start(shared.first);
    const stored = await instance.request({
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: 'PT Tanpa Email', auto_renew: true, renew_days_before: 5 },
    });
    const company = stored.json().data;
    const order = await createOrder(
      { request: instance.request } as never,
      basePayload(c, { id_company: company.id_company }),
    );
    const end = String(order.end_period);
    clock.at(addDays(end, -5));
    expect(await instance.app.renewals.runNow()).toMatchObject({ renewed: 0, failed: 1 });
    const [renewal] = await renewalsOf(shared.first, order.id);
    const claimOf = async () =>
      (await shared.first.db.select().from(autoRenewals).where(eq(autoRenewals.id_order, order.id)))[0];
    expect(await claimOf()).toMatchObject({ renewal_id: renewal!.id, mailed_at: null });
    expect((await claimOf())!.mail_error).toMatch(/belum memiliki alamat email/);
    // The next scan tries the mail again (still no address), never the renewal.
    clock.at(addDays(end, -4));
    expect(await instance.app.renewals.runNow()).toMatchObject({ renewed: 0, failed: 1 });
    await instance.request({
      method: 'PUT',
      url: `/api/companies/update/${company.id_company}`,
      payload: { name_company: 'PT Tanpa Email', email: 'tagihan@tanpaemail.co.id' },
    });
    expect(await instance.app.renewals.runNow()).toEqual({ renewed: 0, mailed: 1, skipped: 0, failed: 0 });
    expect(await claimOf()).toMatchObject({ mailed_at: expect.any(Date), mail_error: null });
    expect(await instance.app.renewals.runNow()).toEqual({ renewed: 0, mailed: 0, skipped: 0, failed: 0 });
    expect(await renewalsOf(shared.first, order.id)).toHaveLength(1);
    expect(outboxMails(instance.dataDir).filter((mail) => mail.to.includes('tanpaemail'))).toHaveLength(1);

    // A clerk cancels the automatic renewal: the order is current again and due, but its claim stands.
    const cancelled = await instance.request({
      method: 'POST',
      url: '/api/orders/cancel_order',
      payload: { order: renewal!.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await instance.app.renewals.runNow()).toEqual({ renewed: 0, mailed: 0, skipped: 0, failed: 0 });
    expect(await renewalsOf(shared.first, order.id)).toHaveLength(1);
  });

  it('renews through the queue alone: a queued scan queues the job a worker runs', async () => {
    await closeAll();
    const worker = await start(await shared.another());
    const order = await createOrder({ request: worker.request } as never, basePayload(c, { total_month: 2 }));
    clock.at(addDays(String(order.end_period), -1));
    await worker.app.renewals.queueScan();
    await eventually(async () => {
      const [claim] = await shared.first.db
        .select()
        .from(autoRenewals)
        .where(eq(autoRenewals.id_order, order.id));
      return claim?.mailed_at != null;
    });
    const [renewal] = await renewalsOf(shared.first, order.id);
    expect(renewal).toMatchObject(renewalPeriod(String(order.end_period), 2));
    const mails = outboxMails(worker.dataDir).filter((mail) =>
      mail.subject.startsWith(`Invoice ${renewal!.invoice_number} `),
    );
    expect(mails).toHaveLength(1);
  });
});
