// Issue 28, "exports that cannot starve the server": with one export running and one waiting
// (EXPORT_CONCURRENCY=1, EXPORT_QUEUE=1) a third gets 429 with Retry-After; a place comes back when a
// waiting client leaves, when a running one leaves and when an export fails. The exports are held open by a
// lock on the list's table taken from another connection (no timing): they wait in PostgreSQL until the
// test commits. PostgreSQL only: the embedded PGlite has one connection, which the lock would hold.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

const EXPORT = '/api/ref-modules/export?format=csv';

interface HeldExport {
  /** The answer, once the server sends one. */
  answer: Promise<{ status: number; body: string }>;
  /** The client leaves (closes its connection) before the answer. */
  leave(): void;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('export turns (issue 28)', () => {
  let t: TestContext;
  let base: string;
  let locker: pg.Client;
  const until = (condition: () => void) => vi.waitFor(condition, { timeout: 20_000, interval: 20 });

  beforeAll(async () => {
    t = await createTestContext({ EXPORT_CONCURRENCY: '1', EXPORT_QUEUE: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const target = t.database.jobQueueTarget;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
    locker = new pg.Client({ connectionString: target.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  /** An export asked for over a real connection, so its client can leave mid-way. */
  const heldExport = (): HeldExport => {
    let request!: http.ClientRequest;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request = http.get(`${base}${EXPORT}`, { headers: { authorization: `Bearer ${t.token}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      request.on('error', reject);
    });
    answer.catch(() => undefined); // a client that leaves gets no answer
    return { answer, leave: () => request.destroy() };
  };

  /** The export statements PostgreSQL holds behind the test's lock. */
  const blockedStatements = async () =>
    (
      await locker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      )
    ).rows;

  it('refuses the export past the queue with 429 and Retry-After, and gives back the places of those that leave or fail', async () => {
    await locker.query('begin');
    await locker.query('lock table ref_modules in access exclusive mode');

    const first = heldExport();
    await until(() => expect(t.app.exportSlots.running).toBe(1));
    await until(async () => expect(await blockedStatements()).toHaveLength(1));
    const waiting = heldExport();
    await until(() => expect(t.app.exportSlots.waiting).toBe(1));

    const refused = await t.request({ method: 'GET', url: EXPORT });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      code: 429,
      message: `Server sedang sibuk, coba lagi dalam ${refused.headers['retry-after']} detik.`,
    });

    // The waiting client leaves: its place in the queue is free for the next one.
    waiting.leave();
    await until(() => expect(t.app.exportSlots.waiting).toBe(0));
    const next = heldExport();
    await until(() => expect(t.app.exportSlots.waiting).toBe(1));

    // The running export fails (its statement is cancelled): the next one runs.
    const [blocked] = await blockedStatements();
    await locker.query('select pg_cancel_backend($1)', [blocked!.pid]);
    expect((await first.answer).status).toBe(500);
    await until(() => expect(t.app.exportSlots.waiting).toBe(0));
    expect(t.app.exportSlots.running).toBe(1);

    // The running client leaves: its place is free although its statement still waits for the lock.
    next.leave();
    await until(() => expect(t.app.exportSlots.running).toBe(0));

    const last = heldExport();
    await until(() => expect(t.app.exportSlots.running).toBe(1));
    await locker.query('commit');
    const sent = await last.answer;
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('Marketing'); // a reference module every database has
    await until(() => expect(t.app.exportSlots.running).toBe(0));
    const after = await t.request({ method: 'GET', url: EXPORT });
    expect(after.statusCode).toBe(200);
  });
});
