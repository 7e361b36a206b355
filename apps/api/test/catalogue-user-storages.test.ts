import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { masterPackages, userStorages } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { insertOrder, makeCatalogue, storeOk, userStoragePayload } from './catalogue-fixtures.ts';

describe('user storages', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/user-storages/store', payload });

  it('stores every type, shows, lists and searches', async () => {
    const created = [];
    for (const [name, storage, type, price] of [
      ['Storage 10 GB', 10, 'GB', '250000'],
      ['Storage 500 MB', '500', 'MB', 0],
      ['Storage 1 TB', 1, 'TB', '999999999999'],
    ] as const) {
      created.push(
        await storeOk<{ id: number }>(t, '/api/user-storages/store', {
          name,
          storage,
          type,
          price,
          is_free: price === 0,
          description: '<p>Ruang</p>',
        }),
      );
    }
    const shown = (await t.request({ method: 'GET', url: `/api/user-storages/${created[1]!.id}` })).json();
    expect(shown.data).toMatchObject({
      name: 'Storage 500 MB',
      storage: 500,
      type: 'MB',
      price: '0',
      is_free: 1,
      description: '<p>Ruang</p>',
    });
    const list = (await t.request({ method: 'GET', url: '/api/user-storages' })).json();
    expect(
      list.data.map((s: { name: string; type: string; price: string }) => [s.name, s.type, s.price]),
    ).toEqual([
      ['Storage 1 TB', 'TB', '999999999999'],
      ['Storage 500 MB', 'MB', '0'],
      ['Storage 10 GB', 'GB', '250000'],
    ]);
    const typed = (
      await t.request({ method: 'POST', url: '/api/user-storages/search', payload: { name: '1 tb' } })
    ).json();
    expect(typed.data.map((s: { name: string }) => s.name)).toEqual(['Storage 1 TB']);
  });

  it('refuses bad input under its fields and changes nothing', async () => {
    const bad = await store({ name: '', storage: -1, type: 'PB', price: '1000000000000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Wajib diisi.'],
      storage: ['Minimal 1.'],
      type: ['Pilih MB, GB atau TB.'],
      price: ['Maksimal 12 digit.'],
    });
    expect((await store({ name: 'X', type: 'gb', price: 1 })).json().errors).toEqual({
      storage: ['Wajib diisi.'],
      type: ['Pilih MB, GB atau TB.'],
    });
    expect((await t.request({ method: 'GET', url: '/api/user-storages?search=X' })).json().meta.total).toBe(
      0,
    );
  });

  it('sanitises the description', async () => {
    const data = await storeOk<{ description: string }>(t, '/api/user-storages/store', {
      ...userStoragePayload('Aman'),
      description: '<p>Cadangan <u>harian</u><img src="x" onerror="alert(1)"></p><script>1</script>',
    });
    expect(data.description).toBe('<p>Cadangan <u>harian</u></p>');
  });

  it('updates; 409 when stale; 404 when missing', async () => {
    const created = await storeOk<{ id: number; updated_at: string }>(
      t,
      '/api/user-storages/store',
      userStoragePayload('Storage 100 GB'),
    );
    const url = `/api/user-storages/update/${created.id}`;
    const updated = await t.request({
      method: 'PUT',
      url,
      payload: { ...userStoragePayload('Storage 200 GB'), storage: 200, updated_at: created.updated_at },
    });
    expect(updated.json()).toMatchObject({
      message: 'Data berhasil di update!',
      data: { name: 'Storage 200 GB', storage: 200, type: 'GB' },
    });
    expect(
      (
        await t.request({
          method: 'PUT',
          url,
          payload: { ...userStoragePayload('Z'), updated_at: created.updated_at },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/user-storages/update/99999',
          payload: userStoragePayload('Z'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/user-storages/99999' })).statusCode).toBe(404);
  });

  it('deletes, and refuses while an order or a master package uses the tier', async () => {
    const free = await storeOk<{ id: number }>(t, '/api/user-storages/store', userStoragePayload('Lepas'));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-storages/delete/${free.id}` })).json(),
    ).toEqual({ code: 200, message: 'Item Deleted' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-storages/delete/${free.id}` })).statusCode,
    ).toBe(404);

    const ordered = await makeCatalogue(t, 'ordered');
    await insertOrder(t, ordered);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/user-storages/delete/${ordered.userStorageId}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('User storage tidak dapat dihapus karena masih dipakai oleh order.');

    const bundled = await makeCatalogue(t, 'bundled');
    await t.database.db.insert(masterPackages).values({
      nama_paket: 'B',
      kode_paket: 'B-2',
      product_item_id: bundled.productItemId,
      user_package_id: bundled.userPackageId,
      user_storage_id: bundled.userStorageId,
    });
    expect(
      (
        await t.request({ method: 'DELETE', url: `/api/user-storages/delete/${bundled.userStorageId}` })
      ).json().message,
    ).toBe('User storage tidak dapat dihapus karena masih dipakai oleh master package.');
    expect(
      await t.database.db.select().from(userStorages).where(eq(userStorages.id, bundled.userStorageId)),
    ).toHaveLength(1);
  });

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-storages'],
      ['POST', '/api/user-storages/search'],
      ['GET', '/api/user-storages/1'],
      ['POST', '/api/user-storages/store'],
      ['PUT', '/api/user-storages/update/1'],
      ['DELETE', '/api/user-storages/delete/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? userStoragePayload('X') : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
