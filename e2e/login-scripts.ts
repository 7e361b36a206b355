// The rule by which the login page's download is counted, shared by `npm run bench:console` and
// login-budget.e2e.test.ts: every script the browser fetches from opening /admin/login until its Login
// button shows, each counted as the gzip (default level) of the built file in apps/web/dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { WEB_DIST } from './harness.ts';

/** Issue 28: the login page's JavaScript before its form shows, gzipped. */
export const LOGIN_JS_BUDGET = 150 * 1024;

export const gzippedSize = (file: string) => gzipSync(readFileSync(path.join(WEB_DIST, file))).length;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts noting every script the page fetches (paths relative to dist, e.g. `assets/react-B4tBaHFR.js`). */
export function recordScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) fetched.add(url.pathname.replace(/^\//, ''));
  });
  return fetched;
}

/** Opens the login page (in a new context: nothing from the cache) and answers the scripts it fetched. */
export async function scriptsToShowLogin(page: Page, fetched: Set<string>): Promise<string[]> {
  fetched.clear();
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  return [...fetched];
}

/** `react-B4tBaHFR.js (99.0 KB), ...`: each script and its gzipped size, largest first. */
export function describeScripts(files: string[]): string {
  return files
    .map((file) => [path.basename(file), gzippedSize(file)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([name, size]) => `${name} (${kb(size)})`)
    .join(', ');
}
