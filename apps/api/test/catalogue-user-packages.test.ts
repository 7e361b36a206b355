import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, masterPackages, userPackages } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { insertOrder, makeCatalogue, storeOk, userPackagePayload } from './catalogue-fixtures.ts';

describe('user packages', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/user-packages/store', payload });

  it('stores, shows, lists and searches with the spec fields', async () => {
    const response = await store({ ...userPackagePayload('10 User'), status: 0, id: 777 });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: '10 User',
      total_user: 10,
      price: '1500000',
      is_showing: 1,
      description: '<p>Sepuluh user</p>',
      status: 1,
    });
    expect(data.id).not.toBe(777);
    expect((await t.request({ method: 'GET', url: `/api/user-packages/${data.id}` })).json()).toEqual({
      code: 200,
      message: 'OK',
      data,
    });

    await storeOk(t, '/api/user-packages/store', {
      ...userPackagePayload('25 User'),
      total_user: '25',
      price: 3_000_000,
    });
    const list = (await t.request({ method: 'GET', url: '/api/user-packages?page=1' })).json();
    expect(list.data.map((p: { name: string; total_user: number }) => [p.name, p.total_user])).toEqual([
      ['25 User', 25],
      ['10 User', 10],
    ]);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    const typed = (
      await t.request({ method: 'POST', url: '/api/user-packages/search', payload: { name: '25' } })
    ).json();
    expect(typed.data.map((p: { name: string }) => p.name)).toEqual(['25 User']);
  });

  it('keeps a 12-digit price exact and refuses bad input under its fields', async () => {
    expect((await store({ ...userPackagePayload('Mahal'), price: '999999999999' })).json().data.price).toBe(
      '999999999999',
    );
    const bad = await store({ name: '', total_user: 0, price: '1000000000000', description: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: {
        name: ['Wajib diisi.'],
        total_user: ['Minimal 1.'],
        price: ['Maksimal 12 digit.'],
        description: ['Harus teks.'],
      },
    });
    expect((await store({ name: 'X', price: 1 })).json().errors).toEqual({ total_user: ['Wajib diisi.'] });
    expect((await store({ name: 'X', total_user: 2.5, price: -1 })).json().errors).toEqual({
      total_user: ['Harus bilangan bulat.'],
      price: ['Tidak boleh negatif.'],
    });
    expect((await t.request({ method: 'GET', url: '/api/user-packages?search=X' })).json().meta.total).toBe(
      0,
    );
  });

  it('sanitises the description', async () => {
    const data = await storeOk<{ description: string }>(t, '/api/user-packages/store', {
      ...userPackagePayload('Aman'),
      description:
        '<p onmouseover="x()">Hai <a href="javascript:alert(1)">klik</a> <a href="http://tagih.id" style="color:red">situs</a></p><style>p{}</style>',
    });
    expect(data.description).toBe(
      '<p>Hai <a rel="noopener noreferrer nofollow">klik</a> <a href="http://tagih.id" rel="noopener noreferrer nofollow">situs</a></p>',
    );
  });

  it('updates, refuses a stale version and a missing id; status is not writable by update', async () => {
    const created = await storeOk<{ id: number; updated_at: string }>(
      t,
      '/api/user-packages/store',
      userPackagePayload('50 User'),
    );
    const url = `/api/user-packages/update/${created.id}`;
    const updated = await t.request({
      method: 'PUT',
      url,
      payload: {
        ...userPackagePayload('50 User Plus'),
        total_user: 55,
        status: 0,
        updated_at: created.updated_at,
      },
    });
    expect(updated.json()).toMatchObject({
      message: 'Data berhasil di update!',
      data: { name: '50 User Plus', total_user: 55, status: 1 },
    });
    expect(
      (
        await t.request({
          method: 'PUT',
          url,
          payload: { ...userPackagePayload('Z'), updated_at: created.updated_at },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/user-packages/update/99999',
          payload: userPackagePayload('Z'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/user-packages/99999' })).statusCode).toBe(404);
  });

  it('change-status toggles 1 -> 0 -> 1, or sets the status given, and is audited', async () => {
    const created = await storeOk<{ id: number }>(
      t,
      '/api/user-packages/store',
      userPackagePayload('Status'),
    );
    const url = `/api/user-packages/change-status/${created.id}`;
    const off = await t.request({ method: 'POST', url });
    expect(off.json()).toMatchObject({
      code: 200,
      message: 'Status has been updated',
      data: { id: created.id, status: 0 },
    });
    expect((await t.request({ method: 'POST', url, payload: {} })).json().data.status).toBe(1);
    expect((await t.request({ method: 'POST', url, payload: { status: 1 } })).json().data.status).toBe(1);
    expect((await t.request({ method: 'POST', url, payload: { status: '0' } })).json().data.status).toBe(0);
    expect((await t.request({ method: 'POST', url, payload: { status: 2 } })).json().errors).toEqual({
      status: ['Status harus 0 atau 1.'],
    });
    expect(
      (await t.request({ method: 'POST', url: '/api/user-packages/change-status/99999' })).statusCode,
    ).toBe(404);
    const [stored] = await t.database.db.select().from(userPackages).where(eq(userPackages.id, created.id));
    expect(stored?.status).toBe(0);
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user_package'), eq(auditLogs.entity_id, String(created.id))));
    expect(trail.map((entry) => entry.action)).toEqual([
      'create',
      'change-status',
      'change-status',
      'change-status',
      'change-status',
    ]);
  });

  it('deletes, and refuses while an order or a master package uses the package', async () => {
    const free = await storeOk<{ id: number }>(t, '/api/user-packages/store', userPackagePayload('Lepas'));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-packages/delete/${free.id}` })).json(),
    ).toEqual({ code: 200, message: 'Item Deleted' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user-packages/delete/${free.id}` })).statusCode,
    ).toBe(404);

    const used = await makeCatalogue(t, 'used');
    await insertOrder(t, used);
    await t.database.db.insert(masterPackages).values({
      nama_paket: 'B',
      kode_paket: 'B-1',
      product_item_id: used.productItemId,
      user_package_id: used.userPackageId,
    });
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/user-packages/delete/${used.userPackageId}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'User package tidak dapat dihapus karena masih dipakai oleh order dan master package.',
    );
    expect(
      await t.database.db.select().from(userPackages).where(eq(userPackages.id, used.userPackageId)),
    ).toHaveLength(1);
  });

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-packages'],
      ['POST', '/api/user-packages/search'],
      ['GET', '/api/user-packages/1'],
      ['POST', '/api/user-packages/store'],
      ['PUT', '/api/user-packages/update/1'],
      ['DELETE', '/api/user-packages/delete/1'],
      ['POST', '/api/user-packages/change-status/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? userPackagePayload('X') : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
