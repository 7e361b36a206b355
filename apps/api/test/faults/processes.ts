// Real processes for the fault tests: the API server started as in production (`node --import tsx
// src/server.ts`), a fresh database on TEST_DATABASE_URL's server, and a PostgreSQL instance of the test's own
// (initdb into a temporary folder) that a test can stop and start under load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_BIN = '/usr/lib/postgresql/15/bin';
export const TEST_JWT_SECRET = 'fault-test-secret-that-is-long-enough-0123456789';
export const FAULT_ADMIN = { email: 'admin@tagih.local', password: 'admin12345' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts src/server.ts on a free port against the given database; resolves once /readyz answers 200. `env`
 * adds or overrides settings (REDIS_URL for the instances that share one).
 */
export async function startServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: FAULT_ADMIN.email,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    'the server to be ready',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      return (await fetch(`${url}/readyz`)).status === 200;
    },
    90_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    url,
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** JSON over real HTTP, with the admin's token once signed in. */
export function apiClient(baseUrl: string) {
  let token = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return {
      status: response.status,
      json: json as { code?: number; message?: string; data?: Record<string, unknown> },
    };
  };
  return {
    call,
    async signIn() {
      const response = await call('POST', '/api/login-admin', FAULT_ADMIN);
      if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.json)}`);
      token = String((response.json.data as { token: string }).token);
    },
  };
}

export const canRunOwnPostgres = () => spawnSync(path.join(PG_BIN, 'initdb'), ['--version']).status === 0;

/** A PostgreSQL server of the test's own: initdb into a temporary folder, trust auth, its own port. */
export async function ownPostgres(): Promise<{
  url: string;
  start(): void;
  stop(mode: 'immediate' | 'fast'): void;
  destroy(): void;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-pg-'));
  const data = path.join(dir, 'data');
  // A port the system gives as free now: a random one in the ephemeral range could be a client socket's.
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // initdb and the server refuse to run as root: as root they run as the postgres user, owning the folder.
  const run = (args: string[]) => {
    const [command, rest] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', ...args]]
      : [args[0]!, args.slice(1)];
    const result = spawnSync(command, rest, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
  };
  if (asRoot) {
    const { uid, gid } = lookupUser('postgres');
    chownSync(dir, uid, gid);
  }
  run([path.join(PG_BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run([
      path.join(PG_BIN, 'pg_ctl'),
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode) => run([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    destroy() {
      try {
        run([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function lookupUser(name: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}
