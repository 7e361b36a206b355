// The load scenarios of issue 9 with their targets, and one autocannon run of a scenario.
import { createRequire } from 'node:module';
import type { BenchFixtures } from './fixtures.ts';
import { STATEMENT_INVOICES, STATEMENT_PATH } from './statement.ts';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));

interface CannonRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}
interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; totalCount: number };
  requests: { total: number };
}
const autocannon = require('autocannon') as (options: object) => Promise<CannonResult>;

export interface Target {
  minRps?: number;
  maxP99?: number;
  maxP50?: number;
  /** Minimum share of the baseline's req/s (the scenario names its baseline). */
  minRatio?: number;
}

export interface Scenario {
  key: string;
  label: string;
  target: Target;
  /** The baseline scenario this one is compared with. */
  baseline?: string;
  /** Runs this many requests instead of for a duration (login is rate limited to 60 a minute). */
  amount?: number;
  /** Served by the bare baseline server instead of ours. */
  onBaseline?: boolean;
  /** Clients at once, instead of the run's (a report one clerk asks for at a time). */
  connections?: number;
  request(fixtures: BenchFixtures): CannonRequest;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
  requests: number;
}

const q = encodeURIComponent;
const rotate = <T>(list: T[]) => {
  let i = 0;
  return () => list[i++ % list.length]!;
};

export const SCENARIOS: Scenario[] = [
  {
    key: 'baseline-page',
    label: 'Baseline (bare Fastify + pg): order list page 1',
    target: {},
    onBaseline: true,
    request: () => ({ path: '/orders' }),
  },
  {
    key: 'list-page',
    label: 'Order list page 1',
    target: { minRps: 1500, maxP99: 50, minRatio: 0.8 },
    baseline: 'baseline-page',
    request: () => ({ path: '/api/orders?page=1' }),
  },
  {
    key: 'baseline-search',
    label: 'Baseline (bare Fastify + pg): selective search',
    target: {},
    onBaseline: true,
    request: (f) => ({ path: `/orders?search=${q(f.selective.term)}` }),
  },
  {
    key: 'list-selective',
    label: 'Order list, selective search',
    target: { minRps: 1500, maxP99: 50, minRatio: 0.8 },
    baseline: 'baseline-search',
    request: (f) => ({ path: `/api/orders?page=1&search=${q(f.selective.term)}` }),
  },
  {
    key: 'list-broad',
    label: 'Order list, broad search (> 10% of rows)',
    target: { minRps: 300 },
    request: (f) => ({ path: `/api/orders?page=1&search=${q(f.broad.term)}` }),
  },
  {
    key: 'list-deep',
    label: 'Order list, deep page',
    target: { maxP50: 100 },
    request: (f) => ({ path: `/api/orders?page=${f.deepPage}` }),
  },
  {
    key: 'list-sorted',
    label: 'Order list page 1 sorted by Total Harga, largest first (issue 20)',
    target: { minRps: 1000 },
    request: () => ({ path: '/api/orders?page=1&sort=total_price&dir=desc' }),
  },
  {
    key: 'company-search',
    label: 'Company list with search',
    target: { minRps: 1500 },
    request: (f) => ({ path: `/api/companies?page=1&search=${q(f.companyTerm.term)}` }),
  },
  {
    key: 'order-show',
    label: 'Show one order',
    target: {},
    request: (f) => {
      const next = rotate(f.orderIds);
      return { setupRequest: (r) => ({ ...r, path: `/api/orders/${next()}` }) };
    },
  },
  {
    key: 'invoice-pdf',
    label: 'Invoice PDF (500 orders asked for again and again)',
    target: { minRps: 200 },
    request: (f) => {
      const next = rotate(f.orderIds);
      return { setupRequest: (r) => ({ ...r, path: `/api/orders/pdf/${next()}` }) };
    },
  },
  {
    key: 'invoice-pdf-unseen',
    label: 'Invoice PDF, every one drawn (orders not asked for before)',
    target: {},
    request: (f) => {
      const next = rotate(f.unseenOrderIds);
      return { setupRequest: (r) => ({ ...r, path: `/api/orders/pdf/${next()}` }) };
    },
  },
  {
    key: 'order-store',
    label: 'Order store (20 concurrent clients)',
    target: { minRps: 300 },
    request: (f) => {
      const next = rotate(f.storePayloads);
      return {
        method: 'POST',
        path: '/api/orders/store',
        headers: { 'content-type': 'application/json' },
        setupRequest: (r) => ({ ...r, body: JSON.stringify(next()) }),
      };
    },
  },
  {
    key: 'statement',
    label: `Statement of account of a company with ${STATEMENT_INVOICES} invoices (issue 30)`,
    target: { maxP50: 500 },
    // A statement is a clerk's report, asked one at a time: its time is one request's, not a queue's.
    connections: 1,
    request: () => ({ path: STATEMENT_PATH }),
  },
];

export const LOGIN_SCENARIO: Omit<Scenario, 'request'> & {
  request(credentials: { email: string; password: string }): CannonRequest;
} = {
  key: 'login',
  label: 'Login (rate limited to 60/min: 50 requests)',
  target: {},
  amount: 50,
  request: (credentials) => ({
    method: 'POST',
    path: '/api/login-admin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }),
};

export async function runCannon(options: {
  url: string;
  request: CannonRequest;
  connections: number;
  duration?: number;
  amount?: number;
  token?: string;
}): Promise<Measurement> {
  const { setupRequest, headers, ...request } = options.request;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...headers },
    requests: [{ ...request, ...(setupRequest ? { setupRequest } : {}) }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${stat.count}`)
    .join(', ');
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    requests: result.requests.total,
  };
}
