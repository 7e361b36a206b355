// GET /api/subscriptions/export ('Langganan', issue 32): the list's rows under its filters and sort as CSV (the
// columns' words, status in words, auto-renewal YES/NO, money as integers) and XLSX; and a subscription the
// total of a list larger than the counted cap (1,000) is the planner's estimate, flagged, as a search's is.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listedRows,
  subscriptionScenario,
  type SubscriptionScenario,
} from './subscriptions-list-fixtures.ts';

describe('GET /subscriptions', () => {
  let s: SubscriptionScenario;
  beforeAll(async () => {
    s = await subscriptionScenario();
  }, 60_000);
  afterAll(() => s.t.close());

  const csvOf = async (query: string) => {
    const response = await s.t.request({ method: 'GET', url: `/api/subscriptions/export?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="langganan-\d{4}-\d{2}-\d{2}\.csv"/);
    return parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
  };

  it('exports the rows of the list under its filter and sort, in words', async () => {
    const [header, ...lines] = await csvOf('status=ending&sort=end_period&dir=asc');
    expect(header).toEqual([
      'Nama Perusahaan',
      'Invoice Number',
      'Produk',
      'Mulai',
      'Berakhir',
      'Sisa Hari',
      'Nilai Bulanan',
      'Status',
      'Perpanjang Otomatis',
    ]);
    const listed = await listedRows(s.t, 'status=ending&sort=end_period&dir=asc');
    expect(lines).toEqual(
      listed.map((row) => [
        row.name_company,
        row.invoice_number,
        row.product,
        row.start_period,
        row.end_period,
        String(row.days_left),
        row.monthly_value,
        'Segera berakhir',
        row.auto_renew ? 'YES' : 'NO',
      ]),
    );
    expect(lines.map((line) => line[5])).toEqual(['0', '15', '30']);
  });

  it('exports every row without a filter, and as XLSX', async () => {
    const [, ...lines] = await csvOf('');
    expect(lines).toHaveLength((await listedRows(s.t, '')).length);
    const xlsx = await s.t.request({
      method: 'GET',
      url: '/api/subscriptions/export?format=xlsx&search=maju',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a bad export query with 422', async () => {
    for (const query of ['format=pdf', 'status=x', 'ending_within=400']) {
      const response = await s.t.request({ method: 'GET', url: `/api/subscriptions/export?${query}` });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('counts up to 1,000 rows exactly and flags an estimate past them', async () => {
    const db = s.t.database.db;
    await db.execute(sql`insert into subscriptions (id, id_company, id_order, invoice_number, id_product_item,
        product, start_period, end_period, total_month, monthly_value, is_renewal)
      select 1000000 + n, ${s.maju}, 1000000 + n, 'INV/2025/01/' || n, ${s.c.pro.id}, 'Tagih Pro',
        '2025-01-01', '2025-01-31', 1, 1000, false from generate_series(1, 1200) n`);
    await db.execute(sql`analyze subscriptions`);
    try {
      const all = (await s.t.request({ method: 'GET', url: '/api/subscriptions' })).json();
      expect(all.meta.total_estimated).toBe(true);
      expect(all.meta.total).toBeGreaterThan(1000);
      const sinar = (
        await s.t.request({ method: 'GET', url: `/api/subscriptions?id_company=${s.sinar}` })
      ).json();
      expect(sinar.meta.total_estimated).toBeUndefined();
      expect(sinar.meta.total).toBe((await listedRows(s.t, `id_company=${s.sinar}`)).length);
    } finally {
      await db.execute(sql`delete from subscriptions where id > 1000000`);
    }
  });
});
