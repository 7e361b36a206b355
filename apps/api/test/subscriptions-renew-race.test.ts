// Two renewals of one order racing (issue 32: "two renewals racing make one order"), on PostgreSQL with real
// concurrency: each renewal holds the renewed order FOR UPDATE, so the later one's pricing select sees the first
// and is refused with 409 naming it; and should a second live renewal ever reach the table, the unique index
// orders_one_renewal refuses it and the store answers the same 409 (write-errors.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { mappingWriteErrors } from '../src/orders/write/write-errors.ts';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';

describe('racing renewals of one order', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const liveRenewals = (id: number) =>
    t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id_order, id), eq(orders.is_auto_order, 1), eq(orders.is_canceled, 0)));

  it('makes exactly one renewal of ten concurrent ones (renew route and store mixed); the others are 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const renewed = await createOrder(t, basePayload(c, { remarks: `race ${round}` }));
      const attempts = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? t.request({
                method: 'POST',
                url: '/api/subscriptions/renew',
                payload: { orders: [renewed.id] },
              })
            : storeOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 })),
        ),
      );
      const statuses = attempts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
      const made = await liveRenewals(renewed.id);
      expect(made).toHaveLength(1);
      for (const refused of attempts.filter((response) => response.statusCode === 409))
        expect(refused.json().message).toBe(
          `Order ${renewed.invoice_number} sudah diperpanjang oleh ${made[0]!.invoice_number}.`,
        );
    }
  });

  it('answers a second live renewal refused by orders_one_renewal with the same 409', async () => {
    const renewed = await createOrder(t, basePayload(c, { remarks: 'index' }));
    const renewal = await createOrder(t, basePayload(c, { id_order: renewed.id, is_auto_order: 1 }));
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, renewal.id));
    const { id: _id, invoice_number: _number, ...copy } = stored!;
    const attempt = mappingWriteErrors(t.database.db, { id_order: renewed.id }, () =>
      t.database.db.insert(orders).values({ ...copy, invoice_number: 'INV/TEST/DUP/0001' }),
    );
    const refused = await attempt.then(
      () => null,
      (error: { statusCode: number; message: string }) => error,
    );
    expect([refused?.statusCode, refused?.message]).toEqual([
      409,
      `Order ${renewed.invoice_number} sudah diperpanjang oleh ${renewal.invoice_number}.`,
    ]);
    expect(await liveRenewals(renewed.id)).toHaveLength(1);
  });
});
