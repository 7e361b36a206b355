// The subscriptions table of migration 0024 (issue 32): one row per chain of orders, kept by triggers from the
// chain's current order (its latest order not cancelled), whatever writes the orders; and the SQL monthly value
// the triggers store agrees with the domain's monthlyValue to the rupiah.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyValue } from '@tagih/domain/subscriptions';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

interface SubscriptionRow {
  id: number;
  id_company: number;
  id_order: number;
  invoice_number: string;
  product: string;
  start_period: string;
  end_period: string;
  monthly_value: string;
  is_renewal: boolean;
}

describe('subscriptions kept from the chains of orders', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const subscriptionsOf = (company: number) =>
    queryRows<SubscriptionRow>(
      t.database.db,
      sql`select id, id_company, id_order, invoice_number, product, start_period::text, end_period::text,
        monthly_value::text, is_renewal from subscriptions where id_company = ${company} order by id`,
    );
  const chainOf = async (id: number) =>
    (
      await queryRows<{ id_subscription: number }>(
        t.database.db,
        sql`select id_subscription from orders where id = ${id}`,
      )
    )[0]?.id_subscription;

  it('a new order opens a chain; its upgrade becomes current; cancelling the upgrade gives it back', async () => {
    // Tagih Pro 1,000,000 + 10 users 100,000 a month, for 12 months: 13,200,000, 1,100,000 a month.
    const first = await createOrder(t, basePayload(c, { total_month: 12 }));
    expect(await chainOf(first.id)).toBe(first.id);
    expect(await subscriptionsOf(c.maju.id_company)).toEqual([
      expect.objectContaining({
        id: first.id,
        id_order: first.id,
        invoice_number: first.invoice_number,
        product: 'Tagih Pro',
        monthly_value: '1100000',
        is_renewal: false,
      }),
    ]);

    // The upgrade to 2 x 10 users: its package is 1,200,000 a month (Total Harga / total_month).
    const upgrade = await createOrder(
      t,
      basePayload(c, { id_order: first.id, qty_user_package: 2, total_month: 12 }),
    );
    expect(await chainOf(upgrade.id)).toBe(first.id);
    const [current] = await subscriptionsOf(c.maju.id_company);
    expect(current).toMatchObject({ id: first.id, id_order: upgrade.id, monthly_value: '1200000' });

    const cancel = await t.request({
      method: 'POST',
      url: '/api/orders/cancel_order',
      payload: { order: upgrade.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await subscriptionsOf(c.maju.id_company)).toEqual([
      expect.objectContaining({ id: first.id, id_order: first.id, monthly_value: '1100000' }),
    ]);
  });

  it('a renewal (is_auto_order 1 naming the order) continues the chain; a void of a lone order ends its row', async () => {
    const company = c.sinar.id_company;
    const first = await createOrder(t, basePayload(c, { id_company: company, total_month: 1 }));
    await t.database.db.execute(
      sql`insert into orders (id_company, id_order, invoice_number, start_period, end_period, total_month,
        is_auto_order, packages, id_product_item, id_user_package, total_price)
        select id_company, id, 'INV/TEST/RENEW/1', end_period + 1, end_period + 30, 3, 1, packages,
          id_product_item, id_user_package, 3300001 from orders where id = ${first.id}`,
    );
    const [renewed] = await subscriptionsOf(company);
    // 3,300,001 over 3 months = 1,100,000.33: 1,100,000.
    expect(renewed).toMatchObject({
      id: first.id,
      invoice_number: 'INV/TEST/RENEW/1',
      monthly_value: '1100000',
      is_renewal: true,
    });

    const lone = await createOrder(t, basePayload(c, { id_company: company }));
    expect((await subscriptionsOf(company)).map((row) => row.id)).toEqual([first.id, lone.id]);
    const voided = await t.request({ method: 'DELETE', url: `/api/orders/delete/${lone.id}` });
    expect(voided.statusCode).toBe(200);
    expect((await subscriptionsOf(company)).map((row) => row.id)).toEqual([first.id]);
  });

  it("the SQL monthly value is the domain's, half up, exact past 2^53", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 120 }),
        async (total, months) => {
          const [row] = await queryRows<{ value: string }>(
            t.database.db,
            sql`select subscription_monthly_value(${total.toString()}::bigint, ${months})::text as value`,
          );
          expect(BigInt(row!.value)).toBe(monthlyValue(total, months));
        },
      ),
      { numRuns: 200 },
    );
    const [half] = await queryRows<{ value: string }>(
      t.database.db,
      sql`select subscription_monthly_value(5, 2)::text as value`,
    );
    expect(half!.value).toBe('3'); // 2.5 -> 3
  });
});
