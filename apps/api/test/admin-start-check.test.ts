// Production refuses to start while an administrator who can sign in has a password that is not known to meet
// the policy, and says how to fix it; ADMIN_PASSWORD itself must meet the policy there. The last test runs
// the real server and the real command as an operator would, on an embedded database folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, openDatabase, seedBase } from '@tagih/db';
import { loadConfig } from '../src/config.ts';
import { createAdmin, replaceAdminPassword, setAdminDisabled } from '../src/repositories/admins.ts';
import { checkAdminPasswords } from '../src/startup.ts';
import { ADMIN, createTestContext, type TestContext } from './helper.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const production = (password: string, email?: string) => () =>
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: password,
    ...(email ? { ADMIN_EMAIL: email } : {}),
  });

describe('ADMIN_PASSWORD in production', () => {
  it('must meet the password policy, and the refusal says why', () => {
    expect(production('admin12345')).toThrow(/ADMIN_PASSWORD: refused in production by the password policy/);
    expect(production('password')).toThrow(/Password minimal 12 karakter\. Password ini terlalu umum/);
    expect(production('password1234')).toThrow(/terlalu umum/);
    expect(production('direktur@tagih.co.id', 'direktur@tagih.co.id')).toThrow(
      /tidak boleh sama dengan email/,
    );
    expect(production('kopi-tubruk-jam-tujuh')().adminPassword).toBe('kopi-tubruk-jam-tujuh');
  });

  it('stays free in development, where the local default is the documented one', () => {
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_PASSWORD: 'admin12345' }).adminPassword).toBe(
      'admin12345',
    );
  });
});

describe('the production start check of stored passwords', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const context = { adminId: null, requestId: 'test' };

  it('refuses the seeded default password, a password set before the policy was recorded, naming the fix', async () => {
    await createAdmin(t.database.db, {
      email: 'lama@tagih.co.id',
      name: 'Lama',
      password: 'lama-tapi-12',
      context,
    });
    // As a row written before migration 0006 looks: no verdict recorded.
    await t.database.db
      .update(admins)
      .set({ password_meets_policy: null })
      .where(eq(admins.email, 'lama@tagih.co.id'));
    await createAdmin(t.database.db, {
      email: 'baik@tagih.co.id',
      name: 'Baik',
      password: 'baik-dan-panjang',
      context,
    });

    const refusal = checkAdminPasswords(t.database.db);
    await expect(refusal).rejects.toThrow(
      [
        '  - admin@tagih.local: the default password (admin12345)',
        '  - lama@tagih.co.id: a password set before the policy was recorded, so it is not known to meet it',
        'Fix: give each a new password (reset-password) or disable them (disable), then start again:',
        '  from the repository:  npm run admin -- reset-password <email>',
        '  in the image (/app):  node dist/bin/admin.js reset-password <email>',
        '  with docker compose:  docker compose run --rm app node dist/bin/admin.js reset-password <email>',
      ].join('\n'),
    );
  });

  it('passes once each has a good password or is disabled', async () => {
    const [lama] = await t.database.db.select().from(admins).where(eq(admins.email, 'lama@tagih.co.id'));
    await setAdminDisabled(t.database.db, { id: lama!.id, disabled: true, context });
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, ADMIN.email));
    await expect(checkAdminPasswords(t.database.db)).rejects.toThrow(/admin@tagih\.local/);
    await replaceAdminPassword(t.database.db, {
      admin: admin!,
      password: 'rahasia-kantor-pusat',
      context,
      action: 'reset-password',
    });
    await expect(checkAdminPasswords(t.database.db)).resolves.toBeUndefined();
  });
});

describe('a production server with the default password stored', () => {
  const apiRoot = fileURLToPath(new URL('..', import.meta.url));
  const tsx = path.join(apiRoot, 'node_modules/.bin/tsx');
  let dataDir: string;
  let env: Record<string, string>;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    // PostgreSQL when the tests have one (much faster to open in three processes), else the embedded one.
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createScratchDatabase(adminUrl, 'tagih_start_check') : undefined;
    dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-start-check-'));
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-good-production-password',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    // A database first used on a laptop: its administrator still has the local default.
    const database = await openDatabase(
      scratch ? { url: scratch.url } : { dataDir: path.join(dataDir, 'pglite') },
    );
    await seedBase(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the server; resolves with its exit, or with 'running' (then stops it) once it says it listens. */
  const start = () =>
    new Promise<{ outcome: number | 'running'; output: string }>((resolve) => {
      const server = spawn(tsx, ['src/server.ts'], { cwd: apiRoot, env });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Tagih is running')) server.kill('SIGTERM');
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      server.on('exit', (code) =>
        resolve({ outcome: output.includes('Tagih is running') ? 'running' : (code ?? -1), output }),
      );
    });

  it('exits naming the administrator and the command that fixes it; after the reset it starts', async () => {
    const refused = await start();
    expect(refused.outcome).toBe(78);
    expect(refused.output).toContain('Refusing to start in production');
    expect(refused.output).toContain('admin@tagih.local: the default password (admin12345)');
    expect(refused.output).toContain('npm run admin -- reset-password <email>');

    const reset = spawnSync(tsx, ['src/cli/admin.ts', 'reset-password', ADMIN.email], {
      cwd: apiRoot,
      env,
      input: 'rahasia-kantor-pusat\n',
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toBe('Password reset for Administrator <admin@tagih.local>; 0 sessions ended.\n');

    const started = await start();
    expect(started.output).not.toContain('Refusing');
    expect(started.outcome).toBe('running');
  }, 300_000);
});
