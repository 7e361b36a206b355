// What the benchmark's generator and load run agree on: the database, the sizes and the bench admin.
// Every size can be overridden (BENCH_ORDERS=20000 ...), so CI's smoke test runs the same generator small.

export interface BenchSizes {
  companies: number;
  users: number;
  vouchers: number;
  orders: number;
}

export const FULL_SIZES: BenchSizes = sizesForOrders(1_000_000);

/** The sizes of the smoke test: the same shape, 50x smaller. */
export const SMOKE_SIZES: BenchSizes = sizesForOrders(20_000);

export const BENCH_ADMIN = {
  email: 'bench@tagih.local',
  password: 'bench-password-1234',
  jwtSecret: 'bench-jwt-secret-that-is-long-enough-0123456789abcdef',
} as const;

/**
 * The memory settings the server runs with, here and in the Dockerfile (docs/performance.md): V8 heap limits
 * (a small young generation and a bounded old one keep a busy server's heap near its live size, ~60 MB,
 * instead of letting V8 grow it to several times that between collections), two glibc malloc arenas
 * (otherwise each libuv thread keeps its own) and a fixed mmap threshold of 8 MB: glibc would otherwise raise
 * its threshold after the first scrypt buffer (16 MB) is freed, serve the next ones from an arena and keep
 * them there, 30-60 MB of RSS held after sign-ins; mapped, each is returned when its hash is done.
 */
export const SERVER_ENV = {
  NODE_OPTIONS: '--max-semi-space-size=4 --max-old-space-size=160',
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '8388608',
} as const;

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/tagih_bench';

/**
 * The other sizes for a number of orders, in the proportions of FULL_SIZES: a company per ten orders, three
 * users per ten orders, a voucher per 500 orders (at least 200). BENCH_ORDERS=10000000 alone gives the
 * ten-million-order database of issue 29 (a million companies, three million users, 20,000 vouchers).
 */
export function sizesForOrders(orders: number): BenchSizes {
  return {
    companies: Math.max(1, Math.round(orders / 10)),
    users: Math.max(1, Math.round((orders * 3) / 10)),
    vouchers: Math.max(200, Math.round(orders / 500)),
    orders,
  };
}

/** The sizes from BENCH_ORDERS (default a million) and the others derived from it, each overridable. */
export function sizesFromEnv(env: Record<string, string | undefined> = process.env): BenchSizes {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`${name} must be a whole number >= 1, got '${value}'`);
    return n;
  };
  const derived = sizesForOrders(read('BENCH_ORDERS', FULL_SIZES.orders));
  return {
    companies: read('BENCH_COMPANIES', derived.companies),
    users: read('BENCH_USERS', derived.users),
    vouchers: read('BENCH_VOUCHERS', derived.vouchers),
    orders: derived.orders,
  };
}

/** The label stored on the generated database (COMMENT ON DATABASE), so a rerun at the same size skips generation. */
export function sizeLabel(sizes: BenchSizes): string {
  return `tagih-bench v4 companies=${sizes.companies} users=${sizes.users} vouchers=${sizes.vouchers} orders=${sizes.orders}`;
}
