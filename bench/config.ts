// What the benchmark's generator and load run agree on: the database, the sizes and the bench admin.
// Every size can be overridden (BENCH_ORDERS=20000 ...), so CI's smoke test runs the same generator small.

export interface BenchSizes {
  companies: number;
  users: number;
  vouchers: number;
  orders: number;
}

export const FULL_SIZES: BenchSizes = {
  companies: 100_000,
  users: 300_000,
  vouchers: 2_000,
  orders: 1_000_000,
};

/** The sizes of the smoke test: the same shape, about 50x smaller. */
export const SMOKE_SIZES: BenchSizes = { companies: 2_000, users: 6_000, vouchers: 200, orders: 20_000 };

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

export function sizesFromEnv(env: Record<string, string | undefined> = process.env): BenchSizes {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`${name} must be a whole number >= 1, got '${value}'`);
    return n;
  };
  return {
    companies: read('BENCH_COMPANIES', FULL_SIZES.companies),
    users: read('BENCH_USERS', FULL_SIZES.users),
    vouchers: read('BENCH_VOUCHERS', FULL_SIZES.vouchers),
    orders: read('BENCH_ORDERS', FULL_SIZES.orders),
  };
}

/** The label stored on the generated database (COMMENT ON DATABASE), so a rerun at the same size skips generation. */
export function sizeLabel(sizes: BenchSizes): string {
  return `tagih-bench v4 companies=${sizes.companies} users=${sizes.users} vouchers=${sizes.vouchers} orders=${sizes.orders}`;
}
