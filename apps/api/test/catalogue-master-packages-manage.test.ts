// Master packages: list and search, update, delete, and the token every route needs. The codes (preview,
// generation, parallel stores) are in catalogue-master-packages.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { masterPackageAddOns } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { makeCatalogue, storeOk, type Catalogue } from './catalogue-fixtures.ts';
import { masterPackageCalls } from './master-packages-fixtures.ts';

describe('master packages (/kode_paket)', () => {
  let t: TestContext;
  let c: Catalogue;
  const { code, payload, preview, rowCount } = masterPackageCalls(() => ({ t, c }));
  beforeAll(async () => {
    t = await createTestContext();
    c = await makeCatalogue(t, 'paket');
    // What the list and update tests look for: a manual code, and more than a page of generated ones.
    await storeOk(t, '/api/kode_paket/store', payload({ nama_paket: 'Paket Emas', kode_paket: 'EMAS-2026' }));
    for (let i = 0; i < 10; i += 1)
      await storeOk(t, '/api/kode_paket/store', payload({ nama_paket: `Paralel ${i}` }));
  });
  afterAll(() => t.close());

  it('lists 10 a page and searches by name or code', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/kode_paket?page=2' })).json();
    expect(list.meta).toMatchObject({ current_page: 2, per_page: 10 });
    expect(list.meta.total).toBe(await rowCount());
    expect(list.data[0]).toHaveProperty('kode_paket');
    const byCode = (await t.request({ method: 'GET', url: '/api/kode_paket?search=emas-2026' })).json();
    expect(byCode.data.map((p: { nama_paket: string }) => p.nama_paket)).toEqual(['Paket Emas']);
    const typed = (
      await t.request({ method: 'POST', url: '/api/kode_paket/search', payload: { name: 'paralel 1' } })
    ).json();
    expect(typed.data.map((p: { nama_paket: string }) => p.nama_paket)).toEqual(['Paralel 1']);
  });

  it('updates: generates a code when none is sent, uses a sent one as given, refuses one another record has', async () => {
    const created = await storeOk<{ id: number; kode_paket: string; updated_at: string }>(
      t,
      '/api/kode_paket/store',
      payload({ nama_paket: 'Ubah', kode_paket: 'UBAH-00' }),
    );
    const url = `/api/kode_paket/update/${created.id}`;
    const next = (await preview()).data as string;
    const regenerated = await t.request({
      method: 'PUT',
      url,
      payload: payload({
        nama_paket: 'Ubah Lagi',
        kode_paket: '',
        add_on_id: [],
        updated_at: created.updated_at,
      }),
    });
    expect(regenerated.json()).toMatchObject({
      message: 'Data berhasil di update!',
      data: { nama_paket: 'Ubah Lagi', kode_paket: next, add_on_id: [] },
    });
    expect(
      await t.database.db
        .select()
        .from(masterPackageAddOns)
        .where(eq(masterPackageAddOns.master_package_id, created.id)),
    ).toEqual([]);
    const absent = await t.request({ method: 'PUT', url, payload: payload() });
    expect(absent.json().data.kode_paket).toBe(code(Number(next.slice(-4)) + 1));

    const manual = await t.request({ method: 'PUT', url, payload: payload({ kode_paket: 'UBAH-01' }) });
    expect(manual.json().data.kode_paket).toBe('UBAH-01');
    const same = await t.request({ method: 'PUT', url, payload: payload({ kode_paket: 'UBAH-01' }) });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.kode_paket).toBe('UBAH-01');
    const taken = await t.request({
      method: 'PUT',
      url,
      payload: payload({ nama_paket: 'Tidak Jadi', kode_paket: 'EMAS-2026' }),
    });
    expect(taken.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { kode_paket: ['Kode paket sudah digunakan, gunakan kode lain.'] },
    });
    const unchanged = (await t.request({ method: 'GET', url: `/api/kode_paket/${created.id}` })).json().data;
    expect(unchanged).toMatchObject({ nama_paket: 'Paket Starter', kode_paket: 'UBAH-01' });
    // A code of the generated form is the user's too when it is sent.
    expect(
      (await t.request({ method: 'PUT', url, payload: payload({ kode_paket: code(9000) }) })).json().data
        .kode_paket,
    ).toBe(code(9000));
    expect(
      (await t.request({ method: 'PUT', url, payload: payload({ updated_at: created.updated_at }) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'PUT', url: '/api/kode_paket/update/99999', payload: payload() }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/kode_paket/99999' })).statusCode).toBe(404);
  });

  it('deletes with its add-on links, then answers 404', async () => {
    const created = await storeOk<{ id: number }>(
      t,
      '/api/kode_paket/store',
      payload({ nama_paket: 'Hapus' }),
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/kode_paket/delete/${created.id}` })).json(),
    ).toEqual({ code: 200, message: 'Item Deleted' });
    expect(
      await t.database.db
        .select()
        .from(masterPackageAddOns)
        .where(eq(masterPackageAddOns.master_package_id, created.id)),
    ).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/kode_paket/delete/${created.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/kode_paket'],
      ['GET', '/api/kode_paket/get_kode_paket'],
      ['POST', '/api/kode_paket/search'],
      ['GET', '/api/kode_paket/1'],
      ['POST', '/api/kode_paket/store'],
      ['PUT', '/api/kode_paket/update/1'],
      ['DELETE', '/api/kode_paket/delete/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? payload() : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
