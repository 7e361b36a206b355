// The admin:create command, run as an operator would: a separate process on an embedded database folder,
// the password piped on stdin.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admins, openDatabase, verifyPassword } from '@tagih/db';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(apiRoot, 'node_modules/.bin/tsx');

describe('admin:create', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-admin-create-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[], stdin: string) => {
    const result = spawnSync(tsx, ['src/cli/admin-create.ts', ...args], {
      cwd: apiRoot,
      input: stdin,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        JWT_SECRET: 'x'.repeat(40),
      },
      timeout: 60_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  const storedAdmin = async (email: string) => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.email, email));
      return row;
    } finally {
      await database.close();
    }
  };

  it('creates an administrator with the password read from stdin, who can then be found with it', async () => {
    const result = run(['--email', 'Siti.Rahma@Tagih.co.id', '--name', 'Siti Rahma'], 'rahasia-siti-2026\n');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Administrator created: Siti Rahma <siti.rahma@tagih.co.id> \(id \d+\)\n$/,
    );
    const row = await storedAdmin('siti.rahma@tagih.co.id');
    expect(row?.name).toBe('Siti Rahma');
    expect(await verifyPassword('rahasia-siti-2026', row!.password_hash)).toBe(true);
    expect(row!.password_hash).not.toContain('rahasia');
  }, 90_000);

  it('refuses an e-mail that is already registered (exit 1) and bad input (exit 2), creating nothing', async () => {
    const again = run(['--email', 'siti.rahma@tagih.co.id', '--name', 'Siti Lagi'], 'rahasia-lain-2026\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Email sudah terdaftar.');

    const noEmail = run(['--name', 'Tanpa Email'], 'rahasia123\n');
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email is required');
    expect(noEmail.stderr).toContain('Usage: admin:create');

    const badEmail = run(['--email', 'bukan-email', '--name', 'X'], 'rahasia123\n');
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email must be an e-mail address');

    const shortPassword = run(['--email', 'pendek@tagih.co.id', '--name', 'Pendek'], 'abc\n');
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain('password refused: Password minimal 12 karakter.');
    const commonPassword = run(['--email', 'umum@tagih.co.id', '--name', 'Umum'], 'qwerty123456\n');
    expect(commonPassword.code).toBe(2);
    expect(commonPassword.stderr).toContain('terlalu umum');
    expect(await storedAdmin('umum@tagih.co.id')).toBeUndefined();
    expect(await storedAdmin('pendek@tagih.co.id')).toBeUndefined();
  }, 120_000);
});
