import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, seedOrderCatalogue, storeOrder, type OrderCatalogue } from './orders-fixtures.ts';

const today = todayInJakarta();
const number = (seq: number) =>
  `INV/${today.slice(0, 4)}/${today.slice(5, 7)}/${String(seq).padStart(4, '0')}`;

describe('invoice numbers under concurrent stores', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('50 concurrent stores get 50 distinct, consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        storeOrder(t, basePayload(c, { extra_package: [{ id_extra_package: c.onsite.id }] })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const numbers = responses.map((r) => r.json().data.invoice_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => number(i + 1)));
  });

  it('failed stores mixed in leave no hole: 20 good and 20 refused (expired voucher) give the next 20 numbers', async () => {
    const payloads = Array.from({ length: 40 }, (_, i) =>
      basePayload(c, i % 2 === 0 ? {} : { id_master_diskon: c.v.expired.id }),
    );
    const responses = await Promise.all(payloads.map((payload) => storeOrder(t, payload)));
    const good = responses.filter((r) => r.statusCode === 200);
    expect(good).toHaveLength(20);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(20);
    const numbers = good.map((r) => r.json().data.invoice_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => number(51 + i)));
    const [stored] = await t.database.db.select({ n: count() }).from(orders);
    expect(Number(stored?.n)).toBe(70);
    expect((await t.request({ method: 'GET', url: '/api/orders/get_invoice_number' })).json().data).toBe(
      number(71),
    );
  });
});
