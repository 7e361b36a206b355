// Fast delivery (issue: production): text above 1 KB leaves compressed as the client asks, the built
// console's assets are served from the .br/.gz files the build wrote, hashed assets are cached for a year
// and index.html is revalidated on every load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

describe('delivery: compression and caching', () => {
  let t: TestContext;
  let webDist: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `baris ${i}`))};\n`;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'delivery-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-3f2a1c.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'app-3f2a1c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'app-3f2a1c.js.gz'), gzipSync(script));
    t = await createTestContext({ WEB_DIST: webDist });
    for (let i = 0; i < 12; i += 1)
      await t.request({
        method: 'POST',
        url: '/api/companies/store',
        payload: { name_company: `PT Pengiriman Cepat ${i}`, email: `a${i}@kirim.co.id` },
      });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a hashed asset precompressed as negotiated, cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every load, at / and at a deep link', async () => {
    for (const url of ['/index.html', '/admin/orders']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses JSON answers above 1 KB and leaves small ones as they are', async () => {
    const list = await t.request({
      method: 'GET',
      url: '/api/companies',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(String(list.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).data).toHaveLength(10);
    const gzipped = await t.request({
      method: 'GET',
      url: '/api/companies',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
