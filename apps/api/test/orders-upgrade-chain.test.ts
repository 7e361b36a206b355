// The upgrade chain (issue 27): an upgraded order is superseded. Every order answer names the order that
// upgraded it (`upgraded_by`, `upgraded_by_invoice`); it cannot be the previous order of another upgrade (422
// under id_order naming the upgrade, on store and on update), not even when two upgrades race; 'Select Order'
// leaves it out; cancelling or voiding the upgrade re-opens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';

type Row = {
  id: number;
  invoice_number: string;
  upgraded_by: number | null;
  upgraded_by_invoice: string | null;
};

describe('upgrades: the chain of superseded orders', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const show = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data as Row;
  const selectable = async () =>
    (
      (
        await t.request({
          method: 'POST',
          url: '/api/orders/search',
          payload: { id_company: c.maju.id_company },
        })
      ).json().data as Row[]
    ).map((row) => row.id);
  const listed = async (query: string) =>
    (await t.request({ method: 'GET', url: `/api/orders?${query}` })).json().data as Row[];
  const upgradesOf = async (id: number) =>
    Number((await t.database.db.select({ n: count() }).from(orders).where(eq(orders.id_order, id)))[0]?.n);

  it('names the upgrade on show, list rows (page 1, search, sorted) and search; the upgrade itself has none', async () => {
    const previous = await createOrder(t, basePayload(c, { remarks: 'chain-answers' }));
    expect(previous).toMatchObject({ upgraded_by: null, upgraded_by_invoice: null });
    const upgrade = await createOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 2 }));
    const expected = { upgraded_by: upgrade.id, upgraded_by_invoice: upgrade.invoice_number };

    expect(await show(previous.id)).toMatchObject(expected);
    expect(await show(upgrade.id)).toMatchObject({ upgraded_by: null, upgraded_by_invoice: null });
    for (const query of [
      'page=1',
      `search=${encodeURIComponent(previous.invoice_number)}`,
      'sort=invoice_number&dir=desc',
      `upgrade=0&id_company=${c.maju.id_company}`,
    ]) {
      const row = (await listed(query)).find((r) => r.id === previous.id);
      expect(row, query).toMatchObject(expected);
    }
    // The export names it too, in its 'Di-upgrade ke' column.
    const csv = (
      await t.request({ method: 'GET', url: '/api/orders/export?sort=invoice_number&dir=asc' })
    ).rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const column = csv[0]!.split(',').indexOf('Di-upgrade ke');
    const exported = csv.find((line) => line.includes(previous.invoice_number))!.split(',');
    expect(exported[column]).toBe(upgrade.invoice_number);
    // 'Select Order' offers the upgrade, never the order it superseded.
    const offered = await selectable();
    expect(offered).toContain(upgrade.id);
    expect(offered).not.toContain(previous.id);
  });

  it('refuses a superseded order as the previous order on store and on update, naming the upgrade, changing nothing', async () => {
    const previous = await createOrder(t, basePayload(c));
    const upgrade = await createOrder(t, basePayload(c, { id_order: previous.id }));
    const message = `Order sebelumnya sudah di-upgrade ke ${upgrade.invoice_number}; pilih ${upgrade.invoice_number} sebagai order sebelumnya.`;

    const second = await storeOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 3 }));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ id_order: [message] });
    expect(await upgradesOf(previous.id)).toBe(1);

    // Another order pointed at the superseded one by an edit: refused, unchanged.
    const other = await createOrder(t, basePayload(c, { remarks: 'other' }));
    const moved = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${other.id}`,
      payload: basePayload(c, { id_order: previous.id, updated_at: other.updated_at }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ id_order: [message] });
    expect((await show(other.id)).id).toBe(other.id);
    expect(await upgradesOf(previous.id)).toBe(1);

    // The upgrade itself may still be edited: it is the one that upgrades its previous order.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${upgrade.id}`,
      payload: basePayload(c, { id_order: previous.id, qty_user_package: 2, updated_at: upgrade.updated_at }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The chain goes on from the upgrade.
    expect((await storeOrder(t, basePayload(c, { id_order: upgrade.id }))).statusCode).toBe(200);
  });

  it('stores exactly one of two upgrades of one order sent at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const previous = await createOrder(t, basePayload(c, { remarks: `race ${round}` }));
      const responses = await Promise.all([
        storeOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 2 })),
        storeOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 3 })),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 422]);
      const stored = responses.find((response) => response.statusCode === 200)!.json().data as Row;
      const refused = responses.find((response) => response.statusCode === 422)!.json();
      expect(refused.errors.id_order).toEqual([
        `Order sebelumnya sudah di-upgrade ke ${stored.invoice_number}; pilih ${stored.invoice_number} sebagai order sebelumnya.`,
      ]);
      expect(await upgradesOf(previous.id)).toBe(1);
      expect((await show(previous.id)).upgraded_by).toBe(stored.id);
    }
  });

  it('re-opens the previous order once its upgrade is cancelled, or voided', async () => {
    const previous = await createOrder(t, basePayload(c, { remarks: 'reopen' }));
    const cancelled = await createOrder(t, basePayload(c, { id_order: previous.id }));
    const cancel = await t.request({
      method: 'POST',
      url: '/api/orders/cancel_order',
      payload: { order: cancelled.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await show(previous.id)).toMatchObject({ upgraded_by: null, upgraded_by_invoice: null });
    expect(await selectable()).toContain(previous.id);

    const voided = await createOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 2 }));
    expect((await show(previous.id)).upgraded_by).toBe(voided.id);
    const deleted = await t.request({ method: 'DELETE', url: `/api/orders/delete/${voided.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await show(previous.id)).upgraded_by).toBeNull();

    const again = await storeOrder(t, basePayload(c, { id_order: previous.id, qty_user_package: 3 }));
    expect(again.statusCode, again.body).toBe(200);
    expect((await show(previous.id)).upgraded_by).toBe(again.json().data.id);
    expect(await selectable()).not.toContain(previous.id);
  });
});
