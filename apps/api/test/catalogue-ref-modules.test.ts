import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

describe('reference modules and sub-modules', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('lists the six modules of the spec in id order, in the list envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/api/ref-modules?page=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 1, name: 'Marketing' },
        { id: 2, name: 'Operation' },
        { id: 3, name: 'Master' },
        { id: 4, name: 'Report' },
        { id: 5, name: 'Setting' },
        { id: 6, name: 'Internal' },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 6 },
    });
    expect((await t.request({ method: 'GET', url: '/api/ref-modules?page=2' })).json().data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/ref-modules?page=0' })).statusCode).toBe(422);
  });

  it('searches modules by any part of the name', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/ref-modules/search',
      payload: { name: 'ket' },
    });
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: [{ id: 1, name: 'Marketing' }] });
    const all = await t.request({ method: 'POST', url: '/api/ref-modules/search', payload: {} });
    expect(all.json().data).toHaveLength(6);
  });

  it("returns a module's sub-modules, and 404 for a module that does not exist", async () => {
    const response = await t.request({ method: 'GET', url: '/api/sub-modules/6' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ id: number; ref_module_id: number; name: string }>;
    expect(data.map((s) => s.name)).toEqual([
      'Audit Trail',
      'Backup Data',
      'Approval Workflow',
      'Dokumen Internal',
    ]);
    expect(data.every((s) => s.ref_module_id === 6)).toBe(true);

    const missing = await t.request({ method: 'GET', url: '/api/sub-modules/99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Ref module tidak ditemukan.' });
    expect((await t.request({ method: 'GET', url: '/api/sub-modules/abc' })).statusCode).toBe(404);
  });

  it('shows one sub-module, and 404 for an unknown id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/sub-modules/get/1' });
    expect(response.json()).toEqual({
      code: 200,
      message: 'OK',
      data: { id: 1, ref_module_id: 1, name: 'Lead Management' },
    });
    expect((await t.request({ method: 'GET', url: '/api/sub-modules/get/9999' })).statusCode).toBe(404);
  });

  it('searches sub-modules by name, optionally within one module', async () => {
    const laporan = await t.request({
      method: 'POST',
      url: '/api/sub-modules/search',
      payload: { name: 'laporan' },
    });
    expect(laporan.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Laporan Penjualan',
      'Laporan Operasional',
      'Laporan Keuangan',
      'Laporan Stok',
    ]);
    const master = await t.request({
      method: 'POST',
      url: '/api/sub-modules/search',
      payload: { name: 'master', ref_module_id: 1 },
    });
    expect(master.json().data).toEqual([]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/sub-modules/search',
      payload: { ref_module_id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/ref-modules'],
      ['POST', '/api/ref-modules/search'],
      ['GET', '/api/sub-modules/1'],
      ['GET', '/api/sub-modules/get/1'],
      ['POST', '/api/sub-modules/search'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    }
  });
});
