import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { addDays, addMonths, daysBetween, todayInJakarta } from '@tagih/domain/dates';
import { prorateUpgrade } from '@tagih/domain/proration';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  movePeriod,
  seedOrderCatalogue,
  storeOrder,
  storeOrderOn,
  type OrderCatalogue,
} from './orders-fixtures.ts';

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b; // a >= 0

describe('upgrades: proration from the previous order', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('on fixed days: a 12-month order from 2026-01-01 upgraded on 2026-07-01', async () => {
    const db = t.database.db;
    // Previous: Tagih Pro 12 months (12.000.000) + 10 users x 1 x 12 (1.200.000) + storage x 1 x 12 (600.000) = 13.800.000
    const previous = await storeOrderOn(
      t,
      c,
      { total_month: 12, id_storage_package: c.storage50.id },
      '2026-01-01',
    );
    expect(previous.row).toMatchObject({
      start_period: '2026-01-01',
      end_period: '2026-12-31',
      total_price: '13800000',
      invoice_number: 'INV/2026/01/0001',
    });

    // Upgrade to 3 x 10 users and 2 storages on 2026-07-01:
    // new total (full 12 months) = 12.000.000 + 100.000 x 3 x 12 (3.600.000) + 50.000 x 2 x 12 (1.200.000) = 16.800.000
    // used = 2026-07-01 - 2026-01-01 = 181 days; remaining = 2027-01-01 - 2026-07-01 = 184; total days = 365
    // old prorate   = ceil(13.800.000 x 181 / 365) = ceil(6.843.287,67) = 6.843.288
    // total prorate = ceil(16.800.000 x 184 / 365) + 6.843.288 = ceil(8.469.041,10) + 6.843.288 = 8.469.042 + 6.843.288 = 15.312.330
    // sisa bayar    = 15.312.330 - 13.800.000 = 1.512.330
    const upgrade = await storeOrderOn(
      t,
      c,
      {
        id_order: previous.row.id,
        total_month: 12,
        qty_user_package: 3,
        id_storage_package: c.storage50.id,
        qty_storage_package: 2,
      },
      '2026-07-01',
    );
    expect(upgrade.row).toMatchObject({
      id_order: previous.row.id,
      start_period: '2026-07-01',
      end_period: '2026-12-31',
      total_user: 30,
      total_price: '16800000',
      previous_total: '13800000',
      total_prorate: '15312330',
      sisa_bayar: '1512330',
      invoice_number: 'INV/2026/07/0001',
    });
    // The previous order is kept unchanged as history.
    const [kept] = await db.select().from(orders).where(eq(orders.id, previous.row.id));
    expect(kept).toMatchObject({
      start_period: '2026-01-01',
      end_period: '2026-12-31',
      total_price: '13800000',
      is_canceled: 0,
    });
  });

  it("through the API today, with the previous order's dates moved back in the database", async () => {
    const today = todayInJakarta();
    const previous = await createOrder(t, basePayload(c, { total_month: 12 })); // 12.000.000 + 1.200.000 = 13.200.000
    const start = addDays(today, -40);
    const end = addDays(addMonths(start, 12), -1);
    await movePeriod(t.database.db, previous.id, start, end);

    const response = await storeOrder(
      t,
      basePayload(c, { id_order: previous.id, total_month: 12, qty_user_package: 2 }),
    );
    expect(response.statusCode).toBe(200);
    // used = 40 days, remaining = (end + 1) - today, total = start + 12 months - start; new total = 12.000.000 + 2.400.000 = 14.400.000
    const used = 40n;
    const remaining = BigInt(daysBetween(today, addDays(end, 1)));
    const totalDays = BigInt(daysBetween(start, addMonths(start, 12)));
    expect(used + remaining).toBe(totalDays);
    const oldProrate = ceilDiv(13_200_000n * used, totalDays);
    const totalProrate = ceilDiv(14_400_000n * remaining, totalDays) + oldProrate;
    expect(response.json().data).toMatchObject({
      start_period: today,
      end_period: end,
      total_price: '14400000',
      previous_total: '13200000',
      total_prorate: String(totalProrate),
      sisa_bayar: String(totalProrate - 13_200_000n),
    });
    // The server stores what the shared proration computes from the previous order's stored figures.
    const figures = prorateUpgrade({
      previous: { start_period: start, end_period: end, total_month: 12, total_price: 13_200_000n },
      today,
      newLines: [
        { key: 'product', amount: 12_000_000n },
        { key: 'user_package', amount: 2_400_000n },
      ],
      orderDiscount: 0n,
    });
    expect(response.json().data.total_prorate).toBe(String(figures.total_prorate));
    expect(response.json().data.sisa_bayar).toBe(String(figures.sisa_bayar));
    // Search lists the company's running orders, newest first, for 'Select Order': the upgrade, not the order
    // it superseded.
    const found = (
      await t.request({
        method: 'POST',
        url: '/api/orders/search',
        payload: { id_company: c.maju.id_company },
      })
    ).json().data as { id: number }[];
    expect(found[0]!.id).toBe(response.json().data.id);
    expect(found.map((row) => row.id)).not.toContain(previous.id);
  });

  it('credits what the previous order billed: its total_price after its order-level voucher', async () => {
    // Previous on 2026-02-01, 12 months: 12.000.000 + 1.200.000 = 13.200.000 less ORDER105 (10% then 5%):
    // d1 = 1.320.000, d2 = round(11.880.000 x 5 / 100) = 594.000; total_price = 13.200.000 - 1.914.000 = 11.286.000
    const previous = await storeOrderOn(
      t,
      c,
      { total_month: 12, id_master_diskon: c.v.order.id },
      '2026-01-01',
    );
    expect(previous.row).toMatchObject({ voucher_discount: '1914000', total_price: '11286000' });
    // Upgrade on 2026-07-01 to 2 x 10 users: new total 12.000.000 + 2.400.000 = 14.400.000; used 181, remaining 184 of 365
    // old prorate = ceil(11.286.000 x 181 / 365) = ceil(5.596.619,18) = 5.596.620
    // new package = ceil(14.400.000 x 184 / 365) = ceil(7.259.178,08) = 7.259.179
    // total prorate = 12.855.799; sisa bayar = 12.855.799 - 11.286.000 = 1.569.799 (the old sum of lines, 13.200.000, would credit 1.914.000 never paid)
    const upgrade = await storeOrderOn(
      t,
      c,
      { id_order: previous.row.id, total_month: 12, qty_user_package: 2 },
      '2026-07-01',
    );
    expect(upgrade.row).toMatchObject({
      total_price: '14400000',
      previous_total: '11286000',
      total_prorate: '12855799',
      sisa_bayar: '1569799',
    });
  });

  it('refuses an order that has ended as the previous order (422 under id_order), storing nothing', async () => {
    const today = todayInJakarta();
    const previous = await createOrder(t, basePayload(c));
    await movePeriod(t.database.db, previous.id, addDays(today, -62), addDays(today, -1));
    const count = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await count();
    const refused = await storeOrder(t, basePayload(c, { id_order: previous.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      id_order: ['Order sebelumnya sudah berakhir; pilih order yang masih berjalan.'],
    });
    expect(await count()).toBe(before);
    // Its last day is still running: end_period = today is accepted.
    await movePeriod(t.database.db, previous.id, addDays(today, -30), today);
    expect((await storeOrder(t, basePayload(c, { id_order: previous.id }))).statusCode).toBe(200);
  });

  it("refuses another company's order and a cancelled one as the previous order", async () => {
    const theirs = await createOrder(t, basePayload(c, { id_company: c.sinar.id_company }));
    const other = await storeOrder(t, basePayload(c, { id_order: theirs.id }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ id_order: ['Order sebelumnya bukan milik perusahaan ini.'] });

    const cancelled = await createOrder(t, basePayload(c));
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
    const refused = await storeOrder(t, basePayload(c, { id_order: cancelled.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id_order: ['Order sebelumnya sudah dibatalkan.'] });
  });

  it("offers in 'Select Order' only the company's running orders, and refuses an ended one on update", async () => {
    const db = t.database.db;
    const today = todayInJakarta();
    const ended = await createOrder(t, basePayload(c, { remarks: 'ended' }));
    await movePeriod(db, ended.id, addDays(today, -90), addDays(today, -60));
    const future = await createOrder(t, basePayload(c, { remarks: 'future' }));
    await movePeriod(db, future.id, addDays(today, 5), addDays(today, 30));
    const cancelled = await createOrder(t, basePayload(c));
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
    const running = await createOrder(t, basePayload(c));

    const found = (
      await t.request({
        method: 'POST',
        url: '/api/orders/search',
        payload: { id_company: c.maju.id_company },
      })
    ).json().data as { id: number; start_period: string; end_period: string; is_canceled: number }[];
    const ids = found.map((row) => row.id);
    expect(ids).toContain(running.id);
    for (const id of [ended.id, future.id, cancelled.id]) expect(ids).not.toContain(id);
    for (const row of found) {
      expect(row.is_canceled).toBe(0);
      expect(row.start_period <= today && today <= row.end_period).toBe(true);
    }

    // An upgrade of the running order, then pointed at the ended one: refused, unchanged.
    const upgrade = await createOrder(t, basePayload(c, { id_order: running.id, remarks: 'upgrade' }));
    const moved = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${upgrade.id}`,
      payload: basePayload(c, { id_order: ended.id, updated_at: upgrade.updated_at }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      id_order: ['Order sebelumnya sudah berakhir; pilih order yang masih berjalan.'],
    });
    const [kept] = await db.select().from(orders).where(eq(orders.id, upgrade.id));
    expect(kept?.id_order).toBe(running.id);
  });
});
