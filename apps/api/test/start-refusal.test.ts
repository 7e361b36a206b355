// A start refused for a reason the operator must fix does not loop under a supervisor: with
// --wait-on-refusal (the image's CMD) the process stays and the image's own healthcheck command, run as
// Docker runs it, prints the reason; stopped, it exits 78. Without the flag it exits 78 at once.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from './compose-file.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(apiRoot, 'node_modules/.bin/tsx');

/** The Dockerfile's HEALTHCHECK command, exactly as the image runs it. */
function healthcheckCommand(): string[] {
  const line = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(read('Dockerfile'));
  if (!line) throw new Error('no HEALTHCHECK ... CMD [...] in the Dockerfile');
  return JSON.parse(line[1]!) as string[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('a refused start with --wait-on-refusal', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildProcess;
  let output = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-refusal-'));
    // Production without JWT_SECRET: refused before any database is opened.
    env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'kopi-tubruk-jam-tujuh',
    };
    // node itself, not tsx's wrapper: a signal reaches the server, and SIGKILL leaves no orphan listening.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--wait-on-refusal'], {
      cwd: apiRoot,
      env,
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const [command, ...args] = healthcheckCommand();
  const probe = () => spawnSync(command!, args, { env, encoding: 'utf8', timeout: 10_000 });

  it('stays, and the image’s healthcheck fails printing the reason; stopped, it exits 78', async () => {
    // The server says it waits once its refusal is being served; the probe (spawnSync, which holds this
    // process's event loop) runs only then, so what the server printed has been read before it is checked.
    const waiting = 'Not started (--wait-on-refusal): waiting, the healthcheck shows why.';
    while (!output.includes(waiting) && server.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const health = probe();
    expect(server.exitCode).toBeNull();
    expect(health.status).toBe(1);
    expect(health.stdout).toBe(
      '503 Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)\n\n',
    );
    expect(output).toContain('JWT_SECRET: required in production');

    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(78);
  }, 60_000);

  it('without the flag exits 78 at once, as before', () => {
    const refused = spawnSync(tsx, ['src/server.ts'], {
      cwd: apiRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(refused.status).toBe(78);
    expect(refused.stderr).toContain('JWT_SECRET: required in production');
  }, 60_000);
});
