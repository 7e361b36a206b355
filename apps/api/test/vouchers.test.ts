import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { addOns, auditLogs, companies, orders, productItems, userPackages, vouchers } from '@tagih/db';
import { createVoucherRepository } from '../src/repositories/vouchers.ts';
import { seedVouchersDemo } from '../src/seed/demo-vouchers.ts';
import { createTestContext, type TestContext } from './helper.ts';

const CODE = /^[A-Z2-9]{8}$/;
const context = { adminId: null, requestId: 'voucher-test' };

const orderVoucher = {
  name_voucher: 'Diskon Akhir Tahun',
  is_all_module: 1,
  type_voucher: 0,
  nominal: 500_000,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
};

describe('vouchers: the standard set under /voucher', () => {
  let t: TestContext;
  let userPackageId: number;
  let productItemId: number;
  let addOnId: number;

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t.database;
    // The catalogue rows a voucher can target, inserted directly (their endpoints are another resource's).
    const idOf = (rows: { id: number }[]) => rows[0]!.id;
    userPackageId = idOf(
      await db.insert(userPackages).values({ name: 'Paket 25 User', price: '250000' }).returning(),
    );
    productItemId = idOf(
      await db.insert(productItems).values({ name: 'Tagih ERP Standard', price: '1500000' }).returning(),
    );
    addOnId = idOf(await db.insert(addOns).values({ name: 'Modul Payroll', price: '300000' }).returning());
  });
  afterAll(() => t.close());

  const store = (payload: object) => t.request({ method: 'POST', url: '/api/voucher/store', payload });
  const update = (id: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/voucher/update/${id}`, payload });
  const show = (id: number) => t.request({ method: 'GET', url: `/api/voucher/${id}` });
  const voucherCount = async () => Number((await t.database.db.select({ n: count() }).from(vouchers))[0]?.n);

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
    const [legacy] = await t.database.db
      .insert(vouchers)
      .values({
        name_voucher: 'Data Lama',
        code_voucher: 'LAMA2345',
        type_voucher: 1,
        nominal: '15',
        id_user_package: 0,
        start_date: '2025-01-01',
        end_date: '2025-12-31',
      })
      .returning();
    expect((await show(legacy!.id)).json().data).toMatchObject({
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

  it('generates a fresh code when the first one is taken, and never changes it on update', async () => {
    const taken = (await store(orderVoucher)).json().data.code_voucher as string;
    const codes = [taken, 'FRESH234'];
    const repository = createVoucherRepository({ generateCode: () => codes.shift() ?? 'NEVER222' });
    const row = await repository.store(
      t.database.db,
      {
        ...orderVoucher,
        nominal: '1000',
        type_voucher: 0,
        is_all_module: 1,
        id_module: null,
        id_user_package: null,
        id_product_item: null,
        id_add_on: null,
      },
      context,
    );
    expect(row.code_voucher).toBe('FRESH234');
    expect(codes).toEqual([]);

    const updated = await update(row.id, {
      ...orderVoucher,
      name_voucher: 'Diskon Ganti Nama',
      code_voucher: 'OTHER234',
    });
    expect(updated.json().data).toMatchObject({
      name_voucher: 'Diskon Ganti Nama',
      code_voucher: 'FRESH234',
    });
  });

  it('lists 10 a page, searching name and code; search answers at most 20', async () => {
    for (let i = 1; i <= 12; i += 1) await store({ ...orderVoucher, name_voucher: `Voucher Ramadhan ${i}` });
    const page1 = (await t.request({ method: 'GET', url: '/api/voucher?page=1&search=ramadhan' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(page1.data[0].name_voucher).toBe('Voucher Ramadhan 12');

    const byCode = (await t.request({ method: 'GET', url: '/api/voucher?search=fresh234' })).json();
    expect(byCode.data.map((row: { code_voucher: string }) => row.code_voucher)).toEqual(['FRESH234']);

    for (let i = 13; i <= 22; i += 1) await store({ ...orderVoucher, name_voucher: `Voucher Ramadhan ${i}` });
    const typed = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'RAMADHAN' } })
    ).json();
    expect(typed).toMatchObject({ code: 200 });
    expect(typed.data).toHaveLength(20);
    const byCodeSearch = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'lama2345' } })
    ).json();
    expect(byCodeSearch.data.map((row: { name_voucher: string }) => row.name_voucher)).toEqual(['Data Lama']);
  });

  it('updates: switches a module voucher to the whole order, refuses stale and invalid saves changing nothing, 404 when missing', async () => {
    const created = (
      await store({
        ...orderVoucher,
        is_all_module: 0,
        id_module: 1,
        id_user_package: userPackageId,
        type_voucher: 1,
        nominal: [10],
      })
    ).json().data;
    const switched = await update(created.id, { ...orderVoucher, updated_at: created.updated_at });
    expect(switched.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: {
        is_all_module: 1,
        id_module: null,
        id_user_package: null,
        type_voucher: 0,
        nominal: '500000',
        code_voucher: created.code_voucher,
      },
    });

    const stale = await update(created.id, {
      ...orderVoucher,
      name_voucher: 'Timpa',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const invalid = await update(created.id, { ...orderVoucher, type_voucher: 1, nominal: [101] });
    expect(invalid.statusCode).toBe(422);
    expect((await show(created.id)).json().data).toEqual(switched.json().data);

    expect((await update(999_999, orderVoucher)).statusCode).toBe(404);
    expect((await show(999_999)).json()).toEqual({ code: 404, message: 'Voucher tidak ditemukan.' });
  });

  it('refuses to delete a voucher an order used (409, nothing changed); deletes an unused one; audits every write', async () => {
    const { db } = t.database;
    const used = (await store({ ...orderVoucher, name_voucher: 'Dipakai Order' })).json().data;
    const [company] = await db
      .insert(companies)
      .values({ code_company: 'MJA0001', name_company: 'PT Maju Jaya Abadi' })
      .returning();
    await db.insert(orders).values({
      id_company: company!.id_company,
      invoice_number: 'INV/2026/12/0001',
      start_period: '2026-12-01',
      end_period: '2026-12-31',
      id_product_item: productItemId,
      id_user_package: userPackageId,
      id_master_voucher: used.id,
    });
    const refused = await t.request({ method: 'DELETE', url: `/api/voucher/delete/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: 'Voucher masih dipakai oleh order dan tidak dapat dihapus.',
    });
    expect((await show(used.id)).statusCode).toBe(200);

    const unused = (await store({ ...orderVoucher, name_voucher: 'Sementara' })).json().data;
    await update(unused.id, { ...orderVoucher, name_voucher: 'Sementara 2' });
    const deleted = await t.request({ method: 'DELETE', url: `/api/voucher/delete/${unused.id}` });
    expect(deleted.json()).toEqual({ code: 200, message: 'Item Deleted' });
    expect((await show(unused.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/voucher/delete/${unused.id}` })).statusCode).toBe(
      404,
    );

    const trail = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'voucher'), eq(auditLogs.entity_id, String(unused.id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]?.after).toMatchObject({ name_voucher: 'Sementara 2' });
    expect(trail[2]?.before).toMatchObject({ name_voucher: 'Sementara 2' });
    expect(trail.every((row) => typeof row.admin_id === 'number')).toBe(true);
  });

  it('seeds the demo vouchers through the repository: order, any user package, any add-on, any product, one expired', async () => {
    await seedVouchersDemo(t.database.db);
    const seeded = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'promo' } })
    ).json().data;
    const byName = (name: string) =>
      seeded.find((row: { name_voucher: string }) => row.name_voucher === name);
    expect(byName('Promo User Package 10%+5%')).toMatchObject({
      nominal: '10|5',
      nominal2: '10% + 5%',
      id_user_package: '0',
      is_all_user_package: 1,
    });
    expect(byName('Promo Kemerdekaan 17%')).toMatchObject({ is_all_module: 1, end_date: '2025-08-31' });
    const launch = (await t.request({ method: 'GET', url: '/api/voucher?search=Launching' })).json().data[0];
    expect(launch).toMatchObject({ id_module: 3, is_all_add_on: 1, nominal2: '20%' });
    expect(launch.code_voucher).toMatch(CODE);
  });
});
