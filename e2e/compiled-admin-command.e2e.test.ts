// The operator's path in the deployed layout (`npm test` points E2E_COMPILED_SERVER at a `pnpm deploy --prod`
// folder, as the image's /app; run alone, apps/api after `npm run build:server`): a database first used in
// development, a production start that refuses it and prints the command that fixes it, that command run
// exactly as printed (`node dist/bin/admin.js reset-password ...`), `create` for a second administrator, and
// the server then starting and both signing in. Nothing from the repository's dev tools: node and the folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED = process.env.E2E_COMPILED_SERVER ?? path.join(ROOT, 'apps/api');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the compiled admin command, where the image has it', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    if (!existsSync(path.join(COMPILED, 'dist/bin/admin.js')))
      throw new Error(
        `${COMPILED}/dist/bin/admin.js is missing: compile the server first (npm run build:server)`,
      );
    dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-compiled-admin-'));
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'a-production-password-2026',
    };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `node <args>` in the deployed folder; resolves once it listens (then stops it) or with its exit. */
  const serve = (extraEnv: Record<string, string> = {}) =>
    new Promise<{ outcome: number | 'running'; output: string }>((resolve) => {
      const server = spawn(process.execPath, ['dist/bin/server.js'], {
        cwd: COMPILED,
        env: { ...env, ...extraEnv },
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Tagih is running')) {
          const signIn = (email: string, password: string) =>
            fetch(`http://127.0.0.1:${env.PORT}/api/login-admin`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }),
            }).then((response) => response.status);
          void Promise.all([
            signIn('admin@tagih.local', 'teh-tarik-jam-sembilan'),
            signIn('budi@tagih.co.id', 'kopi-susu-gula-aren'),
          ]).then((statuses) => {
            output += `\nsign-ins: ${statuses.join(' ')}`;
            server.kill('SIGTERM');
          });
        }
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      server.on('exit', (code) =>
        resolve({ outcome: output.includes('Tagih is running') ? 'running' : (code ?? -1), output }),
      );
    });
  const run = (command: string, stdin: string) => {
    const [node, ...args] = command.split(' ');
    expect(node).toBe('node');
    return spawnSync(process.execPath, args, {
      cwd: COMPILED,
      env,
      input: stdin,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('runs the command the refused server prints, then create, and the server starts with both able to sign in', async () => {
    // A database first used in development: its administrator has the local default password.
    const development = await serve({ NODE_ENV: 'development', ADMIN_PASSWORD: 'admin12345' });
    expect(development.outcome).toBe('running');

    const refused = await serve();
    expect(refused.outcome).toBe(78);
    expect(refused.output).toContain('admin@tagih.local: the default password (admin12345)');
    const printed =
      /^ {2}in the image \(\/app\): {2}(node dist\/bin\/admin\.js reset-password <email>)$/m.exec(
        refused.output,
      );
    expect(printed, refused.output).not.toBeNull();

    const reset = run(printed![1]!.replace('<email>', 'admin@tagih.local'), 'teh-tarik-jam-sembilan\n');
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toBe('Password reset for Administrator <admin@tagih.local>; 0 sessions ended.\n');
    expect(reset.status).toBe(0);

    const created = spawnSync(
      process.execPath,
      ['dist/bin/admin.js', 'create', '--email', 'budi@tagih.co.id', '--name', 'Budi Santoso'],
      { cwd: COMPILED, env, input: 'kopi-susu-gula-aren\n', encoding: 'utf8', timeout: 120_000 },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^Administrator created: Budi Santoso <budi@tagih\.co\.id> \(id \d+\)\n$/);

    const blank = run('node dist/bin/admin.js reset-password budi@tagih.co.id', `${' '.repeat(12)}\n`);
    expect(blank.status).toBe(2);
    expect(blank.stderr).toBe(
      'admin reset-password: password refused: Password tidak boleh hanya berisi spasi.\n',
    );

    const started = await serve();
    expect(started.output).not.toContain('Refusing');
    expect(started.outcome).toBe('running');
    expect(started.output).toContain('sign-ins: 200 200');
  }, 300_000);
});
