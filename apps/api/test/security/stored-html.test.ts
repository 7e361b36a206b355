// Stored cross-site scripting: every rich-text field (found as the `description` input of each store route)
// gets the whole XSS payload list; what is stored and what every read answers (show, list, search, the public
// feed) carries nothing that could run script. And the console is served with a CSP that blocks inline script.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@tagih/db';
import { harmfulParts, STORABLE_XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';
import { createTestContext, type TestContext } from '../helper.ts';
import { inputFields } from './hostile.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { makeRecords, type Records } from './resources.ts';
import { writeCaseFor } from './write-cases.ts';

const RICH_TEXT_FIELDS = ['description'];

describe('rich text is neutralised on save and on read (ASVS V5.2.1, V5.3.3; API8:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
  });
  afterAll(() => t.close());

  const richStores = () =>
    routes.filter(
      (route) =>
        writeCaseFor(route).kind === 'store' &&
        inputFields(route.body).some((field) => RICH_TEXT_FIELDS.includes(field)),
    );

  it('finds the rich-text fields of the catalogue and the release notes', () => {
    expect(richStores().map(routeKey).sort()).toEqual(
      expect.arrayContaining([
        'POST /api/add-ons/store',
        'POST /api/product-items/store',
        'POST /api/release-notes/store',
        'POST /api/user-packages/store',
        'POST /api/user-storages/store',
      ]),
    );
  });

  it('stores and answers every payload of the list without anything that runs script, in every rich-text field', async () => {
    const problems: string[] = [];
    for (const route of richStores()) {
      const resource = writeCaseFor(route).resource!;
      for (const [index, payload] of STORABLE_XSS_PAYLOADS.entries()) {
        const stored = await t.request({
          method: 'POST',
          url: route.url,
          payload: { ...resource.valid(r, `xss-${index}`), description: `<p>Paket</p>${payload}` },
        });
        if (stored.statusCode !== 200) {
          problems.push(`${routeKey(route)} #${index}: ${stored.statusCode}`);
          continue;
        }
        const id = stored.json().data[resource.idField] as number;
        const shown = (await t.request({ method: 'GET', url: `${resource.base}/${id}` })).json().data
          .description as string;
        for (const [where, html] of [
          ['store answer', stored.json().data.description as string],
          ['show', shown],
        ] as const) {
          const harm = harmfulParts(html);
          if (harm.length > 0)
            problems.push(`${routeKey(route)} #${index} ${where}: ${harm.join(', ')} in ${html}`);
        }
      }
      // Lists and searches answer the stored value too.
      const listed = (await t.request({ method: 'GET', url: resource.base })).json().data as Array<{
        description?: string;
      }>;
      for (const row of listed)
        if (row.description && harmfulParts(row.description).length > 0)
          problems.push(`${resource.base} list: ${row.description}`);
    }
    expect(problems).toEqual([]);
  });

  it('neutralises an update too, and keeps the harmless formatting', async () => {
    for (const route of richStores()) {
      const resource = writeCaseFor(route).resource!;
      const stored = await t.request({
        method: 'POST',
        url: route.url,
        payload: resource.valid(r, 'xss-upd'),
      });
      const id = stored.json().data[resource.idField] as number;
      const request = resource.update?.(r, id, resource.valid(r, 'xss-upd')) ?? {
        url: `${resource.base}/update/${id}`,
        payload: resource.valid(r, 'xss-upd'),
      };
      const updated = await t.request({
        method: 'PUT',
        url: request.url,
        payload: {
          ...request.payload,
          description: `<p><strong>Tebal</strong></p>${STORABLE_XSS_PAYLOADS.join('')}`,
        },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const html = updated.json().data.description as string;
      expect(harmfulParts(html), routeKey(route)).toEqual([]);
      expect(html, routeKey(route)).toContain('<strong>Tebal</strong>');
    }
  });

  it('keeps the public release-note feed (read by the clients without a token) free of script', async () => {
    const stored = await t.request({
      method: 'POST',
      url: '/api/release-notes/store',
      payload: {
        version: 'v-xss-feed',
        date_schedule: '2020-01-01 10:00',
        description: STORABLE_XSS_PAYLOADS.join('\n'),
      },
    });
    const id = stored.json().data.id as number;
    // Published straight in the table as well, so the feed is checked even if the toggle's rules change.
    await t.database.db.update(schema.releaseNotes).set({ status: 1 }).where(eq(schema.releaseNotes.id, id));
    const feed = (await t.app.inject({ method: 'GET', url: '/api/public/release-notes' })).json()
      .data as Array<{ id: number; description: string }>;
    const entry = feed.find((note) => note.id === id);
    expect(entry).toBeDefined();
    expect(harmfulParts(entry!.description)).toEqual([]);
  });
});

describe('the console is served with a Content Security Policy that blocks inline script (ASVS V14.4.3, V14.4.4, V14.4.5, V14.4.6, V14.4.7)', () => {
  let t: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'security-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    t = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the CSP on the console, its deep links and the API', async () => {
    for (const url of ['/', '/admin/login', '/admin/orders/12', '/api/public/settings']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc =
        /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
      expect(csp, url).toMatch(/script-src-attr 'none'|default-src 'self'/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });
});

describe('HSTS only when the public address is https, so the console also works over plain HTTP', () => {
  let plain: TestContext;
  let tls: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ TRUST_PROXY: '10.0.0.2' });
    tls = await createTestContext({ PUBLIC_URL: 'https://tagih.example.co.id' });
  });
  afterAll(async () => {
    await plain.close();
    await tls.close();
  });

  it('sends no HSTS over plain HTTP, and none for a forwarded proto from an untrusted client', async () => {
    const direct = await plain.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await plain.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the proxy named in TRUST_PROXY says the client came over https, and only then', async () => {
    const other = await plain.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      remoteAddress: '10.0.0.3',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(other.headers['strict-transport-security']).toBeUndefined();
    const response = await plain.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const response = await tls.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
