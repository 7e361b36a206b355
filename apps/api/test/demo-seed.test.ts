// The start command's demo data, end to end: every part seeds through the real repositories in order, and the
// result is a console with something on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  companies,
  extraPackages,
  orders,
  productItems,
  releaseNotes,
  vouchers,
  clientUsers,
} from '@tagih/db';
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

  it('lists the demo orders through the API', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/orders?page=1' })).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.meta.total).toBeGreaterThanOrEqual(list.data.length);
  });
});
