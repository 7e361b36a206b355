// The admin command (reset-password, disable, enable, create) against the database a running server uses: what the
// operator reads, and what the administrator then finds when signing in or using a session they had.
// In process, on a PostgreSQL database shared with the app (the command opens its own connection from
// DATABASE_URL, as it does beside a real server); a spawned run is in admin-start-check.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLogs, mailRecipients, openDatabase, seedBase, type Database } from '@tagih/db';
import { invoiceRecipients } from '../src/orders/invoice/delivery/invoice-mail.ts';
import { buildApp } from '../src/app.ts';
import { runAdmin } from '../src/cli/admin.ts';
import { loadConfig } from '../src/config.ts';
import { createAdmin } from '../src/repositories/admins.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const SITI = { email: 'siti@tagih.co.id', name: 'Siti Rahma', password: 'rahasia-siti-2026' };

describe.skipIf(!adminUrl)('npm run admin -- reset-password | disable | enable | create', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, 'tagih_admin_cli');
    dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-admin-cli-'));
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
    };
    database = await openDatabase({ url: scratch.url, poolSize: 3 });
    await seedBase(database.db, { adminEmail: 'admin@tagih.local', adminPassword: 'admin12345' });
    const siti = await createAdmin(database.db, { ...SITI, context: { adminId: null, requestId: 'test' } });
    // Siti receives copies of the invoices ('Setting Mail').
    await database.db.insert(mailRecipients).values({ admin_id: siti.id });
    app = await buildApp({ config: loadConfig(env), database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the command as the operator would, the password (if any) piped on stdin. */
  async function admin(args: string[], stdin = '') {
    let stdout = '';
    let stderr = '';
    const sink = (append: (text: string) => void) =>
      new Writable({
        write(chunk, _encoding, callback) {
          append(String(chunk));
          callback();
        },
      });
    const code = await runAdmin(args, env, {
      stdin: Readable.from([stdin]),
      stdout: sink((text) => (stdout += text)),
      stderr: sink((text) => (stderr += text)),
    });
    return { code, stdout, stderr };
  }
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login-admin', payload: { email, password } });
  const tokenOf = async (email: string, password: string) => {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  };
  const use = (token: string) =>
    app.inject({ method: 'GET', url: '/api/extra-packages', headers: { authorization: `Bearer ${token}` } });
  const auditRows = (action: string) =>
    database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'admin'), eq(auditLogs.action, action)));

  it('explains its usage and refuses what it cannot do, changing nothing', async () => {
    const none = await admin([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('a command is required');
    expect(none.stderr).toContain('reset-password <email>');
    expect((await admin(['reset-password'])).stderr).toContain('one e-mail address is required');
    expect((await admin(['disable', 'bukan-email'])).code).toBe(2);
    const unknown = await admin(['disable', 'nobody@tagih.co.id']);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe('admin disable: no administrator has the e-mail nobody@tagih.co.id\n');
  });

  it('reset-password refuses a password the policy refuses, naming why', async () => {
    const common = await admin(['reset-password', SITI.email], 'password1234\n');
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('password refused: Password ini terlalu umum');
    const short = await admin(['reset-password', SITI.email], 'pendek\n');
    expect(short.stderr).toContain('Password minimal 12 karakter.');
    expect((await login(SITI.email, SITI.password)).statusCode).toBe(200);
  });

  it('reset-password sets the new password and ends every session of that administrator', async () => {
    const session = await tokenOf(SITI.email, SITI.password);
    const result = await admin(['reset-password', 'SITI@tagih.co.id'], 'teh-manis-jam-delapan\n');
    expect(result).toEqual({
      code: 0,
      stdout: 'Password reset for Siti Rahma <siti@tagih.co.id>; 2 sessions ended.\n',
      stderr: '',
    });
    expect((await use(session)).statusCode).toBe(401);
    expect((await login(SITI.email, SITI.password)).statusCode).toBe(422);
    await tokenOf(SITI.email, 'teh-manis-jam-delapan');
    const [row] = await database.db.select().from(admins).where(eq(admins.email, SITI.email));
    expect(row!.password_meets_policy).toBe(true);
    expect(await auditRows('reset-password')).toMatchObject([
      { admin_id: null, request_id: 'cli:reset-password', entity_id: String(row!.id) },
    ]);
  });

  it('disable refuses sign-in as a wrong password would, ends the sessions and the invoice copies; enable undoes it', async () => {
    const session = await tokenOf(SITI.email, 'teh-manis-jam-delapan');
    const disabled = await admin(['disable', SITI.email]);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toBe(
      'Siti Rahma <siti@tagih.co.id> is disabled and cannot sign in; 2 sessions ended.\n',
    );
    expect((await use(session)).statusCode).toBe(401);
    const refused = await login(SITI.email, 'teh-manis-jam-delapan');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: ['Email atau password salah.'] });
    const company = { email: 'keuangan@klien.co.id', pic_email: null };
    expect((await invoiceRecipients(database.db, company)).bcc).toEqual([]);
    expect((await admin(['disable', SITI.email])).stdout).toBe(
      'Siti Rahma <siti@tagih.co.id> was already disabled.\n',
    );

    const enabled = await admin(['enable', SITI.email]);
    expect(enabled).toMatchObject({
      code: 0,
      stdout: 'Siti Rahma <siti@tagih.co.id> is enabled and can sign in again.\n',
    });
    await tokenOf(SITI.email, 'teh-manis-jam-delapan');
    expect((await invoiceRecipients(database.db, company)).bcc).toEqual([SITI.email]);
    // The old session stays ended: enabling gives back sign-in, not the sessions.
    expect((await use(session)).statusCode).toBe(401);
    expect((await auditRows('disable')).length).toBe(1);
    expect((await auditRows('enable')).length).toBe(1);
  });

  it('create adds an administrator who can sign in, with an audit row like the other commands’', async () => {
    const created = await admin(
      ['create', '--email', 'Budi@Tagih.co.id', '--name', 'Budi Santoso'],
      'kopi-susu-gula-aren\n',
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Administrator created: Budi Santoso <budi@tagih\.co\.id> \(id \d+\)\n$/);
    await tokenOf('budi@tagih.co.id', 'kopi-susu-gula-aren');
    const [row] = await database.db.select().from(admins).where(eq(admins.email, 'budi@tagih.co.id'));
    // The fixture's Siti was created with an audit row too ('test'): the command's are 'cli:create'.
    const commandRows = async () =>
      (await auditRows('create')).filter((row) => row.request_id === 'cli:create');
    const audits = await commandRows();
    expect(audits).toMatchObject([
      {
        admin_id: null,
        request_id: 'cli:create',
        entity_id: String(row!.id),
        before: null,
        after: { id: row!.id, email: 'budi@tagih.co.id', name: 'Budi Santoso', password_meets_policy: true },
      },
    ]);
    expect(JSON.stringify(audits)).not.toContain(row!.password_hash);

    const blank = await admin(
      ['create', '--email', 'kosong@tagih.co.id', '--name', 'Kosong'],
      `${' '.repeat(12)}\n`,
    );
    expect(blank).toMatchObject({ code: 2, stdout: '' });
    expect(blank.stderr).toBe('admin:create: password refused: Password tidak boleh hanya berisi spasi.\n');
    const repeated = await admin(
      ['create', '--email', 'ulang@tagih.co.id', '--name', 'Ulang'],
      'aaaaaaaaaaaa\n',
    );
    expect(repeated.stderr).toBe(
      'admin:create: password refused: Password tidak boleh berupa satu karakter yang diulang.\n',
    );
    expect((await commandRows()).length).toBe(1);
  });

  it('leaves the other administrators signed in', async () => {
    expect((await use(await tokenOf('admin@tagih.local', 'admin12345'))).statusCode).toBe(200);
  });

  it('create --role gives the role; an unknown role is refused, naming the four', async () => {
    const viewer = await admin(
      ['create', '--email', 'dewi@tagih.co.id', '--name', 'Dewi Lestari', '--role', 'viewer'],
      'es-cendol-dawet-ayu\n',
    );
    expect(viewer.stdout).toMatch(
      /^Administrator created: Dewi Lestari <dewi@tagih\.co\.id> \(id \d+, role viewer\)\n$/,
    );
    const [row] = await database.db.select().from(admins).where(eq(admins.email, 'dewi@tagih.co.id'));
    expect(row).toMatchObject({ role: 'viewer', must_change_password: false });
    const owner = await admin(['create', '--email', 'bos@tagih.co.id', '--name', 'Bos', '--role', 'owner']);
    expect(owner).toMatchObject({ code: 2, stdout: '' });
    expect(owner.stderr).toContain('--role must be one of: admin, finance, sales, viewer');
    expect(await database.db.select().from(admins).where(eq(admins.email, 'bos@tagih.co.id'))).toEqual([]);
  });

  it('role changes the role and ends the sessions; the last active admin keeps role admin', async () => {
    const session = await tokenOf('dewi@tagih.co.id', 'es-cendol-dawet-ayu');
    const promoted = await admin(['role', 'dewi@tagih.co.id', 'sales']);
    expect(promoted).toMatchObject({
      code: 0,
      stdout: 'Dewi Lestari <dewi@tagih.co.id> now has the role sales; 1 session ended.\n',
    });
    expect((await use(session)).statusCode).toBe(401);
    expect((await admin(['role', 'dewi@tagih.co.id', 'owner'])).stderr).toContain(
      '--role must be one of: admin, finance, sales, viewer',
    );
    // Everyone else with role admin steps down; admin@tagih.local is then the last.
    for (const email of [SITI.email, 'budi@tagih.co.id'])
      expect((await admin(['role', email, 'finance'])).code).toBe(0);
    const demote = await admin(['role', 'admin@tagih.local', 'viewer']);
    expect(demote).toMatchObject({ code: 1, stdout: '' });
    expect(demote.stderr).toContain('Administrator aktif terakhir dengan peran Admin');
    const disable = await admin(['disable', 'admin@tagih.local']);
    expect(disable).toMatchObject({ code: 1, stdout: '' });
    const [last] = await database.db.select().from(admins).where(eq(admins.email, 'admin@tagih.local'));
    expect(last).toMatchObject({ role: 'admin', disabled_at: null });
  });
});
