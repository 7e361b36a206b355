// GET /api/subscriptions ('Langganan', issue 32): one row per chain from its current order, each status on a
// fixed clock (today 2026-06-15) at its boundaries, the status filter's SQL agreeing with the domain's
// subscriptionStatus on every row, 'Setting Langganan' moving the ending window, ends-within, company and
// product filters, search, sorts and the 422s.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, subscriptionStatus } from '@tagih/domain/subscriptions';
import {
  chainIds,
  listedRows,
  subscriptionScenario,
  TODAY,
  type SubscriptionScenario,
} from './subscriptions-list-fixtures.ts';

describe('GET /subscriptions', () => {
  let s: SubscriptionScenario;
  beforeAll(async () => {
    s = await subscriptionScenario();
  }, 60_000);
  afterAll(() => s.t.close());
  const rows = (query = '') => listedRows(s.t, query);
  const get = (url: string) => s.t.request({ method: 'GET', url });

  it('answers one row per live chain from its current order, newest chain first', async () => {
    const body = (await get('/api/subscriptions')).json();
    const { ids } = s;
    const live = Object.entries(ids).filter(([name]) => name !== 'cancelled');
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: live.length });
    expect(body.meta.total_estimated).toBeUndefined();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(
      live.map(([, id]) => id).sort((a, b) => b - a),
    );
    const active = body.data.find((row: { id: number }) => row.id === ids.active);
    expect(active).toEqual({
      id: ids.active,
      id_company: s.maju,
      name_company: 'PT Maju Jaya Abadi',
      id_order: ids.active,
      invoice_number: expect.stringMatching(/^INV\//),
      id_product_item: s.c.pro.id,
      product: 'Tagih Pro',
      start_period: '2026-01-01',
      end_period: '2026-12-31',
      total_month: 12,
      days_left: 199,
      monthly_value: '1100000',
      status: 'active',
      status_label: 'Aktif',
      auto_renew: true,
    });
  });

  it('shows a renewed chain by its renewal: the renewal order, its period and invoice', async () => {
    const row = (await rows()).find((r) => r.id === s.ids.renewedChain)!;
    expect(row).toMatchObject({
      id_order: s.renewal.id,
      invoice_number: s.renewal.invoice_number,
      start_period: '2026-06-16',
      end_period: '2026-07-15',
      status: 'renewed',
      status_label: 'Diperpanjang',
      days_left: 30,
      auto_renew: false,
    });
  });

  it('judges each status at its boundaries on the app’s day', async () => {
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    const { ids } = s;
    const expected: Array<[number, string, number]> = [
      [ids.active, 'active', 199],
      [ids.ending, 'ending', 15],
      [ids.ended, 'ended', 0],
      [ids.renewedChain, 'renewed', 30],
      [ids.endsToday, 'ending', 0],
      [ids.endsIn30, 'ending', 30],
      [ids.endsIn31, 'active', 31],
      [ids.endedYesterday, 'ended', 0],
      [ids.startsTomorrow, 'renewed', 30],
    ];
    for (const [id, status, daysLeft] of expected)
      expect(byId.get(id), String(id)).toMatchObject({ status, days_left: daysLeft });
    expect(byId.has(ids.cancelled)).toBe(false);
  });

  it('filters each status in SQL exactly as the domain judges every row', async () => {
    const all = await rows();
    for (const status of SUBSCRIPTION_STATUSES) {
      const listed = await rows(`status=${status}`);
      expect(
        listed.every((row) => row.status === status),
        status,
      ).toBe(true);
      const judged = all.filter((row) => subscriptionStatus(row, TODAY) === status);
      expect(chainIds(listed), status).toEqual(chainIds(judged));
      expect(listed.length, status).toBeGreaterThan(0);
    }
  });

  it('takes the ending window from Setting Langganan', async () => {
    const db = s.t.database.db;
    await db.execute(sql`insert into subscription_settings (id, ending_within_days) values (1, 10)`);
    try {
      const ending = await rows('status=ending');
      expect(chainIds(ending)).toEqual([s.ids.endsToday]);
      const ending15 = (await rows()).find((row) => row.id === s.ids.ending)!;
      expect(ending15.status).toBe('active');
      const active = await rows('status=active');
      expect(active.every((row) => subscriptionStatus(row, TODAY, 10) === 'active')).toBe(true);
    } finally {
      await db.execute(sql`delete from subscription_settings`);
    }
  });

  it('keeps the running subscriptions ending within N days', async () => {
    const { ids } = s;
    expect(chainIds(await rows('ending_within=15'))).toEqual(
      [ids.ending, ids.endsToday].sort((a, b) => a - b),
    );
    expect(chainIds(await rows('ending_within=31'))).toEqual(
      [ids.ending, ids.endsToday, ids.endsIn30, ids.endsIn31].sort((a, b) => a - b),
    );
    expect(chainIds(await rows('ending_within=15&status=ending'))).toHaveLength(2);
  });

  it('filters by company, product and company name', async () => {
    const { ids } = s;
    const flex = await rows(`id_company=${s.maju}&id_product_item=${s.c.flex.id}`);
    expect(chainIds(flex)).toEqual([ids.ending]);
    const sinar = await rows('search=sinar%20terang');
    expect(sinar.length).toBeGreaterThan(0);
    expect(sinar.every((row) => row.name_company === 'CV Sinar Terang Elektrik')).toBe(true);
    expect(chainIds(sinar)).toEqual(chainIds(await rows(`id_company=${s.sinar}`)));
    expect(await rows('search=tidak%20ada')).toEqual([]);
  });

  it('sorts by each sortable column, days left as the end', async () => {
    const all = await rows();
    const check = async (
      sort: string,
      dir: 'asc' | 'desc',
      key: (row: (typeof all)[number]) => string | number,
    ) => {
      const listed = await rows(`sort=${sort}&dir=${dir}`);
      const keys = listed.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys, `${sort} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      expect(listed).toHaveLength(all.length);
    };
    await check('end_period', 'asc', (row) => row.end_period);
    await check('days_left', 'desc', (row) => row.end_period);
    await check('start_period', 'desc', (row) => row.start_period);
    await check('monthly_value', 'asc', (row) => Number(row.monthly_value));
    await check('name_company', 'asc', (row) => row.name_company);
  });

  it('refuses a bad query with 422 naming the field', async () => {
    const bad: Array<[string, string]> = [
      ['status=lunas', 'status'],
      ['ending_within=0', 'ending_within'],
      ['ending_within=366', 'ending_within'],
      ['ending_within=abc', 'ending_within'],
      ['sort=invoice_number', 'sort'],
      ['dir=up', 'dir'],
      ['id_company=abc', 'id_company'],
      ['id_product_item=0', 'id_product_item'],
    ];
    for (const [query, field] of bad) {
      const response = await get(`/api/subscriptions?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().data ?? response.json().errors ?? {}), query).toContain(field);
    }
  });
});
