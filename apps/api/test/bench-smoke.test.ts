// The benchmark, small, as a smoke test (docs/performance.md): the generator fills a fresh PostgreSQL
// database with 20,000 orders, a sample of them must price exactly as the API prices, and then every load
// scenario sends a fixed number of requests to the real server. It fails on errors and wrong answers only (an
// error or non-2xx response, an inexact total, an invoice number out of sequence), never on how much work fits
// in a second: CI machines vary, and a busy one answered nothing in a one-second run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@tagih/db';
import { SMOKE_SIZES } from '../../../bench/config.ts';
import { generateData } from '../../../bench/generate-data.ts';
import { runBenchmark, type RunReport } from '../../../bench/run-benchmark.ts';
import { LOGIN_SCENARIO } from '../../../bench/scenarios.ts';
import { repriceSample } from './bench-reprice.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const REQUESTS = 40;
if (!adminUrl) console.warn('bench-smoke: skipped, it needs PostgreSQL (set TEST_DATABASE_URL)');

describe.skipIf(!adminUrl)('benchmark smoke test (20,000 orders, 40 requests a scenario)', () => {
  const name = `tagih_bench_smoke_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() : '';
  let report: RunReport;

  beforeAll(async () => {
    await generateData(url, SMOKE_SIZES, () => undefined);
  }, 120_000);

  afterAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });

  it('generates orders priced exactly as the API prices them', async () => {
    const database = await openDatabase({ url, migrate: false, poolSize: 2 });
    try {
      expect(await repriceSample(database.db, 100)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('runs every scenario without an error response, with exact totals and gap-free invoice numbers', async () => {
    report = await runBenchmark({
      databaseUrl: url,
      connections: 4,
      duration: 1,
      requests: REQUESTS,
      warmup: 0,
      deepPage: 50_000,
      log: () => undefined,
    });
    for (const { scenario, measurement } of report.results) {
      expect({
        scenario: scenario.key,
        errors: measurement.errors,
        non2xx: measurement.non2xx,
        statuses: measurement.statuses,
      }).toMatchObject({
        errors: 0,
        non2xx: 0,
      });
      if (scenario.key !== LOGIN_SCENARIO.key) expect(measurement.requests, scenario.key).toBe(REQUESTS);
    }
    // Memory is a figure of the full run, not of this one: every other check must hold.
    const checks = report.checks.filter((check) => !check.name.includes('RSS'));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.length).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
