// Product items, what a store keeps: the server-computed price, the refused inputs, the sanitised
// description, the list. Update and delete are in catalogue-product-items-change.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { productItemAddOns, productItemDetails, productItems } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { productItemPayload, row, storeOk, storeTwoAddOns } from './catalogue-fixtures.ts';

describe('product items', () => {
  let t: TestContext;
  let addOnIds: number[];
  beforeAll(async () => {
    t = await createTestContext();
    addOnIds = await storeTwoAddOns(t);
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/product-items/store', payload });
  const counts = async () => ({
    items: Number((await t.database.db.select({ n: count() }).from(productItems))[0]?.n),
    details: Number((await t.database.db.select({ n: count() }).from(productItemDetails))[0]?.n),
    links: Number((await t.database.db.select({ n: count() }).from(productItemAddOns))[0]?.n),
  });

  it('stores the server-computed price and total_disc, ignoring the totals a client sends', async () => {
    // (1.000.000 - 100.000) + (500.000 - 0) + (300.000 - 50.000) = 1.650.000; discs 100.000 + 50.000 = 150.000
    const response = await store({
      ...productItemPayload('Tagih ERP Starter', addOnIds, [
        row(1, 1, 1_000_000, 100_000),
        row(7, 2, '500000'),
        row(13, 3, 300_000, '50000'),
      ]),
      total: 1,
      totalDisc: 999,
      price: '5',
      total_disc: '5',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'Data berhasil ditambahkan!' });
    expect(body.data).toMatchObject({
      name: 'Tagih ERP Starter',
      price: '1650000',
      total_disc: '150000',
      is_aol: 1,
      is_showing: 0,
      is_billing: 0,
      is_free: 0,
    });
    expect(body.data.product_item_details).toEqual([
      { ref_module_id: 1, ref_submodule_id: 1, name: 'Lead Management', price: '1000000', disc: '100000' },
      { ref_module_id: 2, ref_submodule_id: 7, name: 'Job Order', price: '500000', disc: '0' },
      { ref_module_id: 3, ref_submodule_id: 13, name: 'Master Customer', price: '300000', disc: '50000' },
    ]);
    expect(body.data.ref_module_ids).toEqual([1, 2, 3]);
    expect(body.data.addOns).toEqual([
      {
        add_on_id: addOnIds[0],
        add_on: [{ id: addOnIds[0], name: 'WhatsApp Notification', price: '250000' }],
      },
      {
        add_on_id: addOnIds[1],
        add_on: [{ id: addOnIds[1], name: 'E-Faktur Integration', price: '250000' }],
      },
    ]);
    // The picker's saved state: every sub-module of the chosen modules, the checked ones with their prices.
    expect(body.data.dataSubModule['1']).toHaveLength(6);
    expect(body.data.dataSubModule['1'][0]).toEqual({
      id: 1,
      name: 'Lead Management',
      checked: true,
      price: '1000000',
      disc: '100000',
    });
    expect(body.data.dataSubModule['1'][1]).toEqual({
      id: 2,
      name: 'Campaign',
      checked: false,
      price: '0',
      disc: '0',
    });
    expect(Object.keys(body.data.dataSubModule)).toEqual(['1', '2', '3']);

    const [stored] = await t.database.db.select().from(productItems).where(eq(productItems.id, body.data.id));
    expect(stored).toMatchObject({ price: '1650000', total_disc: '150000' });
    const shown = await t.request({ method: 'GET', url: `/api/product-items/${body.data.id}` });
    expect(shown.json()).toEqual({ code: 200, message: 'OK', data: body.data });
  });

  it('counts an empty price or disc as 0 and caps a disc at its price', async () => {
    // (0 - 0) + (200.000 - 200.000, the 350.000 disc capped) + (9 digits - 0) = 999.999.999; discs 200.000
    const data = await storeOk<{
      price: string;
      total_disc: string;
      product_item_details: Array<{ disc: string }>;
    }>(t, '/api/product-items/store', {
      name: 'Gratis Sebagian',
      submodule: [
        { id: 2, submodule: 1, price: '' },
        row(3, 1, 200_000, 350_000),
        row(4, 1, '999999999', ''),
      ],
    });
    expect(data).toMatchObject({ price: '999999999', total_disc: '200000' });
    expect(data.product_item_details.map((detail) => detail.disc)).toEqual(['0', '200000', '0']);
  });

  it('lists 10 a page with search, and searches by name', async () => {
    for (let i = 1; i <= 10; i += 1)
      await storeOk(t, '/api/product-items/store', productItemPayload(`Paket Uji ${i}`));
    const page1 = (await t.request({ method: 'GET', url: '/api/product-items?page=1' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(page1.data[0]).not.toHaveProperty('product_item_details');
    const found = (await t.request({ method: 'GET', url: '/api/product-items?search=erp%20start' })).json();
    expect(found.data.map((item: { name: string }) => item.name)).toEqual(['Tagih ERP Starter']);
    const typed = (
      await t.request({ method: 'POST', url: '/api/product-items/search', payload: { name: 'uji 1' } })
    ).json();
    expect(typed.data.map((item: { name: string }) => item.name).sort()).toEqual([
      'Paket Uji 1',
      'Paket Uji 10',
    ]);
  });

  it('refuses bad input under its fields and changes nothing', async () => {
    const before = await counts();
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { name: ' ', submodule: [] },
        { name: ['Wajib diisi.'], submodule: ['Ref Submodule tidak boleh kosong!'] },
      ],
      [{ name: 'X' }, { submodule: ['Ref Submodule tidak boleh kosong!'] }],
      [{ name: 'X', submodule: [row(1, 1, '1234567890')] }, { 'submodule.0.price': ['Maksimal 9 digit.'] }],
      [{ name: 'X', submodule: [row(1, 1, -1)] }, { 'submodule.0.price': ['Tidak boleh negatif.'] }],
      [
        { name: 'X', submodule: [row(1, 1, 10, '1000000000')] },
        { 'submodule.0.disc': ['Maksimal 9 digit.'] },
      ],
      [
        { name: 'X', submodule: [row(1, 1, 10), row(1, 1, 20)] },
        { submodule: ['Sub-module tidak boleh dipilih lebih dari sekali.'] },
      ],
      [{ name: 'X', submodule: [row(9999, 1, 10)] }, { 'submodule.0.id': ['Sub-module tidak ditemukan.'] }],
      [
        { name: 'X', submodule: [row(1, 1, 10), row(7, 1, 10)] },
        { 'submodule.1.submodule': ['Sub-module bukan bagian dari ref module ini.'] },
      ],
      [
        { name: 'X', submodule: [row(1, 1, 10)], addOns: [addOnIds[0], 99_999] },
        { addOns: ['Add on tidak ditemukan: 99999.'] },
      ],
      [{ name: 'X', submodule: [row(1, 1, 10)], addOns: 'all' }, { addOns: ['Add on tidak valid.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await store(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('sanitises the description: formatting and http/mailto links stay, scripts, handlers, styles and javascript: go', async () => {
    const data = await storeOk<{ id: number; description: string }>(t, '/api/product-items/store', {
      ...productItemPayload('Deskripsi Kaya'),
      description:
        '<h2 onclick="x()">Fitur</h2><p style="color:red"><strong>Tebal</strong> <em>miring</em><script>alert(1)</script></p>' +
        '<ul><li><a href="https://tagih.id">situs</a></li><li><a href="mailto:halo@tagih.id">surel</a></li>' +
        '<li><a href="javascript:alert(1)">jahat</a></li></ul><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>',
    });
    expect(data.description).toBe(
      '<h2>Fitur</h2><p><strong>Tebal</strong> <em>miring</em></p>' +
        '<ul><li><a href="https://tagih.id" rel="noopener noreferrer nofollow">situs</a></li>' +
        '<li><a href="mailto:halo@tagih.id" rel="noopener noreferrer nofollow">surel</a></li>' +
        '<li><a rel="noopener noreferrer nofollow">jahat</a></li></ul>',
    );
    const [stored] = await t.database.db.select().from(productItems).where(eq(productItems.id, data.id));
    expect(stored?.description).toBe(data.description);
  });
});
