// The operators' backup (README "Backups"): scripts/backup.sh takes a database seeded through the API (orders
// with their invoice numbers, a payment proof), scripts/restore.sh puts it into a fresh, empty database and
// files folder, and the app started on them shows the same orders, numbers and proof bytes, and carries on
// numbering where the original stopped. PostgreSQL only (pg_dump / pg_restore); skipped without it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { solidPng } from './fixtures/images.ts';
import { multipart } from './fixtures/multipart.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue } from './orders-fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SCRIPTS = path.resolve(import.meta.dirname, '../../../scripts');
const run = promisify(execFile);

const script = (name: string, args: string[], env: Record<string, string>) =>
  run('bash', [path.join(SCRIPTS, name), ...args], { env: { PATH: process.env.PATH ?? '', ...env } });

/** What a user sees of the orders: each one's number, company and total, and its proof's bytes. */
async function ordersSeen(t: TestContext, ids: number[]) {
  const seen = [];
  for (const id of ids) {
    const order = (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data;
    const proof = order.image_payment_proof
      ? (await t.app.inject({ method: 'GET', url: order.image_payment_proof })).rawPayload.toString('base64')
      : null;
    seen.push({
      id,
      invoice_number: order.invoice_number,
      id_company: order.id_company,
      total_price: order.total_price,
      proof,
    });
  }
  return seen;
}

describe.skipIf(!ADMIN_URL)('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  const folders: string[] = [];
  const databases: ScratchDatabase[] = [];
  const folder = (name: string) => {
    folders.push(mkdtempSync(path.join(tmpdir(), `tagih-${name}-`)));
    return folders.at(-1)!;
  };
  const database = async (name: string) => {
    databases.push(await createScratchDatabase(ADMIN_URL!, `tagih_${name}`));
    return databases.at(-1)!;
  };
  afterAll(async () => {
    for (const db of databases) await db.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('restores the same orders, invoice numbers and proofs into a fresh database, and numbering goes on', async () => {
    const [source, sourceFiles] = [await database('backup_source'), folder('backup-source')];
    const original = await createTestContext({ DATABASE_URL: source.url, DATA_DIR: sourceFiles });
    const catalogue = await seedOrderCatalogue(original.database.db);
    const ids: number[] = [];
    for (const months of [1, 3, 12])
      ids.push((await createOrder(original, basePayload(catalogue, { total_month: months }))).id);
    const { payload, headers } = multipart([
      { name: 'id', value: String(ids[1]) },
      {
        name: 'file',
        value: solidPng(6, 4, [10, 120, 200]),
        filename: 'bukti.png',
        contentType: 'image/png',
      },
    ]);
    const uploaded = await original.request({
      method: 'POST',
      url: '/api/orders/payment_proof',
      payload,
      headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const before = await ordersSeen(original, ids);
    expect(new Set(before.map((order) => order.invoice_number)).size).toBe(3);
    expect(
      before.every((order) => /^\S+$/.test(order.invoice_number) && /^\d+$/.test(order.total_price)),
    ).toBe(true);
    expect(before[1]!.proof).toBe(solidPng(6, 4, [10, 120, 200]).toString('base64'));
    await original.close();

    const backups = folder('backups');
    const made = await script('backup.sh', [backups], { DATABASE_URL: source.url, DATA_DIR: sourceFiles });
    const backup = made.stdout.trim();
    expect(path.dirname(backup)).toBe(backups);

    const [target, targetFiles] = [await database('backup_target'), folder('backup-target')];
    await script('restore.sh', [backup], { DATABASE_URL: target.url, DATA_DIR: targetFiles });
    const restored = await createTestContext({ DATABASE_URL: target.url, DATA_DIR: targetFiles });
    try {
      expect(await ordersSeen(restored, ids)).toEqual(before);
      const next = await createOrder(restored, basePayload(catalogue));
      expect(before.map((order) => order.invoice_number)).not.toContain(next.invoice_number);
      expect(next.id).toBeGreaterThan(Math.max(...ids));
    } finally {
      await restored.close();
    }

    // A second restore into the now filled database is refused, and changes nothing.
    const again = script('restore.sh', [backup], { DATABASE_URL: target.url, DATA_DIR: targetFiles });
    await expect(again).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringMatching(/restore only into an empty database/),
    });
  });
});

// pg_dump, pg_restore and psql take the password as compose gives it to the server (DATABASE_PASSWORD_FILE, the
// postgres_password secret): libpq reads PGPASSWORD, so a URL without a password still signs in.
describe('the scripts read the database password as the server does', () => {
  const passwordSeen = (env: Record<string, string>) =>
    run(
      'bash',
      ['-c', `source ${path.join(SCRIPTS, 'database-env.sh')}; printf '%s' "\${PGPASSWORD-unset}"`],
      {
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    ).then((result) => result.stdout);

  it('from DATABASE_PASSWORD_FILE (its one line), from DATABASE_PASSWORD, and none when neither is set', async () => {
    const secrets = mkdtempSync(path.join(tmpdir(), 'tagih-secret-'));
    try {
      const file = path.join(secrets, 'postgres_password');
      writeFileSync(file, 'r4h/as+ia=\n');
      expect(await passwordSeen({ DATABASE_PASSWORD_FILE: file })).toBe('r4h/as+ia=');
      expect(await passwordSeen({ DATABASE_PASSWORD: 'terbuka' })).toBe('terbuka');
      expect(await passwordSeen({})).toBe('unset');
    } finally {
      rmSync(secrets, { recursive: true, force: true });
    }
  });
});
