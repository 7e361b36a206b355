// What the 'Langganan' list's test files share (issue 32): an app on a fixed clock (today 2026-06-15 in WIB) and
// chains of orders whose current periods stand at each status and each boundary of it, made through the API and
// moved to their periods (the triggers keep the subscriptions rows), one renewed through POST /subscriptions/renew
// and one cancelled.
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import type { SubscriptionRow } from '@tagih/domain/schemas/subscription';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  movePeriod,
  seedOrderCatalogue,
  type OrderCatalogue,
} from './orders-fixtures.ts';

/** Noon in Jakarta on 2026-06-15. */
export const NOW = new Date('2026-06-15T05:00:00Z');
export const TODAY = '2026-06-15';

export async function subscriptionScenario() {
  const t: TestContext = await createTestContext({}, { now: () => NOW });
  const c: OrderCatalogue = await seedOrderCatalogue(t.database.db);
  const maju = c.maju.id_company;
  const sinar = c.sinar.id_company;
  await t.database.db.update(companies).set({ auto_renew: true }).where(eq(companies.id_company, maju));
  const made = async (over: Record<string, unknown>, start: string, end: string) => {
    const order = await createOrder(t, basePayload(c, over));
    await movePeriod(t.database.db, order.id, start, end);
    return order;
  };
  // Maju, Tagih Pro 12 months: 12 x 1.100.000 = 13.200.000, 1.100.000 a month; ends in 199 days.
  const active = await made({ total_month: 12 }, '2026-01-01', '2026-12-31');
  // Maju, Tagih Flex 1 month, ends in 15 days.
  const ending = await made({ id_product_item: c.flex.id }, '2026-06-01', '2026-06-30');
  // Sinar: ended in March.
  const ended = await made({ id_company: sinar }, '2026-01-01', '2026-03-31');
  // Sinar, Tagih Flex: ends today, then renewed: the renewal starts tomorrow.
  const renewedOrder = await made(
    { id_company: sinar, id_product_item: c.flex.id },
    '2026-05-16',
    '2026-06-15',
  );
  const renew = await t.request({
    method: 'POST',
    url: '/api/subscriptions/renew',
    payload: { orders: [renewedOrder.id] },
  });
  if (renew.statusCode !== 200) throw new Error(`renew ${renew.statusCode} ${renew.body}`);
  const renewal = renew.json().data.results[0].renewal as { id: number; invoice_number: string };
  // The boundaries: ends today (ending, 0 days left), in exactly 30 days (ending), in 31 days (active),
  // yesterday (ended), starts tomorrow without being a renewal (renewed: not started yet).
  const endsToday = await made({}, '2026-05-16', '2026-06-15');
  const endsIn30 = await made({}, '2026-06-01', '2026-07-15');
  const endsIn31 = await made({}, '2026-06-01', '2026-07-16');
  const endedYesterday = await made({ id_company: sinar }, '2026-05-15', '2026-06-14');
  const startsTomorrow = await made({ id_company: sinar }, '2026-06-16', '2026-07-15');
  // A cancelled order's chain has no current order: it is not listed.
  const cancelled = await made({ id_company: sinar }, '2026-06-01', '2026-06-30');
  await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
  return {
    t,
    c,
    maju,
    sinar,
    ids: {
      active: active.id,
      ending: ending.id,
      ended: ended.id,
      renewedChain: renewedOrder.id,
      endsToday: endsToday.id,
      endsIn30: endsIn30.id,
      endsIn31: endsIn31.id,
      endedYesterday: endedYesterday.id,
      startsTomorrow: startsTomorrow.id,
      cancelled: cancelled.id,
    },
    renewal,
  };
}
export type SubscriptionScenario = Awaited<ReturnType<typeof subscriptionScenario>>;

/** Every row of the list for `query`, page after page. */
export async function listedRows(t: TestContext, query: string): Promise<SubscriptionRow[]> {
  const rows: SubscriptionRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.request({ method: 'GET', url: `/api/subscriptions?${query}&page=${page}` });
    if (response.statusCode !== 200) throw new Error(`list ${response.statusCode} ${response.body}`);
    const body = response.json();
    rows.push(...(body.data as SubscriptionRow[]));
    if (page >= body.meta.last_page) return rows;
  }
}

export const chainIds = (rows: SubscriptionRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);
