// The real server as the benchmark runs it (compiled, production, the Dockerfile's memory settings) and the
// bench administrator's sign-in: shared by the load run (run-benchmark.ts) and the export timing (export-time.ts).
import { BENCH_ADMIN, SERVER_ENV } from './config.ts';
import { freePort, startProcess, type RunningProcess } from './server-process.ts';

export async function startBenchServer(options: {
  databaseUrl: string;
  dataDir: string;
  nodeArgs?: string[];
  /** NODE_OPTIONS of the server; the Dockerfile's (SERVER_ENV) by default. */
  nodeOptions?: string;
}): Promise<RunningProcess> {
  const port = await freePort();
  return startProcess({
    script: 'apps/api/dist/bin/server.js',
    port,
    readyPath: '/readyz',
    nodeArgs: options.nodeArgs,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'off',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      JWT_SECRET: BENCH_ADMIN.jwtSecret,
      DATA_DIR: options.dataDir,
      ...SERVER_ENV,
      ...(options.nodeOptions !== undefined ? { NODE_OPTIONS: options.nodeOptions } : {}),
    },
  });
}

/** The bench administrator's bearer token. */
export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!response.ok || !body.data)
    throw new Error(`login failed (${response.status}): ${JSON.stringify(body)}`);
  return body.data.token;
}
