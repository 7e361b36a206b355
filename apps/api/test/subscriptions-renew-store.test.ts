// A renewal through the one store path (issue 32, decisions.md "Subscriptions"): `POST /orders/store` with
// is_auto_order 1 and id_order renews that order, not upgrades it: priced at today's catalogue like a new order
// (a voucher sent still applies), no proration, running its own months from the day after the renewed order's
// end. The renewed order names its renewal (`renewed_by`), is no longer an upgrade's (`upgraded_by` null),
// cannot be renewed twice (409), nor upgraded (422 naming the renewal), and leaves 'Select Order'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, endPeriodOf } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  movePeriod,
  orderTableCounts,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';

describe('renewal through POST /orders/store', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const show = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data;

  it('prices it as a new order with the voucher sent, from the day after the renewed end, for its own months', async () => {
    const renewed = await createOrder(t, basePayload(c, { total_month: 12 }));
    await movePeriod(t.database.db, renewed.id, '2026-01-01', '2026-12-31');
    // 3 months: product 1.000.000 x 3 + 10 users 100.000 x 3 = 3.300.000; ORDER105 ('10|5') takes 10%
    // (330.000, leaving 2.970.000) then 5% of that (148.500): 478.500 off, 2.821.500.
    const renewal = await createOrder(
      t,
      basePayload(c, {
        id_order: renewed.id,
        is_auto_order: 1,
        total_month: 3,
        id_master_diskon: c.v.order.id,
      }),
    );
    expect(renewal).toMatchObject({
      is_auto_order: 1,
      id_order: renewed.id,
      start_period: '2027-01-01',
      end_period: endPeriodOf('2027-01-01', 3),
      voucher_discount: '478500',
      total_price: '2821500',
      previous_total: '0',
      total_prorate: '0',
      sisa_bayar: '0',
      amount_due: '2821500',
    });
    expect(await show(renewed.id)).toMatchObject({
      upgraded_by: null,
      upgraded_by_invoice: null,
      renewed_by: renewal.id,
      renewed_by_invoice: renewal.invoice_number,
    });
    expect(await show(renewal.id)).toMatchObject({ renewed_by: null, upgraded_by: null });

    // Renewed already: 409 naming the renewal, nothing stored.
    const before = await orderTableCounts(t);
    const again = await storeOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Order ${renewed.invoice_number} sudah diperpanjang oleh ${renewal.invoice_number}.`,
    );
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('edits a renewal in place: re-priced, its period and its renewed order kept; the list rows name it', async () => {
    const renewed = await createOrder(t, basePayload(c, { total_month: 2, remarks: 'edit' }));
    const renewal = await createOrder(
      t,
      basePayload(c, { id_order: renewed.id, is_auto_order: 1, total_month: 2 }),
    );
    const response = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${renewal.id}`,
      payload: basePayload(c, {
        id_order: renewed.id,
        is_auto_order: 1,
        total_month: 2,
        qty_user_package: 3,
        updated_at: renewal.updated_at,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    // Product 1.000.000 x 2 + users 100.000 x 3 x 2 = 2.600.000 (the first test raised no price).
    expect(response.json().data).toMatchObject({
      start_period: renewal.start_period,
      end_period: renewal.end_period,
      total_price: '2600000',
      sisa_bayar: '0',
    });
    const page = (await t.request({ method: 'GET', url: '/api/orders?page=1' })).json().data as Array<{
      id: number;
      renewed_by_invoice: string | null;
    }>;
    expect(page.find((row) => row.id === renewed.id)?.renewed_by_invoice).toBe(renewal.invoice_number);
  });

  it('refuses an upgrade of a renewed order (422 naming the renewal) and leaves it out of Select Order', async () => {
    const renewed = await createOrder(t, basePayload(c, { total_month: 12, remarks: 'running' }));
    const renewal = await createOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 }));
    expect(renewal.start_period).toBe(addDays(String(renewed.end_period), 1));
    const upgrade = await storeOrder(t, basePayload(c, { id_order: renewed.id, qty_user_package: 2 }));
    expect(upgrade.statusCode).toBe(422);
    expect(upgrade.json().errors.id_order).toEqual([
      `Order sebelumnya sudah diperpanjang oleh ${renewal.invoice_number}; upgrade ${renewal.invoice_number} sebagai gantinya.`,
    ]);
    const offered = (
      await t.request({
        method: 'POST',
        url: '/api/orders/search',
        payload: { id_company: c.maju.id_company },
      })
    ).json().data as Array<{ id: number }>;
    expect(offered.map((row) => row.id)).not.toContain(renewed.id);
  });

  it('keeps a renewed order from being voided; cancelling its renewal lets it be renewed again', async () => {
    const renewed = await createOrder(t, basePayload(c, { remarks: 'void' }));
    const renewal = await createOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 }));
    const voided = await t.request({ method: 'DELETE', url: `/api/orders/delete/${renewed.id}` });
    expect([voided.statusCode, voided.json().message]).toEqual([
      409,
      `Order ini sudah diperpanjang oleh order ${renewal.invoice_number} dan tidak dapat dihapus.`,
    ]);
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: renewal.id } });
    expect(await show(renewed.id)).toMatchObject({ renewed_by: null, renewed_by_invoice: null });
    const again = await createOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 }));
    expect(await show(renewed.id)).toMatchObject({ renewed_by: again.id });
  });
});
