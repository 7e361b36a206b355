// `npx tsx bench/run.ts`: the load run against the generated database (run bench/generate.ts first, or
// `npm run bench` for both). Prints the markdown table and writes it to bench/results/latest.md.
// BENCH_DURATION / BENCH_WARMUP (s), BENCH_CONNECTIONS, BENCH_ONLY=list-page,list-selective, BENCH_CPU_PROF=1,
// BENCH_MAX_LOAD / BENCH_LOAD_WAIT: wait (up to BENCH_LOAD_WAIT s) for the 1-minute load to fall under BENCH_MAX_LOAD.
// BENCH_SERVER_NODE_OPTIONS: the server's NODE_OPTIONS instead of the Dockerfile's (SERVER_ENV, bench/config.ts).
// BENCH_SERVER_NODE_ARGS: more node flags for the server (--trace-gc); BENCH_SERVER_LOG: a file for its output.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BENCH_URL } from './config.ts';
import { markdownReport } from './report.ts';
import { runBenchmark } from './run-benchmark.ts';
import { ROOT, waitForQuiet } from './server-process.ts';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const profileDir = path.join(ROOT, 'bench/results/profiles');

// The server runs compiled, as in the image: built from the current source first.
execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
await waitForQuiet(number('BENCH_MAX_LOAD', 2), number('BENCH_LOAD_WAIT', 300), console.log);
const report = await runBenchmark({
  databaseUrl: env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
  connections: number('BENCH_CONNECTIONS', 20),
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 3),
  deepPage: number('BENCH_DEEP_PAGE', 50_000),
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',') : undefined,
  serverNodeArgs: [
    ...(env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
  serverNodeOptions: env.BENCH_SERVER_NODE_OPTIONS,
});
const text = markdownReport(report, 'npm run bench');
console.log(`\n${text}`);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, env.BENCH_OUT ?? 'bench/results/latest.md'), text);
if (report.checks.some((check) => !check.ok)) process.exitCode = 1;
