// Issue 32, 'Laporan': GET /api/reports/mrr on a fixed clock (2026-11-20 WIB) over chains built for each rule of
// docs/subscription-metrics.md: new, an upgrade up and one down, a renewal in time and one late, churn, an order
// ending still inside its 30 days, one renewed ahead and a cancelled one. Each figure is checked exactly against
// the rupiah computed by hand below and against an independent plain SQL over the same rows.
//
// Orders are stored through the order store (storeOrderOn: the store path on a chosen day; one through
// POST /api/orders/store); renewals are stored as new orders and then made renewals by SQL (is_auto_order 1,
// id_order, created_on, period), because the store's renewal path (branch i32-renew) has not landed yet.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  movePeriod,
  seedOrderCatalogue,
  storeOrderOn,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { independentMonths, independentRunning } from './reports-mrr-sql.ts';

const NOW = new Date('2026-11-20T05:00:00Z'); // 12:00 WIB, 2026-11-20
const TODAY = '2026-11-20';

describe('GET /api/reports/mrr (issue 32)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext({}, { now: () => NOW });
    c = await seedOrderCatalogue(t.database.db);
    await buildChains(t, c);
  }, 60_000);
  afterAll(() => t.close());

  it('answers MRR, ARR and the running chains on today, WIB, by the app clock', async () => {
    const response = await t.request({ method: 'GET', url: '/api/reports/mrr' });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    // Running on 2026-11-20: A's upgrade 1.300.000, B's downgrade 1.100.000, F 1.100.000, I 1.100.000,
    // K 1.016.667: 5.616.667 (ARR 67.400.004).
    expect(report).toMatchObject({ as_of: TODAY, mrr: '5616667', arr: '67400004', active: 5 });
    expect(await independentRunning(t.database.db, TODAY)).toEqual({ mrr: '5616667', active: 5 });
  });

  it('answers the last 12 months, oldest first, each figure as computed by hand and by plain SQL', async () => {
    const report = (await t.request({ method: 'GET', url: '/api/reports/mrr?months=12' })).json().data;
    const m = (
      month: string,
      n: string,
      e: string,
      k: string,
      ch: string,
      net: string,
      r: number,
      cc: number,
      rate: string | null,
    ) => ({
      month,
      new: n,
      expansion: e,
      contraction: k,
      churned: ch,
      net,
      renewed_count: r,
      churned_count: cc,
      renewal_rate: rate,
    });
    const expected = [
      m('2025-12', '0', '0', '0', '0', '0', 0, 0, null),
      m('2026-01', '1100000', '0', '0', '0', '1100000', 0, 0, null), // A new
      m('2026-02', '1300000', '0', '0', '0', '1300000', 0, 0, null), // B new (3 x 10 users)
      m('2026-03', '1100000', '0', '0', '0', '1100000', 0, 0, null), // C new
      // D new 1.200.000; D ended 04-30 and its renewal came 06-05 (> 05-30): churned 1.200.000
      m('2026-04', '1200000', '0', '0', '1200000', '0', 0, 1, '0.00'),
      // E cancelled: nothing. C ended 05-31, renewed 06-10 (<= 06-30); J ended 05-31, never renewed: 1 of 2
      m('2026-05', '0', '0', '0', '1100000', '-1100000', 1, 1, '50.00'),
      m('2026-06', '0', '0', '0', '0', '0', 0, 0, null), // D's late renewal is no new chain
      // A upgraded 1.100.000 -> 1.300.000: +200.000; D's renewal ended 07-04 unrenewed: 1.200.000
      m('2026-07', '0', '200000', '0', '1200000', '-1000000', 0, 1, '0.00'),
      // B downgraded 1.300.000 -> 1.100.000: 200.000; C's renewal ended 08-31 unrenewed: 1.100.000
      m('2026-08', '0', '0', '200000', '1100000', '-1300000', 0, 1, '0.00'),
      // K new: 3.050.000 / 3 = 1.016.666,67 -> 1.016.667 (half up); it ends 11-30, still running
      m('2026-09', '1016667', '0', '0', '0', '1016667', 0, 0, null),
      // F and G new; G ended 10-31 unrenewed but 10-31 + 30 = 11-30 is not before today: not churned yet
      m('2026-10', '2200000', '0', '0', '0', '2200000', 0, 0, null),
      // I new (through the API); F ends 11-24 and was renewed on 11-15 ahead of it: 1 of 1
      m('2026-11', '1100000', '0', '0', '0', '1100000', 1, 0, '100.00'),
    ];
    expect(report.months).toEqual(expected);
    const bySql = await independentMonths(t.database.db, '2025-12-01', '2026-11-30', TODAY);
    for (const row of expected) {
      const sums = bySql.get(row.month);
      expect({ month: row.month, ...(sums ?? {}) }).toEqual({
        month: row.month,
        new: BigInt(row.new),
        expansion: BigInt(row.expansion),
        contraction: BigInt(row.contraction),
        churned: BigInt(row.churned),
        renewed: row.renewed_count,
        churnedCount: row.churned_count,
      });
    }
  });

  it('reads the figures as they stood on as_of', async () => {
    const report = (
      await t.request({ method: 'GET', url: '/api/reports/mrr?months=2&as_of=2026-06-15' })
    ).json().data;
    // Running on 2026-06-15: A 1.100.000, B 1.300.000, C's renewal 1.100.000, D's late renewal 1.200.000
    expect(report).toMatchObject({ as_of: '2026-06-15', mrr: '4700000', arr: '56400000', active: 4 });
    expect(await independentRunning(t.database.db, '2026-06-15')).toEqual({ mrr: '4700000', active: 4 });
    // On 2026-06-15 J's 30 days (to 06-30) have not passed: May shows C renewed and no churn yet.
    expect(report.months.map((row: { month: string }) => row.month)).toEqual(['2026-05', '2026-06']);
    expect(report.months[0]).toMatchObject({
      churned: '0',
      renewed_count: 1,
      churned_count: 0,
      renewal_rate: '100.00',
    });
  });

  it('refuses a month count outside 1..36 and a bad as_of with 422 under the field', async () => {
    for (const months of ['0', '37', 'abc', '1.5']) {
      const response = await t.request({ method: 'GET', url: `/api/reports/mrr?months=${months}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ months: ['Jumlah bulan harus bilangan bulat 1 sampai 36.'] });
    }
    const bad = await t.request({ method: 'GET', url: '/api/reports/mrr?as_of=2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ as_of: ["Tanggal 'as_of' harus YYYY-MM-DD."] });
  });

  it('exports the months table as CSV', async () => {
    const response = await t.request({ method: 'GET', url: '/api/reports/mrr/export?months=3&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="mrr-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Bulan,Baru,Ekspansi,Kontraksi,Churn,Net MRR,Diperpanjang,Tidak Diperpanjang,Tingkat Perpanjangan (%)',
      '2026-09,1016667,0,0,0,1016667,0,0,',
      '2026-10,2200000,0,0,0,2200000,0,0,',
      '2026-11,1100000,0,0,0,1100000,1,0,100.00',
    ]);
  });
});

/** The chains of the scenario (hand-computed monthly values: Tagih Pro 1.000.000 + 100.000 per 10 users a month). */
async function buildChains(t: TestContext, c: OrderCatalogue) {
  const db = t.database.db;
  const store = async (over: Record<string, unknown>, day: string) =>
    (await storeOrderOn(t, c, over, day)).row.id;
  const renewal = async (
    of: number,
    over: Record<string, unknown>,
    start: string,
    end: string,
    made: string,
  ) => {
    const id = await store(over, start);
    await db.execute(sql`update orders set is_auto_order = 1, id_order = ${of}, start_period = ${start},
      end_period = ${end}, created_on = ${`${made}T10:00:00+07:00`}::timestamptz where id = ${id}`);
    return id;
  };
  // J: 2025-06-01, 12 months, 13.200.000 -> 1.100.000 a month; ends 2026-05-31, never renewed (churn in May).
  await store({ total_month: 12 }, '2025-06-01');
  // A: 2026-01-01, 12 months 13.200.000 -> 1.100.000; upgraded 2026-07-01 to 3 x 10 users:
  // 12 x (1.000.000 + 300.000) = 15.600.000 -> 1.300.000 (expansion 200.000).
  const a = await store({ total_month: 12 }, '2026-01-01');
  await store({ id_order: a, total_month: 12, qty_user_package: 3 }, '2026-07-01');
  // B: 2026-02-01, 12 months, 3 x 10 users: 15.600.000 -> 1.300.000; downgraded 2026-08-01 to 1 x 10 users:
  // 13.200.000 -> 1.100.000 (contraction 200.000).
  const b = await store(
    { id_company: c.sinar.id_company, total_month: 12, qty_user_package: 3 },
    '2026-02-01',
  );
  await store({ id_company: c.sinar.id_company, id_order: b, total_month: 12 }, '2026-08-01');
  // C: 2026-03-01, 3 months 3.300.000 -> 1.100.000, ends 05-31; renewed 06-10 (in time) for 06-01..08-31,
  // which ends unrenewed (churn in August).
  const cOrder = await store({ total_month: 3 }, '2026-03-01');
  await renewal(cOrder, { total_month: 3 }, '2026-06-01', '2026-08-31', '2026-06-10');
  // D: 2026-04-01, 1 month, 2 x 10 users 1.200.000; ends 04-30; renewed late on 06-05 for 06-05..07-04.
  const d = await store({ qty_user_package: 2 }, '2026-04-01');
  await renewal(d, { qty_user_package: 2 }, '2026-06-05', '2026-07-04', '2026-06-05');
  // E: 2026-05-01, cancelled through the API: counts for nothing.
  const e = await store({}, '2026-05-01');
  expect(
    (await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: e } })).statusCode,
  ).toBe(200);
  // K: 2026-09-01, 3 months, its Total Harga set by SQL to 3.050.000 (a total that does not divide by 3): its
  // monthly value 1.016.666,67 rounds half up to 1.016.667.
  const k = await store({ total_month: 3 }, '2026-09-01');
  await db.execute(sql`update orders set total_price = 3050000 where id = ${k}`);
  // G: 2026-10-01, 1 month, ends 10-31, not renewed, its 30 days not over on 11-20.
  await store({}, '2026-10-01');
  // F: 2026-10-25, 1 month, ends 11-24; renewed ahead on 11-15 for 11-25..12-24.
  const f = await store({}, '2026-10-25');
  await renewal(f, {}, '2026-11-25', '2026-12-24', '2026-11-15');
  // I: through POST /api/orders/store (the store dates it by the real day), moved to 2026-11-10..12-09.
  const i = await createOrder(t, basePayload(c));
  await movePeriod(db, i.id, '2026-11-10', '2026-12-09');
  const counted = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from orders`);
  expect(counted).toEqual([{ count: 15 }]);
}
