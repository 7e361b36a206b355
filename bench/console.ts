// `npm run bench:console` (after building the console: pnpm --filter @tagih/web build): the console's side of
// issue 9, measured on the built apps/web/dist with the e2e harness (real server, embedded database with the
// demo data, Debian's Chromium). Writes bench/results/console.md.
//  - the JavaScript the login page needs, gzipped: index.html's script and modulepreload tags, and every
//    script the browser actually fetched to show the login form (the rule of e2e/login-scripts.ts, which
//    e2e/login-budget.e2e.test.ts holds to the same 150 KB budget in `npm test`);
//  - feature screens on demand: the order list's module is not fetched before the order list is opened;
//  - the order list interactive after navigation: from the click on 'Order' in the menu (and from a cold
//    load of its address) to its first row visible, median of several runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer, WEB_DIST } from '../e2e/harness.ts';
import {
  describeScripts,
  gzippedSize as gz,
  kb,
  LOGIN_JS_BUDGET,
  recordScripts,
  scriptsToShowLogin,
} from '../e2e/login-scripts.ts';
import { ROOT } from './server-process.ts';

const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 7);
const budget = `<= ${LOGIN_JS_BUDGET / 1024} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
const tagged = [
  ...html.matchAll(
    /<script[^>]+src="\/?([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g,
  ),
].map((m) => (m[1] ?? m[2])!);
const taggedGz = tagged.reduce((sum, file) => sum + gz(file), 0);

const loadBefore = loadavg()[0]!;
const server = await startServer({ database: 'embedded', demo: true });
const ui = await launchBrowser(server);
try {
  const fetched = recordScripts(ui.page);
  const loginScripts = await scriptsToShowLogin(ui.page, fetched);
  const loginGz = loginScripts.reduce((sum, file) => sum + gz(file), 0);

  await ui.login();
  const beforeOrders = [...fetched];
  const orderListLoadedEarly = beforeOrders.some((file) => file.includes('order-list-page'));

  const clickTimes: number[] = [];
  const coldTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await ui.page.goto('/admin/dashboard');
    await ui.page.getByText('Welcome to Dashboard page!').waitFor();
    let started = performance.now();
    await ui.page.getByRole('link', { name: 'Order', exact: true }).first().click();
    await ui.page.locator('table tbody tr').first().waitFor({ state: 'visible' });
    clickTimes.push(performance.now() - started);

    await ui.page.goto('about:blank');
    started = performance.now();
    await ui.page.goto('/admin/orders');
    await ui.page.locator('table tbody tr').first().waitFor({ state: 'visible' });
    coldTimes.push(performance.now() - started);
  }
  const orderListFetchedOnDemand =
    !orderListLoadedEarly && [...fetched].some((file) => file.includes('order-list-page'));

  const lines = [
    '# Console measurements',
    '',
    `Command: \`npm run bench:console\` — ${new Date().toISOString()}; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after. Built console (apps/web/dist), embedded database with the demo data, headless Chromium on the same host.`,
    '',
    '| Measure | Value | Target | Met |',
    '| --- | ---: | --- | --- |',
    `| Login page: index.html's script + modulepreload tags, gzipped (${tagged.length} files) | ${kb(taggedGz)} | ${budget} | ${taggedGz <= LOGIN_JS_BUDGET ? 'yes' : '**no**'} |`,
    `| Login page: every script fetched to show the form, gzipped (${loginScripts.length} files) | ${kb(loginGz)} | ${budget} | ${loginGz <= LOGIN_JS_BUDGET ? 'yes' : '**no**'} |`,
    `| Order list module fetched only when the order list opens | ${orderListFetchedOnDemand ? 'yes' : 'no'} | on demand | ${orderListFetchedOnDemand ? 'yes' : '**no**'} |`,
    `| Order list: click on 'Order' in the menu -> first row visible (median of ${RUNS}) | ${median(clickTimes).toFixed(0)} ms | < 1500 ms | ${median(clickTimes) < 1500 ? 'yes' : '**no**'} |`,
    `| Order list: cold load of /admin/orders -> first row visible (median of ${RUNS}) | ${median(coldTimes).toFixed(0)} ms | < 1500 ms | ${median(coldTimes) < 1500 ? 'yes' : '**no**'} |`,
    '',
    `Scripts of the login page: ${describeScripts(loginScripts)}.`,
    `All runs, click: ${clickTimes.map((t) => t.toFixed(0)).join(', ')} ms; cold: ${coldTimes.map((t) => t.toFixed(0)).join(', ')} ms.`,
    '',
  ];
  console.log(lines.join('\n'));
  writeFileSync(path.join(ROOT, 'bench/results/console.md'), lines.join('\n'));
} finally {
  await ui.close();
  await server.stop();
}
