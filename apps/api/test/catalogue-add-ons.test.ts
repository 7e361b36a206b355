import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { addOnDetails, addOns, masterPackageAddOns, masterPackages, orderAddOns } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  addOnPayload,
  insertOrder,
  makeCatalogue,
  productItemPayload,
  row,
  storeOk,
} from './catalogue-fixtures.ts';

describe('add-ons', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/add-ons/store', payload });

  it('stores the server-computed price from its sub-modules and shows the picker state again', async () => {
    // (150.000 - 25.000) + (100.000 - 0) = 225.000; discs 25.000
    const response = await store({
      name: 'Mobile App Android',
      is_showing: true,
      is_billing: 'true',
      description: '<p>Aplikasi <b>Android</b></p><script>steal()</script>',
      submodule: [row(28, 6, 150_000, 25_000), row(22, 4, 100_000)],
      total: 99,
      totalDisc: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Mobile App Android',
      price: '225000',
      total_disc: '25000',
      is_showing: 1,
      is_billing: 1,
      is_free: 0,
    });
    expect(data.description).toBe('<p>Aplikasi <b>Android</b></p>');
    expect(data).not.toHaveProperty('is_aol');
    expect(data).not.toHaveProperty('addOns');
    expect(data.ref_module_ids).toEqual([4, 6]);
    expect(data.product_item_details).toEqual([
      { ref_module_id: 4, ref_submodule_id: 22, name: 'Dashboard Analitik', price: '100000', disc: '0' },
      { ref_module_id: 6, ref_submodule_id: 28, name: 'Audit Trail', price: '150000', disc: '25000' },
    ]);
    expect(data.dataSubModule['6'].filter((s: { checked: boolean }) => s.checked)).toEqual([
      { id: 28, name: 'Audit Trail', checked: true, price: '150000', disc: '25000' },
    ]);
    expect((await t.request({ method: 'GET', url: `/api/add-ons/${data.id}` })).json().data).toEqual(data);
  });

  it('lists and searches', async () => {
    await storeOk(t, '/api/add-ons/store', addOnPayload('WhatsApp Notification'));
    const list = (await t.request({ method: 'GET', url: '/api/add-ons?page=1&search=whatsapp' })).json();
    expect(list.data.map((a: { name: string; price: string }) => [a.name, a.price])).toEqual([
      ['WhatsApp Notification', '250000'],
    ]);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    const typed = (
      await t.request({ method: 'POST', url: '/api/add-ons/search', payload: { name: 'android' } })
    ).json();
    expect(typed.data.map((a: { name: string }) => a.name)).toEqual(['Mobile App Android']);
  });

  it('refuses bad input under its fields and changes nothing', async () => {
    const before = Number((await t.database.db.select({ n: count() }).from(addOnDetails))[0]?.n);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ submodule: [row(1, 1, 1)] }, { name: ['Wajib diisi.'] }],
      [{ name: 'X', submodule: [] }, { submodule: ['Ref Submodule tidak boleh kosong!'] }],
      [{ name: 'X', submodule: [row(1, 1, '1000000000')] }, { 'submodule.0.price': ['Maksimal 9 digit.'] }],
      [
        { name: 'X', submodule: [row(1, 1, '12.5')] },
        { 'submodule.0.price': ['Harus angka rupiah tanpa desimal.'] },
      ],
      [
        { name: 'X', submodule: [row(1, 2, 1)] },
        { 'submodule.0.submodule': ['Sub-module bukan bagian dari ref module ini.'] },
      ],
      [{ name: 'X', is_free: 'kadang', submodule: [row(1, 1, 1)] }, { is_free: ['Invalid input'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await store(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(Number((await t.database.db.select({ n: count() }).from(addOnDetails))[0]?.n)).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/add-ons?search=X' })).json().meta.total).toBe(0);
  });

  it('updates the rows and the price; 409 when stale; 404 when missing', async () => {
    const created = await storeOk<{ id: number; updated_at: string }>(
      t,
      '/api/add-ons/store',
      addOnPayload('E-Faktur Integration'),
    );
    const url = `/api/add-ons/update/${created.id}`;
    const updated = await t.request({
      method: 'PUT',
      url,
      payload: {
        name: 'E-Faktur Integration',
        submodule: [row(24, 5, 400_000, 40_000)],
        updated_at: created.updated_at,
      },
    });
    expect(updated.json()).toMatchObject({
      message: 'Data berhasil di update!',
      data: { price: '360000', total_disc: '40000', ref_module_ids: [5] },
    });
    expect(
      (
        await t.request({
          method: 'PUT',
          url,
          payload: { name: 'Y', submodule: [row(1, 1, 1)], updated_at: created.updated_at },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/add-ons/update/99999',
          payload: { name: 'Y', submodule: [row(1, 1, 1)] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/add-ons/99999' })).statusCode).toBe(404);
  });

  it('refuses to delete an add-on a product item, an order or a master package still uses', async () => {
    const linked = await makeCatalogue(t, 'linked');
    const refused = await t.request({ method: 'DELETE', url: `/api/add-ons/delete/${linked.addOnId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Add on tidak dapat dihapus karena masih dipakai oleh product item.');

    const orderId = await insertOrder(t, linked);
    await t.database.db
      .insert(orderAddOns)
      .values({ order_id: orderId, add_on_id: linked.addOnId, name: 'Add on linked' });
    const [bundle] = await t.database.db
      .insert(masterPackages)
      .values({
        nama_paket: 'Bundle',
        kode_paket: 'BND-A',
        product_item_id: linked.productItemId,
        user_package_id: linked.userPackageId,
      })
      .returning();
    await t.database.db
      .insert(masterPackageAddOns)
      .values({ master_package_id: bundle!.id, add_on_id: linked.addOnId });
    const all = await t.request({ method: 'DELETE', url: `/api/add-ons/delete/${linked.addOnId}` });
    expect(all.json().message).toBe(
      'Add on tidak dapat dihapus karena masih dipakai oleh order, master package dan product item.',
    );
    expect(await t.database.db.select().from(addOns).where(eq(addOns.id, linked.addOnId))).toHaveLength(1);

    const free = await storeOk<{ id: number }>(t, '/api/add-ons/store', addOnPayload('Lepas'));
    expect((await t.request({ method: 'DELETE', url: `/api/add-ons/delete/${free.id}` })).json()).toEqual({
      code: 200,
      message: 'Item Deleted',
    });
    expect(
      await t.database.db.select().from(addOnDetails).where(eq(addOnDetails.add_on_id, free.id)),
    ).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/add-ons/delete/${free.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/add-ons'],
      ['POST', '/api/add-ons/search'],
      ['GET', '/api/add-ons/1'],
      ['POST', '/api/add-ons/store'],
      ['PUT', '/api/add-ons/update/1'],
      ['DELETE', '/api/add-ons/delete/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? productItemPayload('X') : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
