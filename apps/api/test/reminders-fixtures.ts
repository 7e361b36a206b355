// What the reminder test files share: a clock the test moves, orders whose invoice was sent, the reminder
// mails in an outbox, and instances of the app built on one database (each with its own DATA_DIR and outbox).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, seedBase, type Database } from '@tagih/db';
import { jakartaDateTimeToUtc, todayInJakarta, addDays } from '@tagih/domain/dates';
import { invoiceDueDate } from '@tagih/domain/reminders';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ADMIN, type TestContext } from './helper.ts';
import { headersOf } from './smtp-sink.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** A clock the test moves by WIB calendar day: `at(day)` is 10:00 WIB that day. */
export function movingClock() {
  let instant = new Date();
  return {
    now: () => instant,
    at(day: string, time = '10:00') {
      instant = jakartaDateTimeToUtc(day, time);
    },
  };
}

/** The due date of an order stored today (WIB), and the day `n` days after it. */
export function dueDayOf(n = 0): string {
  return addDays(invoiceDueDate(todayInJakarta()), n);
}

export async function sendInvoiceOf(t: Pick<TestContext, 'request'>, orderId: number) {
  const response = await t.request({
    method: 'POST',
    url: '/api/orders/send_inv',
    payload: { order: orderId },
  });
  if (response.statusCode !== 200) throw new Error(`send_inv ${response.statusCode} ${response.body}`);
}

export interface ReminderMail {
  subject: string;
  to: string;
  bcc: string;
  raw: string;
}

/** The reminder mails in the outboxes under `dataDirs` (invoice mails left out). */
export function reminderMails(...dataDirs: string[]): ReminderMail[] {
  return outboxMails(...dataDirs).filter((mail) => mail.subject.startsWith('Pengingat pembayaran'));
}

/** Every mail in the outboxes under `dataDirs`. */
export function outboxMails(...dataDirs: string[]): ReminderMail[] {
  return dataDirs.flatMap((dataDir) => {
    const outbox = path.join(dataDir, 'outbox');
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .map((raw) => {
        const headers = headersOf(raw);
        return {
          subject: headers.get('subject') ?? '',
          to: headers.get('to') ?? '',
          bcc: headers.get('bcc') ?? '',
          raw,
        };
      });
  });
}

export interface Instance {
  app: FastifyInstance;
  dataDir: string;
  request: TestContext['request'];
  close(): Promise<void>;
}

/**
 * One database for several instances: a scratch PostgreSQL database when TEST_DATABASE_URL is set (each
 * instance then opens its own pool on it, as separate servers would), otherwise one in-memory PGlite that the
 * instances share in process.
 */
export async function sharedDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'tagih_test') : null;
  const first = await openDatabase(scratch ? { url: scratch.url, poolSize: 5 } : {});
  await seedBase(first.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const opened: Database[] = [first];
  return {
    first,
    /** A handle for another instance: its own pool on PostgreSQL, the same PGlite otherwise. */
    async another(): Promise<Database> {
      if (!scratch) return first;
      const database = await openDatabase({ url: scratch.url, poolSize: 5 });
      opened.push(database);
      return database;
    },
    async close() {
      for (const database of opened) await database.close();
      await scratch?.drop();
    },
  };
}

export async function startInstance(
  database: Database,
  options: Pick<AppOptions, 'now' | 'jobQueue' | 'jobPollingSeconds'>,
): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-reminders-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'off',
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  const login = await app.inject({ method: 'POST', url: '/api/login-admin', payload: ADMIN });
  const token = (login.json() as { data: { token: string } }).data.token;
  return {
    app,
    dataDir,
    request: (request) =>
      app.inject({ ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } }),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `done()` holds, asking every 100 ms; fails after `seconds` (a generous bound, not a timing). */
export async function eventually(done: () => Promise<boolean>, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
