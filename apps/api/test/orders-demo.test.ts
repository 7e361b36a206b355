import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@tagih/db';
import { seedOrdersDemo } from '../src/seed/demo-orders.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';

describe('seedOrdersDemo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('adds nothing when there is no catalogue yet', async () => {
    await seedOrdersDemo(t.database.db);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('places 15 priced orders over the last months: 6 paid, 1 cancelled, 1 prorated upgrade', async () => {
    await seedOrderCatalogue(t.database.db);
    await seedOrdersDemo(t.database.db);
    const rows = await t.database.db.select().from(orders);
    expect(rows).toHaveLength(15);
    expect(rows.filter((row) => row.status === 1)).toHaveLength(6);
    expect(rows.filter((row) => row.is_canceled === 1)).toHaveLength(1);
    const upgrades = rows.filter((row) => row.id_order !== null);
    expect(upgrades).toHaveLength(1);
    expect(BigInt(upgrades[0]!.total_prorate)).toBeGreaterThan(0n);
    expect(new Set(rows.map((row) => row.invoice_number)).size).toBe(15);
    expect(rows.every((row) => BigInt(row.total_price) > 0n)).toBe(true);
    // The list answers with them (every row passes the response schema).
    const list = await t.request({ method: 'GET', url: '/api/orders' });
    expect(list.json().meta.total).toBe(15);
  });
});
