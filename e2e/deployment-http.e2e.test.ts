// The console over plain HTTP at a host name that is not localhost, as an operator opens http://server:3000
// from the office LAN. Helmet's default CSP said `upgrade-insecure-requests`, so the browser asked for every
// script over https and the page stayed blank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe('console over plain HTTP at a LAN host name', () => {
  let server: TestServer;
  let ui: TestBrowser;
  const requested: string[] = [];
  const failed: string[] = [];
  beforeAll(async () => {
    server = await startServer();
    ui = await launchBrowser(server, { hostName: 'tagih.test' });
    ui.page.on('request', (request) => requested.push(request.url()));
    // A module preload that a navigation cuts short is aborted; anything else (an https upgrade fails with
    // ERR_SSL_PROTOCOL_ERROR) is a fault.
    ui.page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
    });
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  it('loads every script and style over http, signs in and shows the order list', async () => {
    const response = await ui.page.goto('/admin/login', { waitUntil: 'networkidle' });
    expect(response?.url()).toMatch(/^http:\/\/tagih\.test:\d+\/admin\/login$/);
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await expect(ui.page.getByRole('button', { name: 'Login' })).toBeVisible();
    await ui.login();
    await ui.page.getByRole('link', { name: 'Order', exact: true }).click();
    await expect(ui.page.getByText('Data Order')).toBeVisible();
    expect(ui.page.url()).toMatch(/^http:\/\/tagih\.test:\d+\/admin\/orders/);
    expect(failed).toEqual([]);
    const elsewhere = requested.filter((url) => !/^(http:\/\/tagih\.test:\d+\/|data:|blob:)/.test(url));
    expect(requested.length).toBeGreaterThan(5);
    expect(elsewhere).toEqual([]);
    await ui.screenshot('plain-http-orders');
  });
});
