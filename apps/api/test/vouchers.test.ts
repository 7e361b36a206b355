// Vouchers: the token every route needs, the store with each kind of target and how it reads back, and the
// values refused. Code generation, list, update, delete and the demo seed are in vouchers-manage.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vouchers } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  CODE,
  insertLegacyVoucher,
  insertVoucherTargets,
  orderVoucher,
  voucherCalls,
} from './vouchers-fixtures.ts';

describe('vouchers: the standard set under /voucher', () => {
  let t: TestContext;
  let userPackageId: number;
  let productItemId: number;
  let addOnId: number;
  const { store, show, voucherCount } = voucherCalls(() => t);

  beforeAll(async () => {
    t = await createTestContext();
    ({ userPackageId, productItemId, addOnId } = await insertVoucherTargets(t.database.db));
  });
  afterAll(() => t.close());

  it('answers 401 on every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/voucher'],
      ['POST', '/api/voucher/search'],
      ['GET', '/api/voucher/1'],
      ['POST', '/api/voucher/store'],
      ['PUT', '/api/voucher/update/1'],
      ['DELETE', '/api/voucher/delete/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? orderVoucher : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    }
  });

  it('stores a rupiah voucher for the whole order with a generated code, and shows it the same way', async () => {
    const response = await store({ ...orderVoucher, code_voucher: 'HACKED22', id: 777 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'Data berhasil ditambahkan!' });
    expect(body.data).toMatchObject({
      name_voucher: 'Diskon Akhir Tahun',
      type_voucher: 0,
      nominal: '500000',
      nominal2: 'Rp. 500.000',
      is_all_module: 1,
      id_module: null,
      id_user_package: null,
      id_product_item: null,
      id_add_on: null,
      is_all_user_package: 0,
      is_all_product_item: 0,
      is_all_add_on: 0,
      target_name: null,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
    expect(body.data.code_voucher).toMatch(CODE);
    expect(body.data.code_voucher).not.toBe('HACKED22');
    expect(body.data.id).not.toBe(777);
    expect((await show(body.data.id)).json()).toEqual({ code: 200, message: 'OK', data: body.data });
  });

  it("stores a two-tier percent voucher for one user package: [10, 5] reads back as '10|5' and '10% + 5%'", async () => {
    const response = await store({
      name_voucher: 'Promo Paket 25 User',
      is_all_module: false,
      id_module: '1',
      is_all_user_package: false,
      id_user_package: String(userPackageId),
      id_add_on: addOnId, // another module's leftover: not stored
      type_voucher: '1',
      nominal: ['10', 5],
      start_date: '2026-11-01',
      end_date: '2027-01-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type_voucher: 1,
      nominal: '10|5',
      nominal2: '10% + 5%',
      is_all_module: 0,
      id_module: 1,
      id_user_package: String(userPackageId),
      id_product_item: null,
      id_add_on: null,
      is_all_user_package: 0,
      target_name: 'Paket 25 User',
    });
    const [stored] = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, response.json().data.id));
    expect(stored).toMatchObject({ nominal: '10|5', id_user_package: userPackageId, id_add_on: null });
  });

  it("stores 'Is for All ...' as target 0 and reads it back as the module's all flag", async () => {
    const data = (
      await store({
        ...orderVoucher,
        is_all_module: 0,
        id_module: 3,
        is_all_add_on: 1,
        type_voucher: 1,
        nominal: [20],
      })
    ).json().data;
    expect(data).toMatchObject({
      id_module: 3,
      id_add_on: '0',
      id_user_package: null,
      id_product_item: null,
      is_all_add_on: 1,
      nominal2: '20%',
    });
    const product = (
      await store({ ...orderVoucher, is_all_module: 0, id_module: 2, id_product_item: productItemId })
    ).json().data;
    expect(product).toMatchObject({
      id_product_item: String(productItemId),
      is_all_product_item: 0,
      target_name: 'Tagih ERP Standard',
    });
  });

  it("reads a stored '0' target with the other two null as that module's all flag, even without id_module", async () => {
    const legacy = await insertLegacyVoucher(t.database.db);
    expect((await show(legacy.id)).json().data).toMatchObject({
      id_module: 1,
      id_user_package: '0',
      is_all_user_package: 1,
      is_all_product_item: 0,
      is_all_add_on: 0,
    });
  });

  it('refuses bad values under their fields and stores nothing', async () => {
    const before = await voucherCount();
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ type_voucher: 1, nominal: [10, 5, 2] }, { nominal: ['Maksimal 2 persen.'] }],
      [{ type_voucher: 1, nominal: [0] }, { 'nominal.0': ['Persen harus bilangan bulat 1 sampai 100.'] }],
      [
        { type_voucher: 1, nominal: [10, 101] },
        { 'nominal.1': ['Persen harus bilangan bulat 1 sampai 100.'] },
      ],
      [{ nominal: '1000000000000' }, { nominal: ['Maksimal 12 digit.'] }],
      [{ end_date: '2026-11-30' }, { end_date: ['End Date tidak boleh sebelum Start Date.'] }],
      [{ is_all_module: 0 }, { id_module: ['Wajib diisi.'] }],
      [{ is_all_module: 0, id_module: 2 }, { id_product_item: ['Wajib diisi.'] }],
      [
        { name_voucher: ' ', start_date: '' },
        { name_voucher: ['Wajib diisi.'], start_date: ['Wajib diisi.'] },
      ],
    ];
    for (const [change, errors] of cases) {
      const response = await store({ ...orderVoucher, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json()).toEqual({ code: 422, message: 'The given data was invalid.', errors });
    }
    expect(await voucherCount()).toBe(before);
  });

  it("refuses a target that is not an item of the voucher's module", async () => {
    const before = await voucherCount();
    const missingId = Math.max(userPackageId, productItemId, addOnId) + 100;
    const wrong = await store({
      ...orderVoucher,
      is_all_module: 0,
      id_module: 1,
      id_user_package: missingId,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ id_user_package: ['User Package yang dipilih tidak ditemukan.'] });
    // an add-on id sent as a product item
    const mismatch = await store({
      ...orderVoucher,
      is_all_module: 0,
      id_module: 2,
      id_product_item: addOnId + 50,
    });
    expect(mismatch.json().errors).toEqual({
      id_product_item: ['Product Item yang dipilih tidak ditemukan.'],
    });
    expect(await voucherCount()).toBe(before);
  });
});
