// Orders at the end of their life: cancel, change status (publish, unpublish, suspend) and delete. List,
// show and update are in orders-lifecycle.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orderExtraPackages } from '@tagih/db';
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
  const { cancel, setStatus, remove, stored, giveProof } = orderLifecycleCalls(() => t);

  describe('cancel', () => {
    it("cancels once: 'Order berhasil dicancel!', then 409; the list shows it as cancelled", async () => {
      const row = await createOrder(t, basePayload(c));
      expect((await cancel(row.id)).json()).toEqual({ code: 200, message: 'Order berhasil dicancel!' });
      expect(await stored(row.id)).toMatchObject({ is_canceled: 1 });
      expect((await stored(row.id))?.canceled_at).toBeInstanceOf(Date);
      expect((await cancel(String(row.id))).json()).toEqual({
        code: 409,
        message: 'Order ini sudah dibatalkan.',
      });
      const listed = (
        await t.request({
          method: 'GET',
          url: `/api/orders?search=${encodeURIComponent(row.invoice_number)}`,
        })
      ).json().data;
      expect(listed[0].is_canceled).toBe(1);
    });

    it('refuses an order with a payment proof (409), a missing order (404) and a missing id (422)', async () => {
      const row = await createOrder(t, basePayload(c));
      await giveProof(row.id);
      expect((await cancel(row.id)).json()).toEqual({
        code: 409,
        message: 'Order yang sudah memiliki bukti bayar tidak dapat dibatalkan.',
      });
      expect(await stored(row.id)).toMatchObject({ is_canceled: 0 });
      expect((await cancel(999_999)).statusCode).toBe(404);
      const invalid = await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: {} });
      expect(invalid.json()).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: { order: ['Wajib diisi.'] },
      });
    });
  });

  describe('change status', () => {
    it("publishes (0 -> 1), unpublishes (1 -> 0) and suspends (2): 'Status has been updated'", async () => {
      const row = await createOrder(t, basePayload(c));
      const published = await setStatus(row.id, 1);
      expect(published.json()).toMatchObject({
        code: 200,
        message: 'Status has been updated',
        data: { id: row.id, status: 1 },
      });
      expect((await setStatus(row.id, '0')).json().data.status).toBe(0);
      expect((await setStatus(row.id, 2)).json().data.status).toBe(2);
      const [audit] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'change-status'), eq(auditLogs.entity_id, String(row.id))));
      expect(audit).toBeTruthy();
    });

    it('refuses another value (422), a cancelled order (409) and a missing one (404)', async () => {
      const row = await createOrder(t, basePayload(c));
      expect((await setStatus(row.id, 3)).json().errors).toEqual({ status: ['Status harus 0, 1 atau 2.'] });
      await cancel(row.id);
      expect((await setStatus(row.id, 1)).json()).toEqual({
        code: 409,
        message: 'Order yang sudah dibatalkan tidak dapat dilunasi.',
      });
      expect(await stored(row.id)).toMatchObject({ status: 0 });
      expect((await setStatus(999_999, 1)).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it("deletes with its extra rows: 'Item Deleted', then 404", async () => {
      const row = await createOrder(
        t,
        basePayload(c, { extra_package: [{ id_extra_package: c.onsite.id }] }),
      );
      expect((await remove(row.id)).json()).toEqual({ code: 200, message: 'Item Deleted' });
      expect(await stored(row.id)).toBeUndefined();
      expect(
        await t.database.db.select().from(orderExtraPackages).where(eq(orderExtraPackages.order_id, row.id)),
      ).toEqual([]);
      expect((await remove(row.id)).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: '/api/orders/delete/abc' })).statusCode).toBe(404);
    });

    it('refuses to delete an order that another order upgrades (409), keeping both', async () => {
      const previous = await createOrder(t, basePayload(c));
      const upgrade = await createOrder(t, basePayload(c, { id_order: previous.id }));
      const refused = await remove(previous.id);
      expect(refused.json()).toEqual({
        code: 409,
        message: `Order ini sudah di-upgrade oleh order ${upgrade.invoice_number} dan tidak dapat dihapus.`,
      });
      expect(await stored(previous.id)).toBeTruthy();
      // Once the upgrade is gone, the previous order can go too.
      expect((await remove(upgrade.id)).statusCode).toBe(200);
      expect((await remove(previous.id)).statusCode).toBe(200);
    });
  });
});
