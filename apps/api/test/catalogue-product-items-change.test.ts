// Product items, how they change: update, delete, the deletes refused while in use, the token every route
// needs. What a store keeps is in catalogue-product-items.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, masterPackages, productItemDetails } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  insertOrder,
  makeCatalogue,
  productItemPayload,
  row,
  storeOk,
  storeTwoAddOns,
} from './catalogue-fixtures.ts';

describe('product items', () => {
  let t: TestContext;
  let addOnIds: number[];
  beforeAll(async () => {
    t = await createTestContext();
    addOnIds = await storeTwoAddOns(t);
  });
  afterAll(() => t.close());

  it('updates: replaces the rows and add-ons, recomputes the price, refuses a stale version', async () => {
    const created = await storeOk<{ id: number; updated_at: string }>(
      t,
      '/api/product-items/store',
      productItemPayload('Tagih Field Service', addOnIds),
    );
    const url = `/api/product-items/update/${created.id}`;
    const updated = await t.request({
      method: 'PUT',
      url,
      payload: {
        name: 'Tagih Field Service Pro',
        is_free: '1',
        submodule: [row(8, 2, 750_000, 50_000)],
        addOns: [addOnIds[1]],
        total: 5,
        updated_at: created.updated_at,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: {
        name: 'Tagih Field Service Pro',
        price: '700000',
        total_disc: '50000',
        is_aol: 0,
        is_free: 1,
        ref_module_ids: [2],
        product_item_details: [
          { ref_module_id: 2, ref_submodule_id: 8, name: 'Work Schedule', price: '750000', disc: '50000' },
        ],
        addOns: [{ add_on_id: addOnIds[1] }],
      },
    });

    const stale = await t.request({
      method: 'PUT',
      url,
      payload: { name: 'Timpa', submodule: [row(1, 1, 1)], updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const invalid = await t.request({ method: 'PUT', url, payload: { name: 'Timpa', submodule: [] } });
    expect(invalid.statusCode).toBe(422);
    const shown = (await t.request({ method: 'GET', url: `/api/product-items/${created.id}` })).json().data;
    expect(shown).toMatchObject({ name: 'Tagih Field Service Pro', price: '700000' });
    expect(shown.product_item_details).toHaveLength(1);

    const missing = await t.request({
      method: 'PUT',
      url: '/api/product-items/update/99999',
      payload: { name: 'X', submodule: [row(1, 1, 1)] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes with its rows and links, and answers 404 for a missing id', async () => {
    const created = await storeOk<{ id: number }>(
      t,
      '/api/product-items/store',
      productItemPayload('Sementara', addOnIds),
    );
    const deleted = await t.request({ method: 'DELETE', url: `/api/product-items/delete/${created.id}` });
    expect(deleted.json()).toEqual({ code: 200, message: 'Item Deleted' });
    expect(
      await t.database.db
        .select()
        .from(productItemDetails)
        .where(eq(productItemDetails.product_item_id, created.id)),
    ).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/product-items/${created.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/product-items/delete/${created.id}` })).statusCode,
    ).toBe(404);
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'product_item'), eq(auditLogs.entity_id, String(created.id))));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('refuses to delete a product item an order or a master package still uses, and changes nothing', async () => {
    const ordered = await makeCatalogue(t, 'order');
    await insertOrder(t, ordered);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/product-items/delete/${ordered.productItemId}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: 'Product item tidak dapat dihapus karena masih dipakai oleh order.',
    });

    const bundled = await makeCatalogue(t, 'bundle');
    await t.database.db.insert(masterPackages).values({
      nama_paket: 'Bundle',
      kode_paket: 'BND-1',
      product_item_id: bundled.productItemId,
      user_package_id: bundled.userPackageId,
    });
    const refusedToo = await t.request({
      method: 'DELETE',
      url: `/api/product-items/delete/${bundled.productItemId}`,
    });
    expect(refusedToo.json().message).toBe(
      'Product item tidak dapat dihapus karena masih dipakai oleh master package.',
    );
    for (const id of [ordered.productItemId, bundled.productItemId]) {
      const shown = (await t.request({ method: 'GET', url: `/api/product-items/${id}` })).json().data;
      expect(shown.product_item_details).toHaveLength(2);
      expect(shown.addOns).toHaveLength(1);
    }
  });

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/product-items'],
      ['POST', '/api/product-items/search'],
      ['GET', '/api/product-items/1'],
      ['POST', '/api/product-items/store'],
      ['PUT', '/api/product-items/update/1'],
      ['DELETE', '/api/product-items/delete/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? productItemPayload('X') : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/product-items?search=X' })).json().meta.total).toBe(
      0,
    );
  });
});
