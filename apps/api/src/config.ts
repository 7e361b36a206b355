// The only module that reads process.env. Every setting is validated at start, and a bad value stops the
// server with a message naming the variable, instead of failing later in the middle of a request.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_ADMIN_PASSWORD,
  PASSWORD_POLICY_SUMMARY,
  passwordPolicyProblems,
} from '@tagih/domain/password-policy';
import { ConfigError, withPassword, withSecretFiles } from './config-secrets.ts';
import { trustedProxyList } from './lib/trusted-proxies.ts';

export { ConfigError, SECRET_VARIABLES } from './config-secrets.ts';

export { DEFAULT_ADMIN_PASSWORD };
export const DEFAULT_ADMIN_EMAIL = 'admin@tagih.local';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** Taken as given (a password may begin or end with a space); empty is unset. */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql://',
  ),
  // The password of DATABASE_URL's user, apart from the URL: one secret then feeds PostgreSQL
  // (POSTGRES_PASSWORD_FILE) and the app (DATABASE_PASSWORD_FILE), whatever characters it holds.
  DATABASE_PASSWORD: optionalSecret,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalText.refine(
    (v) => v === undefined || /^rediss?:\/\//.test(v),
    'must start with redis:// or rediss://',
  ),
  // Redis's `requirepass`, apart from the URL for the same reason as DATABASE_PASSWORD.
  REDIS_PASSWORD: optionalSecret,
  // Keeps the keys of one deployment (or one test) apart from any other sharing the Redis server.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1 to 64 letters, digits or : . _ -')
    .default('tagih:'),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .email('must be an e-mail address')
    .default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_ADMIN_PASSWORD),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  JWT_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().default('Tagih Billing <billing@tagih.local>'),
  SELLER_NAME: z.string().default('PT Tagih Solusi Indonesia'),
  SELLER_ADDRESS: z.string().default('Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190'),
  SELLER_NPWP: z.string().default('01.234.567.8-012.000'),
  SELLER_BANK_ACCOUNT: z
    .string()
    .default('Bank Central Asia (BCA) 123-456-7890 a.n. PT Tagih Solusi Indonesia'),
  DEMO_SEED: z.enum(['auto', 'on', 'off']).default('auto'),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || v.split(',').every((entry) => /^[\w.:/-]+$/.test(entry.trim())),
    'must be a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal',
  ),
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v),
    'must start with http:// or https://',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_ADDRESS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10_000).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Exports read a whole list and hold a core while they write it: more at once only starves the other
  // requests (docs/performance.md "Exports").
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  EXPORT_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  // Webhooks may be sent to loopback, private and link-local addresses (a receiver on the LAN; the tests).
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Redis shared by every instance (throttle, revocations, rate limit); unset: all kept in process. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seller: { name: string; address: string; npwp: string; bankAccount: string };
  demoSeed: 'auto' | 'on' | 'off';
  webDist: string | undefined;
  /** Proxies whose X-Forwarded-For / -Proto are believed (TRUST_PROXY); empty: none. */
  trustProxy: string[];
  /** The address users open (`https://billing.example.co.id`); https here turns HSTS on. */
  publicUrl: string | undefined;
  logLevel: string;
  loginMaxAttempts: number;
  loginAddressMaxAttempts: number;
  loginWindowSeconds: number;
  /** Requests a minute one API key may make (issue 34), counted across instances when REDIS_URL is set. */
  apiKeyRateLimit: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Exports that run at once on this instance, and how many more wait their turn before 429. */
  exportConcurrency: number;
  exportQueue: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: the SSRF guard lets webhooks reach private addresses (webhooks/address-guard.ts). */
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
}

/** Reads the environment (or the given record, for tests) into a Config, or throws a ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withSecretFiles(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // The same policy as every other password an administrator gets (packages/domain password-policy.ts).
  const passwordProblems =
    env.NODE_ENV === 'production'
      ? passwordPolicyProblems(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL })
      : [];
  if (passwordProblems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_PASSWORD: refused in production by the password policy (${PASSWORD_POLICY_SUMMARY}): ${passwordProblems.join(' ')}`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: withPassword('DATABASE', env.DATABASE_URL, env.DATABASE_PASSWORD),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: withPassword('REDIS', env.REDIS_URL, env.REDIS_PASSWORD),
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    dataDir,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    jwtTtlSeconds: Math.round(env.JWT_TTL_HOURS * 3600),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      npwp: env.SELLER_NPWP,
      bankAccount: env.SELLER_BANK_ACCOUNT,
    },
    demoSeed: env.DEMO_SEED,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    publicUrl: env.PUBLIC_URL,
    trustProxy: trustedProxyList(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
    loginAddressMaxAttempts: env.LOGIN_ADDRESS_MAX_ATTEMPTS,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    exportConcurrency: env.EXPORT_CONCURRENCY,
    exportQueue: env.EXPORT_QUEUE,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
  };
}

/**
 * The port a refused start shows its reason on (start-refusal.ts) when the configuration itself was refused:
 * PORT when it is a port, else the default.
 */
export function refusalPort(source: Record<string, string | undefined> = process.env): number {
  const port = Number(source.PORT);
  return Number.isInteger(port) && port > 0 && port <= 65_535 ? port : 3000;
}

/** Without JWT_SECRET (development), a random secret is generated once and kept under DATA_DIR. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The variable names, for the README and docker-compose consistency test. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);
