import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { masterPackageAddOns, masterPackages } from '@tagih/db';
import { formatKodePaket, yearMonthOf } from '@tagih/domain/codes';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { makeCatalogue, storeOk, type Catalogue } from './catalogue-fixtures.ts';

describe('master packages (/kode_paket)', () => {
  let t: TestContext;
  let c: Catalogue;
  const month = yearMonthOf(todayInJakarta());
  const code = (seq: number) => formatKodePaket(month, seq);
  beforeAll(async () => {
    t = await createTestContext();
    c = await makeCatalogue(t, 'paket');
  });
  afterAll(() => t.close());

  const payload = (extra: object = {}) => ({
    nama_paket: 'Paket Starter',
    product_item_id: c.productItemId,
    user_package_id: c.userPackageId,
    user_storage_id: c.userStorageId,
    add_on_id: [c.addOnId],
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    ...extra,
  });
  const store = (extra: object = {}) =>
    t.request({ method: 'POST', url: '/api/kode_paket/store', payload: payload(extra) });
  const preview = async () =>
    (await t.request({ method: 'GET', url: '/api/kode_paket/get_kode_paket' })).json();
  const rowCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(masterPackages))[0]?.n);

  it('previews the next code without reserving it, then assigns it on store', async () => {
    expect(await preview()).toEqual({ code: 200, data: code(1) });
    expect(await preview()).toEqual({ code: 200, data: code(1) });
    const response = await store({ kode_paket: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil ditambahkan!',
      data: {
        nama_paket: 'Paket Starter',
        kode_paket: code(1),
        product_item_id: c.productItemId,
        user_package_id: c.userPackageId,
        user_storage_id: c.userStorageId,
        add_on_id: [c.addOnId],
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        product_item: { id: c.productItemId, name: 'Produk paket' },
        user_package: { id: c.userPackageId, name: 'User paket' },
        user_storage: { id: c.userStorageId, name: 'Storage paket' },
        add_ons: [{ id: c.addOnId, name: 'Add on paket' }],
      },
    });
    expect(await preview()).toEqual({ code: 200, data: code(2) });
    const shown = await t.request({ method: 'GET', url: `/api/kode_paket/${response.json().data.id}` });
    expect(shown.json().data).toEqual(response.json().data);
  });

  it('uses a sent code as given, even in the generated form, and refuses it with 422 once taken', async () => {
    const previewed = (await preview()).data as string;
    const first = await storeOk<{ kode_paket: string }>(
      t,
      '/api/kode_paket/store',
      payload({ kode_paket: previewed }),
    );
    expect(first.kode_paket).toBe(previewed);
    const before = await rowCount();
    const again = await store({ nama_paket: 'Paket Kedua', kode_paket: previewed });
    expect(again.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { kode_paket: ['Kode paket sudah digunakan, gunakan kode lain.'] },
    });
    expect(await rowCount()).toBe(before);
    // A code given ahead of the sequence is skipped by the sequence, never handed out twice.
    const ahead = code(Number(previewed.slice(-4)) + 2);
    expect(
      (await storeOk<{ kode_paket: string }>(t, '/api/kode_paket/store', payload({ kode_paket: ahead })))
        .kode_paket,
    ).toBe(ahead);
    const generated = await Promise.all([store(), store()]);
    expect(generated.map((r) => r.json().data.kode_paket).sort()).toEqual([
      code(Number(previewed.slice(-4)) + 1),
      code(Number(previewed.slice(-4)) + 3),
    ]);
  });

  it.each([
    ['absent', {}],
    ['an empty string', { kode_paket: '' }],
    ['blanks', { kode_paket: '   ' }],
    ['null', { kode_paket: null }],
  ])('generates the code when it is %s', async (_name, extra) => {
    const next = (await preview()).data as string;
    const stored = await storeOk<{ kode_paket: string }>(t, '/api/kode_paket/store', payload(extra));
    expect(stored.kode_paket).toBe(next);
  });

  it('gives 10 parallel stores without a code 10 distinct consecutive codes', async () => {
    const next = Number((await preview()).data.slice(-4));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store({ nama_paket: `Paralel ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const codes = responses.map((r) => r.json().data.kode_paket as string).sort();
    expect(codes).toEqual(Array.from({ length: 10 }, (_, i) => code(next + i)));
  });

  it('never repeats a code when given and generated codes of the same numbers are stored at once', async () => {
    const next = Number((await preview()).data.slice(-4));
    const given = Array.from({ length: 5 }, (_, i) => code(next + i));
    const responses = await Promise.all([
      ...given.map((kode_paket, i) => store({ nama_paket: `Diberi ${i}`, kode_paket })),
      ...Array.from({ length: 5 }, (_, i) => store({ nama_paket: `Otomatis ${i}` })),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const codes = responses.map((r) => r.json().data.kode_paket as string);
    expect(codes.slice(0, 5)).toEqual(given);
    expect(new Set(codes).size).toBe(10);
  });

  it('keeps a manual code and refuses a taken one with 422 on kode_paket, changing nothing', async () => {
    const manual = await storeOk<{ kode_paket: string }>(
      t,
      '/api/kode_paket/store',
      payload({ nama_paket: 'Paket Emas', kode_paket: ' EMAS-2026 ' }),
    );
    expect(manual.kode_paket).toBe('EMAS-2026');
    const before = await rowCount();
    const next = (await preview()).data;
    const taken = await store({ nama_paket: 'Paket Emas 2', kode_paket: 'EMAS-2026' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { kode_paket: ['Kode paket sudah digunakan, gunakan kode lain.'] },
    });
    expect(await rowCount()).toBe(before);
    expect((await preview()).data).toBe(next); // a refused store gives no number away

    const parallel = await Promise.all([store({ kode_paket: 'PERAK-1' }), store({ kode_paket: 'PERAK-1' })]);
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses missing and unknown references and bad dates under their fields', async () => {
    const before = await rowCount();
    const empty = await t.request({ method: 'POST', url: '/api/kode_paket/store', payload: {} });
    expect(empty.json().errors).toEqual({
      nama_paket: ['Wajib diisi.'],
      product_item_id: ['Product item wajib dipilih.'],
      user_package_id: ['User package wajib dipilih.'],
      user_storage_id: ['User storage wajib dipilih.'],
      start_date: ['Wajib diisi.'],
      end_date: ['Wajib diisi.'],
    });
    const unknown = await store({
      product_item_id: 99_999,
      user_package_id: 99_998,
      user_storage_id: 99_997,
      add_on_id: [c.addOnId, 99_996],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      product_item_id: ['Product item tidak ditemukan.'],
      user_package_id: ['User package tidak ditemukan.'],
      user_storage_id: ['User storage tidak ditemukan.'],
      add_on_id: ['Add on tidak ditemukan: 99996.'],
    });
    expect((await store({ start_date: '2026-02-30', end_date: '2026-01-01' })).json().errors).toEqual({
      start_date: ['Tanggal tidak valid (YYYY-MM-DD).'],
    });
    expect((await store({ start_date: '2026-05-01', end_date: '2026-04-30' })).json().errors).toEqual({
      end_date: ['End Date tidak boleh sebelum Start Date.'],
    });
    expect((await store({ kode_paket: 'kode <script>' })).json().errors).toEqual({
      kode_paket: ['Hanya huruf, angka, titik, garis miring, - dan _.'],
    });
    expect(await rowCount()).toBe(before);
  });

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
