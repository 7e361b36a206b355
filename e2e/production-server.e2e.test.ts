// The compiled server started the way the image starts it: `node dist/bin/server.js`, NODE_ENV=production,
// the image's memory settings, a fresh database and the built console. `npm test` points E2E_COMPILED_SERVER
// at a `pnpm deploy --prod` folder (production dependencies only), so a dependency the compiled server needs
// but the image would not install fails here; run alone, it uses apps/api after `npm run build:server`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV } from '../bench/config.ts';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED = process.env.E2E_COMPILED_SERVER ?? path.join(ROOT, 'apps/api');
const PASSWORD = 'a-production-password-2026';

describe('the compiled server, started as the image starts it', () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    if (!existsSync(path.join(COMPILED, 'dist/bin/server.js')))
      throw new Error(
        `${COMPILED}/dist/bin/server.js is missing: compile the server first (npm run build:server)`,
      );
    server = await startServer({ compiledDir: COMPILED, env: { ...SERVER_ENV, ADMIN_PASSWORD: PASSWORD } });
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  it('migrates a fresh database, refuses the development password, signs in and shows the order list', async () => {
    const refused = await fetch(`${server.url}/api/login-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(refused.status).toBe(422);
    await ui.login(ADMIN.email, PASSWORD);
    await ui.page.getByRole('link', { name: 'Order', exact: true }).click();
    await expect(ui.page.getByText('Data Order')).toBeVisible();
    expect(ui.page.url()).toMatch(/\/admin\/orders/);
    await ui.screenshot('production-server-orders');
  });
});
