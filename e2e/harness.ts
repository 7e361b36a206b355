// Browser-test harness: starts the real server (built console included) on a free port with a database of
// its own, and drives Debian's Chromium through playwright-core. Never downloads a browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createScratchDatabase } from '../apps/api/test/scratch-database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
export const ARTIFACTS = path.join(ROOT, 'e2e/.artifacts');
export const ADMIN = { email: 'admin@tagih.local', password: 'admin12345' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestServer {
  url: string;
  dataDir: string;
  /** Runs SQL on the server's database (PostgreSQL mode only: PGlite is held by the server process). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready in 60 s:\n${output()}`);
}

/**
 * Starts a server. `embedded` runs on PGlite exactly as the README's start command does; `postgres` (the
 * default when TEST_DATABASE_URL is set) gives it a fresh PostgreSQL database that the test can also query.
 * `compiledDir` starts the compiled server in that folder (`build:server`, then `pnpm deploy --prod`) as the
 * image does: `node dist/bin/server.js` with NODE_ENV=production; otherwise the TypeScript source runs.
 */
export async function startServer(
  options: {
    database?: 'embedded' | 'postgres';
    demo?: boolean;
    env?: Record<string, string>;
    compiledDir?: string;
  } = {},
): Promise<TestServer> {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: build the console first (pnpm --filter @tagih/web build)');
  const mode = options.database ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tagih-e2e-'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: options.compiledDir ? 'production' : 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST,
    DEMO_SEED: options.demo ? 'on' : 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };
  delete env.DATABASE_URL;
  let pool: pg.Pool | undefined;
  let dropDatabase = async () => undefined as void;
  if (mode === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for a PostgreSQL e2e server');
    const scratch = await createScratchDatabase(adminUrl, 'tagih_e2e');
    env.DATABASE_URL = scratch.url;
    pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    dropDatabase = scratch.drop;
  }
  let log = '';
  const [args, cwd] = options.compiledDir
    ? [['dist/bin/server.js'], options.compiledDir]
    : [['--import', 'tsx', 'src/server.ts'], path.join(ROOT, 'apps/api')];
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(url, child, () => log);
  return {
    url,
    dataDir,
    async sql(text, params) {
      if (!pool) throw new Error('sql() needs the postgres mode');
      return (await pool.query(text, params)).rows;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await pool?.end();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Signs in through the login form and waits for the dashboard. */
  login(email?: string, password?: string): Promise<void>;
  screenshot(name: string): Promise<string>;
  /** Searches a list screen: types the text in its search box, presses Enter, waits for the address to carry it. */
  search(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `hostName` opens the console at that name instead of 127.0.0.1 (Chromium maps it to the loopback address):
 * a plain-HTTP origin that is not localhost, which the browser treats as not secure, as an office LAN's is.
 */
export async function launchBrowser(
  server: TestServer,
  options: { hostName?: string } = {},
): Promise<TestBrowser> {
  const hostRules = options.hostName ? [`--host-resolver-rules=MAP ${options.hostName} 127.0.0.1`] : [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...hostRules,
    ],
  });
  const baseURL = options.hostName ? server.url.replace('127.0.0.1', options.hostName) : server.url;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    async login(email = ADMIN.email, password = ADMIN.password) {
      await page.goto('/admin/login');
      await page.getByLabel(/email/i).fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password); // not the show-password toggle
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Welcome to Dashboard page!').waitFor();
    },
    async screenshot(name) {
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async search(text) {
      const box = page.getByRole('textbox', { name: 'Search' });
      const searched = (url: URL) => url.searchParams.get('search') === text;
      // The box takes the address's search after each navigation (list-search-box.tsx). When the previous
      // search's page looks like this one's (the same row found), a test may type before React has rendered
      // that navigation, and the late update puts the previous text back: Enter then searches it again and
      // the address never changes. Typing again once it has settled is what a user would do.
      for (let attempt = 1; ; attempt += 1) {
        await box.fill(text);
        await box.press('Enter');
        try {
          await page.waitForURL(searched, { timeout: attempt < 3 ? 5000 : 15000 });
          return;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
    close: () => browser.close(),
  };
}
