// Master packages, their codes: previewed, generated, given, refused when taken, under parallel stores.
// The list, update and delete are in catalogue-master-packages-manage.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';
import { makeCatalogue, storeOk, type Catalogue } from './catalogue-fixtures.ts';
import { masterPackageCalls } from './master-packages-fixtures.ts';

describe('master packages (/kode_paket)', () => {
  let t: TestContext;
  let c: Catalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await makeCatalogue(t, 'paket');
  });
  afterAll(() => t.close());
  const { code, payload, store, preview, rowCount } = masterPackageCalls(() => ({ t, c }));

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
});
