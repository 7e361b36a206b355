// An order's add-ons are the chosen product's own (decisions.md "Pricing"): any other is a 422 under
// array_addon naming it, on store and on update, and nothing is stored or changed, so no invoice can list an
// add-on the product does not include.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  orderTableCounts,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { pdfText } from './pdf-text.ts';

describe('add-ons belong to the chosen product', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    // Tagih Pro includes Modul Gudang and Modul HRD; Tagih Flex includes Modul Armada.
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const rows = () => orderTableCounts(t);
  const refusal = (...names: string[]) => ({
    code: 422,
    message: 'The given data was invalid.',
    errors: { array_addon: names.map((name) => `Add-on ${name} tidak termasuk dalam produk yang dipilih.`) },
  });

  it('store: refuses add-ons of another product, naming each, and stores nothing', async () => {
    const before = await rows();
    const response = await storeOrder(t, basePayload(c, { array_addon: [c.gudang.id, c.armada.id] }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('Modul Armada'));
    const other = await storeOrder(
      t,
      basePayload(c, { id_product_item: c.flex.id, array_addon: [c.gudang.id, c.hrd.id] }),
    );
    expect(other.json()).toEqual(refusal('Modul Gudang', 'Modul HRD'));
    expect(await rows()).toEqual(before);
  });

  it("store: accepts the product's own add-ons, and the invoice lists them as included", async () => {
    const order = await createOrder(
      t,
      basePayload(c, { id_product_item: c.flex.id, array_addon: [c.armada.id] }),
    );
    const detail = (await t.request({ method: 'GET', url: `/api/orders/${order.id}` })).json().data;
    expect(detail.array_addon).toEqual([c.armada.id]);
    const pdf = await t.request({ method: 'GET', url: `/api/orders/pdf/${order.id}` });
    expect(pdf.statusCode).toBe(200);
    const { flat } = await pdfText(pdf.rawPayload);
    expect(flat).toContain('Modul Armada');
    expect(flat).not.toContain('Modul Gudang');
  });

  it('update: refuses an add-on the product does not include, and the order stays as it was', async () => {
    const order = await createOrder(t, basePayload(c, { array_addon: [c.gudang.id] }));
    const shown = async () =>
      (await t.request({ method: 'GET', url: `/api/orders/${order.id}` })).json().data;
    const before = { detail: await shown(), rows: await rows() };
    const update = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/orders/update/${order.id}`, payload });

    // Another product, with the previous product's add-on kept.
    const switched = await update(
      basePayload(c, {
        id_product_item: c.flex.id,
        array_addon: [c.gudang.id],
        updated_at: order.updated_at,
      }),
    );
    expect(switched.statusCode).toBe(422);
    expect(switched.json()).toEqual(refusal('Modul Gudang'));
    // The same product, with another product's add-on added.
    const added = await update(
      basePayload(c, { array_addon: [c.gudang.id, c.armada.id], updated_at: order.updated_at }),
    );
    expect(added.json()).toEqual(refusal('Modul Armada'));
    expect(await shown()).toEqual(before.detail);
    expect(await rows()).toEqual(before.rows);

    // With the new product's own add-on it saves, and the old product's add-on is gone.
    const fixed = await update(
      basePayload(c, {
        id_product_item: c.flex.id,
        array_addon: [c.armada.id],
        updated_at: order.updated_at,
      }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await shown()).array_addon).toEqual([c.armada.id]);
  });
});
