// The order list's totals and pages as they are computed at scale (orders-list.ts, docs/performance.md): the
// per-month counts the triggers keep, the pages that start inside a month, the search total counted up to
// the cap and estimated (and flagged) past it. Every answer is compared with a plain count and OFFSET query.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { SEARCH_COUNT_CAP } from '../src/repositories/capped-count.ts';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';

describe('order list totals and pages', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
  const exactCount = async () =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n);
  const list = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/orders?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: Array<{ id: number; image_payment_proof?: string | null }>;
      meta: { total: number; last_page: number; total_estimated?: boolean };
    };
  };
  /** Inserts `count` orders of PT Maju Jaya Abadi straight into the table, one a day back from `daysAgo`. */
  const insertOrders = (count: number, daysAgo: number, packages = 'Tagih Pro') =>
    t.database.db.execute(sql`
      insert into orders (id_company, invoice_number, start_period, end_period, created_on, packages, id_product_item, id_user_package)
      select ${c.maju.id_company}, 'IMP/' || ${daysAgo}::int || '/' || n, current_date, current_date, now() - (${daysAgo}::int + n) * interval '1 day',
             ${packages}, ${c.pro.id}, ${c.users10.id}
      from generate_series(1, ${count}::int) n`);

  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('keeps meta.total equal to the orders there are through stores, refused stores, deletes and direct SQL', async () => {
    expect((await list('page=1')).meta.total).toBe(0);
    const first = await createOrder(t, basePayload(c));
    await createOrder(t, basePayload(c));
    expect((await storeOrder(t, basePayload(c, { id_master_diskon: c.v.expired.id }))).statusCode).toBe(422);
    expect((await list('page=1')).meta.total).toBe(2);
    expect((await t.request({ method: 'DELETE', url: `/api/orders/delete/${first.id}` })).statusCode).toBe(
      200,
    );
    await insertOrders(70, 0);
    await t.database.db.execute(sql`delete from orders where invoice_number like 'IMP/0/1_'`);
    await t.database.db.execute(
      sql`update orders set created_on = created_on - interval '400 days' where invoice_number like 'IMP/0/2_'`,
    );
    const meta = (await list('page=1')).meta;
    expect(meta.total).toBe(await exactCount());
    expect(meta.total).toBe(61);
    expect(meta.last_page).toBe(7);
  });

  it('answers every page, across months, as a plain OFFSET over (created_on, id) would', async () => {
    await insertOrders(120, 30);
    const total = await exactCount();
    for (let page = 1; page <= Math.ceil(total / PAGE_SIZE) + 1; page += 1) {
      const expected = await rows<{ id: number }>(
        sql`select id from orders order by created_on desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      );
      const answer = await list(`page=${page}`);
      expect(
        answer.data.map((row) => row.id),
        `page ${page}`,
      ).toEqual(expected.map((row) => row.id));
      expect(answer.meta.total).toBe(total);
    }
  });

  it("answers page 1's rows as every other page reads them: each value, money past 2^53 and the proof link", async () => {
    await t.database.db.execute(
      sql`update orders set status = 1, paid_at = now(), is_auto_order = 1, payment_proof = 'proofs/x.png',
        total_price = '9007199254740993', invoice_sent_at = now()
        where id = (select id from orders order by created_on desc, id desc limit 1)`,
    );
    const first = await list('page=1');
    // The same page through the sorted path (its own statement): newest first, ties by id the same way.
    const sorted = await list('page=1&sort=created_on&dir=desc');
    expect(first.data).toHaveLength(PAGE_SIZE);
    // A proof link's expiry is in whole seconds from when it was signed: two requests may straddle a second.
    const unsigned = (rows: typeof first.data) =>
      rows.map((row) => ({ ...row, image_payment_proof: row.image_payment_proof?.split('?')[0] ?? null }));
    expect(unsigned(first.data)).toEqual(unsigned(sorted.data));
    expect(first.meta).toEqual(sorted.meta);
    expect(first.data[0]).toMatchObject({ total_price: '9007199254740993', status: 1, is_auto_order: 1 });
    expect(first.data[0]).toHaveProperty(
      'image_payment_proof',
      expect.stringContaining('/api/orders/proof/'),
    );
  });

  it('counts a search exactly up to the cap, and past it answers an estimate flagged total_estimated', async () => {
    await insertOrders(12, 700, 'Paket Langka');
    const rare = await list('page=1&search=langka');
    expect(rare.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(rare.meta.total_estimated).toBeUndefined();
    expect((await list('page=2&search=langka')).data).toHaveLength(2);
    expect((await list('page=5&search=langka')).meta.total).toBe(12);

    await insertOrders(SEARCH_COUNT_CAP + 50, 800, 'Paket Ramai');
    await t.database.db.execute(sql`analyze orders`);
    const broad = await list('page=1&search=ramai');
    expect(broad.meta.total_estimated).toBe(true);
    expect(broad.meta.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    const newest = await rows<{ id: number }>(
      sql`select id from orders where packages = 'Paket Ramai' order by created_on desc, id desc limit ${PAGE_SIZE}`,
    );
    expect(broad.data.map((row) => row.id)).toEqual(newest.map((row) => row.id));
    // Further pages, inside the counted reach and beyond it, are the plain OFFSET's, with the same flagged total.
    for (const page of [2, 100, 101]) {
      const answer = await list(`page=${page}&search=ramai`);
      const expected = await rows<{ id: number }>(
        sql`select id from orders where packages = 'Paket Ramai' order by created_on desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      );
      expect(
        answer.data.map((row) => row.id),
        `page ${page}`,
      ).toEqual(expected.map((row) => row.id));
      expect(answer.meta.total_estimated).toBe(true);
      expect(answer.meta.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    }
  });
});
