// Orders after their store: list and show, update. Cancel, change status and delete are in
// orders-cancel-status-delete.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders, vouchers } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { orderLifecycleCalls } from './orders-lifecycle-fixtures.ts';

describe('orders: list, show, update, cancel, status and delete', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());
  const { update, cancel, stored, giveProof } = orderLifecycleCalls(() => t);

  describe('list and show', () => {
    it('lists newest first, 10 a page, searching company name, invoice number and package name', async () => {
      for (let i = 0; i < 11; i += 1) await createOrder(t, basePayload(c));
      const flex = await createOrder(
        t,
        basePayload(c, { id_company: c.sinar.id_company, id_product_item: c.flex.id }),
      );
      const page1 = (await t.request({ method: 'GET', url: '/api/orders?page=1' })).json();
      expect(page1.data).toHaveLength(10);
      expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
      expect(page1.data[0].id).toBe(flex.id);
      expect((await t.request({ method: 'GET', url: '/api/orders?page=2' })).json().data).toHaveLength(2);

      const bySinar = (await t.request({ method: 'GET', url: '/api/orders?search=sinar%20terang' })).json();
      expect(bySinar.data.map((row: { id: number }) => row.id)).toEqual([flex.id]);
      const byPackage = (await t.request({ method: 'GET', url: '/api/orders?search=FLEX' })).json();
      expect(byPackage.meta.total).toBe(1);
      const byInvoice = (
        await t.request({
          method: 'GET',
          url: `/api/orders?search=${encodeURIComponent(flex.invoice_number)}`,
        })
      ).json();
      expect(byInvoice.data.map((row: { id: number }) => row.id)).toEqual([flex.id]);
      expect((await t.request({ method: 'GET', url: '/api/orders?search=%25' })).json().meta.total).toBe(0);
      const badPage = await t.request({ method: 'GET', url: '/api/orders?page=0' });
      expect(badPage.statusCode).toBe(422);
      expect(badPage.json().errors.page).toBeDefined();
    });

    it('shows one order with its company, package and user package; 404 for a missing one, 422 for a bad id', async () => {
      const row = await createOrder(t, basePayload(c, { id_master_diskon: c.v.order.id }));
      const shown = await t.request({ method: 'GET', url: `/api/orders/${row.id}` });
      expect(shown.json()).toMatchObject({
        code: 200,
        data: {
          id: row.id,
          company: { name_company: 'PT Maju Jaya Abadi' },
          packages: { id: c.pro.id, name: 'Tagih Pro' },
          userPackages: { name: 'Paket 10 User' },
          userPackage: { id: c.users10.id, total_user: 10, price: '100000' },
          storagePackage: null,
          id_master_diskon: c.v.order.id,
          voucher: {
            id: c.v.order.id,
            code_voucher: 'ORDER105',
            type_voucher: 1,
            nominal: '10|5',
            is_all_module: 1,
          },
          previous_order: null,
        },
      });
      expect((await t.request({ method: 'GET', url: '/api/orders/999999' })).json()).toEqual({
        code: 404,
        message: 'Order tidak ditemukan.',
      });
      expect((await t.request({ method: 'GET', url: '/api/orders/abc' })).statusCode).toBe(404);
    });

    it('POST /orders/search needs the company and narrows by invoice number or package', async () => {
      const missing = await t.request({ method: 'POST', url: '/api/orders/search', payload: { name: 'x' } });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ id_company: ['Wajib diisi.'] });
      const none = (
        await t.request({
          method: 'POST',
          url: '/api/orders/search',
          payload: { id_company: c.sinar.id_company, name: 'pro' },
        })
      ).json();
      expect(none.data).toEqual([]);
      const flex = (
        await t.request({
          method: 'POST',
          url: '/api/orders/search',
          payload: { id_company: c.sinar.id_company, name: 'flex' },
        })
      ).json();
      expect(flex.data).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('re-prices from the catalogue, replaces extra rows and add-ons, keeps the invoice number', async () => {
      const row = await createOrder(
        t,
        basePayload(c, { extra_package: [{ id_extra_package: c.onsite.id }], array_addon: [c.gudang.id] }),
      );
      const response = await update(
        row.id,
        basePayload(c, {
          updated_at: row.updated_at,
          invoice_number: 'INV/1999/01/0001', // ignored
          total_month: 2,
          qty_user_package: 3,
          extra_package: [{ id_extra_package: c.migrasi.id, disc_extra_package: 500_000 }],
          array_addon: [c.hrd.id],
          total_price: 1,
        }),
      );
      expect(response.statusCode).toBe(200);
      // product 1.000.000 x 2 = 2.000.000; users 100.000 x 3 x 2 = 600.000; extra 3.500.000 - 500.000 = 3.000.000; total 5.600.000
      expect(response.json()).toMatchObject({
        code: 200,
        message: 'Data berhasil di update!',
        data: {
          invoice_number: row.invoice_number,
          total_month: 2,
          total_user: 30,
          price_extra_package: '3000000',
          total_price: '5600000',
        },
      });
      const detail = (await t.request({ method: 'GET', url: `/api/orders/${row.id}` })).json().data;
      expect(detail.extra_package.map((x: { name_extra_package: string }) => x.name_extra_package)).toEqual([
        'Migrasi Data',
      ]);
      expect(detail.array_addon).toEqual([c.hrd.id]);
      const [audit] = await t.database.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.entity, 'order'),
            eq(auditLogs.action, 'update'),
            eq(auditLogs.entity_id, String(row.id)),
          ),
        );
      expect(audit?.before).toBeTruthy();
    });

    it('prices an edit on the day the order was made: a voucher that expired since still applies', async () => {
      const row = await createOrder(t, basePayload(c, { id_master_diskon: c.v.product.id }));
      expect(row.total_price).toBe('850000');
      await t.database.db
        .update(vouchers)
        .set({ end_date: '2000-01-01' })
        .where(eq(vouchers.id, c.v.product.id));
      await t.database.db
        .update(orders)
        .set({ start_period: '1999-12-31', end_period: '2000-01-30' })
        .where(eq(orders.id, row.id));
      const response = await update(
        row.id,
        basePayload(c, { id_master_diskon: c.v.product.id, remarks: 'Dikoreksi' }),
      );
      expect(response.json().data).toMatchObject({
        remarks: 'Dikoreksi',
        total_price: '850000',
        start_period: '1999-12-31',
        end_period: '2000-01-30',
      });
      await t.database.db
        .update(vouchers)
        .set({ end_date: '2099-12-31' })
        .where(eq(vouchers.id, c.v.product.id));
    });

    it('refuses a stale version (409) and invalid data (422), changing nothing; 404 for a missing order', async () => {
      const row = await createOrder(t, basePayload(c));
      await update(row.id, basePayload(c, { remarks: 'baru', updated_at: row.updated_at }));
      const stale = await update(row.id, basePayload(c, { remarks: 'lama', updated_at: row.updated_at }));
      expect(stale.statusCode).toBe(409);
      expect((await stored(row.id))?.remarks).toBe('baru');
      const invalid = await update(row.id, basePayload(c, { total_month: 0 }));
      expect(invalid.json().errors).toEqual({ total_month: ['Jumlah bulan minimal 1.'] });
      expect((await update(999_999, basePayload(c))).statusCode).toBe(404);
    });

    it('refuses an order upgrading itself or a newer order, and a company change once another order upgrades it', async () => {
      const older = await createOrder(t, basePayload(c));
      const newer = await createOrder(t, basePayload(c));
      expect((await update(older.id, basePayload(c, { id_order: older.id }))).json().errors).toEqual({
        id_order: ['Order sebelumnya harus order yang lebih lama dari order ini.'],
      });
      expect((await update(older.id, basePayload(c, { id_order: newer.id }))).json().errors).toEqual({
        id_order: ['Order sebelumnya harus order yang lebih lama dari order ini.'],
      });
      await update(newer.id, basePayload(c, { id_order: older.id }));
      const moved = await update(older.id, basePayload(c, { id_company: c.sinar.id_company }));
      expect(moved.json().errors).toEqual({
        id_company: ['Order ini sudah di-upgrade oleh order lain; perusahaannya tidak dapat diubah.'],
      });
    });

    it('refuses to edit a cancelled order or one with a payment proof (409)', async () => {
      const cancelled = await createOrder(t, basePayload(c));
      await cancel(cancelled.id);
      expect((await update(cancelled.id, basePayload(c))).json()).toEqual({
        code: 409,
        message: 'Order yang sudah dibatalkan tidak dapat diubah.',
      });
      const paid = await createOrder(t, basePayload(c));
      await giveProof(paid.id);
      expect((await update(paid.id, basePayload(c))).json()).toEqual({
        code: 409,
        message: 'Order yang sudah memiliki bukti bayar tidak dapat diubah.',
      });
    });
  });
});
