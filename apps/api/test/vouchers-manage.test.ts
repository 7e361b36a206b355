// Vouchers: the generated code (fresh when taken, kept on update), list and search, update, delete and its
// audit trail, and the demo seed. Store and its refusals are in vouchers.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, companies, orders } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { createVoucherRepository } from '../src/repositories/vouchers.ts';
import { seedVouchersDemo } from '../src/seed/demo-vouchers.ts';
import { createTestContext, type TestContext } from './helper.ts';
import {
  CODE,
  insertLegacyVoucher,
  insertVoucherTargets,
  orderVoucher,
  voucherCalls,
} from './vouchers-fixtures.ts';

const context = { adminId: null, requestId: 'voucher-test' };

describe('vouchers: the standard set under /voucher', () => {
  let t: TestContext;
  let userPackageId: number;
  let productItemId: number;
  const { store, update, show } = voucherCalls(() => t);

  beforeAll(async () => {
    t = await createTestContext();
    ({ userPackageId, productItemId } = await insertVoucherTargets(t.database.db));
    // The search by code finds this older row (vouchers.test.ts reads it back in a test of its own).
    await insertLegacyVoucher(t.database.db);
  });
  afterAll(() => t.close());

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

    // The look-up offers only vouchers still valid today (WIB): these run to the end of the century.
    for (let i = 13; i <= 32; i += 1)
      await store({ ...orderVoucher, name_voucher: `Voucher Ramadhan ${i}`, end_date: '2099-12-31' });
    const typed = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'RAMADHAN' } })
    ).json();
    expect(typed).toMatchObject({ code: 200 });
    expect(typed.data).toHaveLength(20);
    const byCodeSearch = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'lama2345' } })
    ).json();
    expect(byCodeSearch.data).toEqual([]); // 'Data Lama' ended on 2025-12-31: listed, but not offered
  });

  it('look-up offers a voucher through its last day (WIB) and not after', async () => {
    const today = todayInJakarta();
    for (const [name, end] of [
      ['Kedaluwarsa Kemarin', addDays(today, -1)],
      ['Berakhir Hari Ini', today],
    ] as const)
      await store({ ...orderVoucher, name_voucher: name, start_date: addDays(today, -30), end_date: end });
    const found = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'kedaluwarsa' } })
    ).json().data;
    expect(found).toEqual([]);
    const lastDay = (
      await t.request({ method: 'POST', url: '/api/voucher/search', payload: { name: 'hari ini' } })
    ).json().data;
    expect(lastDay.map((row: { name_voucher: string }) => row.name_voucher)).toEqual(['Berakhir Hari Ini']);
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
    // The list shows every voucher, the expired one too (the order form's look-up leaves that one out).
    const seeded = (await t.request({ method: 'GET', url: '/api/voucher?search=promo' })).json().data;
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
