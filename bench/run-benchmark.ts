// One benchmark run against a generated database: the real server and the bare baseline as child processes,
// a login, then each scenario warmed up and measured with autocannon, server memory sampled throughout,
// and afterwards the checks that make the numbers mean something (exact totals, gap-free invoice numbers).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { invoiceNumberProblems } from './checks.ts';
import { statementChecks } from './statement.ts';
import { startBenchServer, login } from './bench-server.ts';
import { BENCH_ADMIN } from './config.ts';
import { countOrderMatches, readFixtures, type BenchFixtures } from './fixtures.ts';
import { LOGIN_SCENARIO, runCannon, SCENARIOS, type Measurement, type Scenario } from './scenarios.ts';
import { CONCURRENT_EXPORTS, exportChecks, EXPORTS_SCENARIO, keepExporting } from './scenarios-exports.ts';
import { RECEIVABLE_SCENARIOS, receivableChecks } from './scenarios-receivables.ts';
import { REPORT_SCENARIOS, reportChecks } from './scenarios-reports.ts';
import { SUBSCRIPTION_SCENARIOS, subscriptionChecks } from './scenarios-subscriptions.ts';
import { freePort, postgresCpuMs, processCpuMs, startProcess } from './server-process.ts';

export interface RunOptions {
  databaseUrl: string;
  connections: number;
  /** Seconds per scenario, and of the warm-up before each. */
  duration: number;
  /** A fixed number of requests per scenario instead of a duration (the smoke test: no dependence on speed). */
  requests?: number;
  warmup: number;
  deepPage: number;
  /** Only these scenario keys (all when absent). */
  only?: string[];
  /** Extra node flags for the server (e.g. --cpu-prof). */
  serverNodeArgs?: string[];
  /** NODE_OPTIONS of the server; the Dockerfile's (SERVER_ENV) by default. */
  serverNodeOptions?: string;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  scenario: Pick<Scenario, 'key' | 'label' | 'target' | 'baseline'>;
  measurement: Measurement;
  load: number;
  rssMb: number;
  /** CPU time per answered request during the measured run, in µs: the serving process's and PostgreSQL's. */
  cpuPerRequestUs: { server: number; postgres: number };
}

export interface RunReport {
  results: ScenarioResult[];
  fixtures: BenchFixtures;
  peakRssMb: number;
  checks: Array<{ name: string; ok: boolean; detail: string }>;
  machine: {
    cpus: number;
    cpuModel: string;
    referenceMs: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
    postgres: string;
  };
  options: RunOptions;
}

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { meta: { total: number; last_page: number; total_estimated?: boolean } };
}

/**
 * How fast this machine's cores are, for comparing runs made on different machines: the best of five runs
 * of a fixed piece of work like the server's own (JSON out and back in), in milliseconds. Lower is faster.
 */
function referenceWork(): number {
  const page = Array.from({ length: 10 }, (_, i) => ({
    id: i,
    name_company: `PT Contoh ${i}`,
    total_price: '123456789',
    created_on: new Date(0).toISOString(),
  }));
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 20_000; i += 1) JSON.parse(JSON.stringify({ data: page, meta: { page: i } }));
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

export async function runBenchmark(options: RunOptions): Promise<RunReport> {
  const log = options.log ?? console.log;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-bench-'));
  const loadBefore = loadavg();
  const referenceMs = referenceWork();
  const baselinePort = await freePort();
  const wanted = (key: string) => !options.only || options.only.includes(key);
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  let baseline: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const fixtures = await readFixtures(pool, options.deepPage);
    const postgres = (await pool.query<{ server_version: string }>('show server_version')).rows[0]!
      .server_version;
    const ordersBefore = fixtures.total;
    log(
      `Data: ${fixtures.total} orders, ${fixtures.companyCount} companies; selective '${fixtures.selective.term}' (${fixtures.selective.matches} orders), ` +
        `broad '${fixtures.broad.term}' (${fixtures.broad.matches}), company search '${fixtures.companyTerm.term}' (${fixtures.companyTerm.matches} companies), deep page ${fixtures.deepPage}`,
    );
    server = await startBenchServer({
      databaseUrl: options.databaseUrl,
      dataDir,
      nodeArgs: options.serverNodeArgs,
      nodeOptions: options.serverNodeOptions,
    });
    baseline = await startProcess({
      script: 'bench/baseline.ts',
      port: baselinePort,
      readyPath: '/orders',
      env: { BASELINE_PORT: String(baselinePort), DATABASE_URL: options.databaseUrl },
    });
    const token = await login(server.url);
    log(
      `Server pid ${server.pid} (RSS ${server.currentRssMb().toFixed(0)} MB after start), baseline pid ${baseline.pid}`,
    );

    const results: ScenarioResult[] = [];
    const measure = async (
      scenario: ScenarioResult['scenario'],
      servingPid: number,
      run: (duration: number) => Promise<Measurement>,
      warm: boolean,
    ) => {
      if (warm && options.warmup > 0) await run(options.warmup);
      const load = loadavg()[0]!;
      const [serverCpu, pgCpu] = [processCpuMs(servingPid), postgresCpuMs()];
      const measurement = await run(options.duration);
      const answered = Math.max(1, measurement.requests);
      const cpuPerRequestUs = {
        server: Math.round(((processCpuMs(servingPid) - serverCpu) * 1000) / answered),
        postgres: Math.round(((postgresCpuMs() - pgCpu) * 1000) / answered),
      };
      results.push({ scenario, measurement, load, rssMb: server!.peakRssMb(), cpuPerRequestUs });
      log(
        `  ${scenario.label}: ${measurement.rps.toFixed(0)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms, ` +
          `errors ${measurement.errors}, non-2xx ${measurement.non2xx} [${measurement.statuses}], CPU/request server ${cpuPerRequestUs.server} µs, PostgreSQL ${cpuPerRequestUs.postgres} µs ` +
          `(load ${load.toFixed(2)}, RSS now ${server!.currentRssMb().toFixed(0)} MB, peak ${server!.peakRssMb().toFixed(0)} MB)`,
      );
    };
    const budget = (duration: number) => (options.requests ? { amount: options.requests } : { duration });
    const cannon = (scenario: Scenario, url: string) => (duration: number) =>
      runCannon({
        url,
        request: scenario.request(fixtures),
        connections: scenario.connections ?? options.connections,
        ...budget(duration),
        token,
      });
    for (const scenario of [
      ...SCENARIOS,
      ...RECEIVABLE_SCENARIOS,
      ...REPORT_SCENARIOS,
      ...SUBSCRIPTION_SCENARIOS,
    ].filter((s) => wanted(s.key))) {
      const target = scenario.onBaseline ? baseline : server;
      const warm = scenario.key !== 'order-store' && !options.requests;
      await measure(scenario, target.pid, cannon(scenario, target.url), warm);
    }
    // The exports last: the other scenarios' memory is measured without them (the 250 MB check below).
    const peakBeforeExports = server.peakRssMb();
    const exportLoad = wanted(EXPORTS_SCENARIO.key)
      ? keepExporting({ url: server.url, token, count: CONCURRENT_EXPORTS })
      : undefined;
    if (exportLoad)
      await measure(EXPORTS_SCENARIO, server.pid, cannon(EXPORTS_SCENARIO, server.url), !options.requests);
    const exported = await exportLoad?.stop();
    const peakWithExports = server.peakRssMb();
    if (wanted(LOGIN_SCENARIO.key)) {
      await measure(
        LOGIN_SCENARIO,
        server.pid,
        () =>
          runCannon({
            url: server!.url,
            request: LOGIN_SCENARIO.request(BENCH_ADMIN),
            connections: Math.min(10, options.connections),
            amount: LOGIN_SCENARIO.amount,
          }),
        false,
      );
    }

    // Stores still in flight when a scenario's clock ran out finish first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const checks: RunReport['checks'] = [];
    const exact = await pool.query<{ n: number }>('select count(*)::int as n from orders');
    const page1 = await getJson(`${server.url}/api/orders?page=1`, token);
    checks.push({
      name: 'order list total is exact',
      ok: page1.meta.total === exact.rows[0]!.n && !page1.meta.total_estimated,
      detail: `meta.total ${page1.meta.total}, count(*) ${exact.rows[0]!.n}`,
    });
    const selective = await getJson(
      `${server.url}/api/orders?page=1&search=${encodeURIComponent(fixtures.selective.term)}`,
      token,
    );
    // Counted now, not before the run: the store scenario adds orders that the search also matches.
    const selectiveMatches = await countOrderMatches(pool, fixtures.selective.term);
    checks.push({
      name: 'selective search total is exact',
      ok: selective.meta.total === selectiveMatches && !selective.meta.total_estimated,
      detail: `meta.total ${selective.meta.total}, counted ${selectiveMatches}`,
    });
    const broad = await getJson(
      `${server.url}/api/orders?page=1&search=${encodeURIComponent(fixtures.broad.term)}`,
      token,
    );
    checks.push({
      name: 'broad search total (estimate, flagged)',
      ok: broad.meta.total_estimated === true || broad.meta.total === fixtures.broad.matches,
      detail: `meta.total ${broad.meta.total}${broad.meta.total_estimated ? ' (estimated)' : ''}, counted ${fixtures.broad.matches}`,
    });
    const stored = exact.rows[0]!.n - ordersBefore;
    const problems = await invoiceNumberProblems(pool);
    checks.push({
      name: 'invoice numbers unique and gap-free in every month',
      ok: problems.length === 0,
      detail:
        problems.length === 0 ? `${stored} orders stored during the run` : problems.slice(0, 5).join('; '),
    });
    const peakRssMb = peakBeforeExports;
    checks.push({
      name: 'server RSS under 250 MB throughout (before the exports)',
      ok: peakRssMb < 250,
      detail: `peak ${peakRssMb.toFixed(0)} MB`,
    });
    if (exported) checks.push(...exportChecks(exported, peakWithExports));
    if (RECEIVABLE_SCENARIOS.some((scenario) => wanted(scenario.key)))
      checks.push(...(await receivableChecks(pool, server.url, token)));
    if (wanted('mrr-report')) checks.push(...(await reportChecks(pool, server.url, token)));
    if (SUBSCRIPTION_SCENARIOS.some((scenario) => wanted(scenario.key)))
      checks.push(...(await subscriptionChecks(pool, server.url, token)));
    if (wanted('statement')) checks.push(...(await statementChecks(pool, server.url, token)));
    return {
      results,
      fixtures,
      peakRssMb,
      checks,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        referenceMs,
        node: process.version,
        loadBefore,
        loadAfter: loadavg(),
        postgres,
      },
      options,
    };
  } finally {
    await server?.stop();
    await baseline?.stop();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
