// The start command's demo data, end to end: every part seeds through the real repositories in order, and the
// result is a console with something on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  companies,
  extraPackages,
  orders,
  payments,
  productItems,
  releaseNotes,
  vouchers,
  clientUsers,
} from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe('demo seed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('fills every part of the console', async () => {
    const counted = async (
      table:
        | typeof companies
        | typeof clientUsers
        | typeof extraPackages
        | typeof productItems
        | typeof vouchers
        | typeof orders
        | typeof releaseNotes,
    ) => Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
    for (const table of [
      companies,
      clientUsers,
      extraPackages,
      productItems,
      vouchers,
      orders,
      releaseNotes,
    ]) {
      expect(await counted(table)).toBeGreaterThan(0);
    }
  });

  it('prices demo orders as the API does: every total equals its lines minus the order voucher', async () => {
    const rows = await t.database.db.select().from(orders);
    for (const order of rows) {
      const lines = [
        order.price_product_item,
        order.price_user_package,
        order.price_storage_package,
        order.price_extra_package,
      ].reduce((sum, v) => sum + BigInt(v), 0n);
      expect(BigInt(order.total_price)).toBe(lines - BigInt(order.voucher_discount));
    }
  });

  it('records a payment for every order it marks paid, so each paid order owes nothing', async () => {
    const paid = await t.database.db.select().from(orders).where(eq(orders.status, 1));
    expect(paid).toHaveLength(6);
    for (const order of paid) {
      // Demo paid orders are new orders without PPN: their invoice asks for Total Harga.
      expect([order.id_order, order.total_with_ppn]).toEqual([null, null]);
      const booked = await t.database.db.select().from(payments).where(eq(payments.order_id, order.id));
      expect(booked.map((row) => row.kind)).toEqual(['publish']);
      expect(booked.reduce((sum, row) => sum + BigInt(row.amount), 0n)).toBe(BigInt(order.total_price));
      // Received 5 days after the invoice, the day the order was marked paid.
      expect(booked[0]!.received_on).toBe(addDays(todayInJakarta(order.created_on), 5));
      expect(todayInJakarta(order.paid_at!)).toBe(booked[0]!.received_on);
      const shown = (await t.request({ method: 'GET', url: `/api/orders/${order.id}` })).json().data;
      expect(shown).toMatchObject({ status: 1, balance_due: '0' });
    }
  });

  it('lists the demo orders through the API', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/orders?page=1' })).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.meta.total).toBeGreaterThanOrEqual(list.data.length);
  });
});
