// Issue 28: the login page shows its form after at most 150 KB of gzipped JavaScript, with React and Mantine,
// and without what only the signed-in console needs (zod, the query client, the icon library, the admin
// shell), which arrives after sign-in. Counted as `npm run bench:console` counts it, in a real Chromium load
// of the built console (a byte budget, not a timing).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import {
  describeScripts,
  gzippedSize,
  kb,
  LOGIN_JS_BUDGET,
  recordScripts,
  scriptsToShowLogin,
} from './login-scripts.ts';

/** Chunks of the signed-in console: the vendor chunks of vite.config.ts and the modules named after them. */
const CONSOLE_ONLY = /^(zod|query|tiptap|admin-layout|admin-providers|createReactComponent|Icon[A-Z])/;

describe('the login page’s download (built console, embedded database)', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let fetched: Set<string>;
  beforeAll(async () => {
    server = await startServer({ database: 'embedded' });
    ui = await launchBrowser(server);
    fetched = recordScripts(ui.page);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  it('is at most 150 KB gzipped before the form shows, none of it only the console needs', async () => {
    const scripts = await scriptsToShowLogin(ui.page, fetched);
    const names = scripts.map((file) => path.basename(file));
    // The count sees the scripts the page runs on: React (with the router) and the login page's own module.
    expect(names.some((name) => name.startsWith('react-'))).toBe(true);
    expect(names.some((name) => name.startsWith('login-page-'))).toBe(true);
    expect(names.filter((name) => CONSOLE_ONLY.test(name))).toEqual([]);

    const total = scripts.reduce((sum, file) => sum + gzippedSize(file), 0);
    const listing = `${kb(total)} in ${scripts.length} scripts: ${describeScripts(scripts)}`;
    expect(total, listing).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });

  it('fetches the query client, the admin shell and the icons once signed in', async () => {
    await ui.login();
    const names = [...fetched].map((file) => path.basename(file));
    for (const chunk of ['query-', 'admin-layout-'])
      expect(names.some((name) => name.startsWith(chunk))).toBe(true);
    // The sidebar's icons are drawn.
    await expect(ui.page.getByRole('link', { name: 'Order', exact: true }).locator('svg')).toBeVisible();
  });
});
