// Child processes of the benchmark: the real server, compiled as the image runs it (`node
// apps/api/dist/bin/server.js`, built by scripts/build-server.mjs), and the bare baseline (`node --import tsx`),
// each waited for, sampled for memory (VmRSS from /proc) while it runs, and stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningProcess {
  url: string;
  pid: number;
  /** Highest RSS seen so far, in MB (sampled every 100 ms). */
  peakRssMb(): number;
  currentRssMb(): number;
  output(): string;
  stop(): Promise<void>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime, stime, cutime, cstime of /proc/<pid>/stat in ms (zeros once the process has exited). */
function cpuTimes(pid: number): [number, number, number, number] {
  try {
    // Fields after the command name (which may hold spaces) start at field 3 (state): utime is field 14.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].map((i) => Number(fields[i]) * TICK_MS) as [number, number, number, number];
  } catch {
    return [0, 0, 0, 0];
  }
}

/** CPU time (user + system) a process has used so far, in ms. */
export function processCpuMs(pid: number): number {
  const [user, system] = cpuTimes(pid);
  return user + system;
}

/**
 * CPU time used so far by PostgreSQL, in ms: every live postgres process's own, plus what the postmaster has
 * reaped of backends that exited (its cutime + cstime), so a connection closed during a run still counts.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const [user, system, childUser, childSystem] = cpuTimes(Number(entry));
      const parent = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      const isPostmaster =
        parent !== undefined && readFileSync(`/proc/${parent}/comm`, 'utf8').trim() !== 'postgres';
      total += user + system + (isPostmaster ? childUser + childSystem : 0);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // the process has exited
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready in 90 s:\n${output()}`);
}

/**
 * Starts `node [nodeArgs] <script>` (compiled JavaScript) or `node [nodeArgs] --import tsx <script>` (TypeScript)
 * from the repository root and waits until `readyPath` answers 200.
 */
export async function startProcess(options: {
  script: string;
  port: number;
  readyPath: string;
  env: Record<string, string>;
  nodeArgs?: string[];
}): Promise<RunningProcess> {
  const loader = options.script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // BENCH_SERVER_LOG: also keep the processes' whole output in that file (--trace-gc, say).
  if (process.env.BENCH_SERVER_LOG) {
    const file = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
  }
  const pid = child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor(`${url}${options.readyPath}`, child, () => log);
  } catch (error) {
    clearInterval(sampler);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid,
    peakRssMb: () => Math.max(peak, rssMb(pid)),
    currentRssMb: () => rssMb(pid),
    output: () => log,
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The 1-minute load average, and waiting (up to maxWaitSeconds) for it to fall to maxLoad. */
export async function waitForQuiet(
  maxLoad: number,
  maxWaitSeconds: number,
  log: (line: string) => void,
): Promise<number> {
  const deadline = Date.now() + maxWaitSeconds * 1000;
  let announced = false;
  while (loadavg()[0]! > maxLoad && Date.now() < deadline) {
    if (!announced)
      log(
        `Load average ${loadavg()[0]!.toFixed(2)} > ${maxLoad}: waiting up to ${maxWaitSeconds} s for a quieter machine`,
      );
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return loadavg()[0]!;
}
