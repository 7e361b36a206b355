// Receivables ('Piutang', issue 30): the aging of every company on several days equals the SQL sums of the
// payment book (partial payments, payments after as_of not counted, every bucket, a cancelled order left
// out), the summary is the sum of the rows, sort, search and bucket narrow it, the export reads back the
// same figures, and a bad query is a 422 naming the field.
import { Workbook } from '@cj-tech-master/excelts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_BUCKETS, type ReceivableRow } from '@tagih/domain/schemas/receivables';
import { createTestContext, type TestContext } from './helper.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';
import { agingFromSql, daysAgo, makeReceivables, TODAY, type ExpectedAging } from './receivables-fixtures.ts';

const FIGURES = ['balance_due', ...AGING_BUCKETS] as const;

describe('receivables: who owes what and since when (issue 30)', () => {
  let t: TestContext;
  let scenario: Awaited<ReturnType<typeof makeReceivables>>;
  beforeAll(async () => {
    t = await createTestContext();
    scenario = await makeReceivables(t, await seedOrderCatalogue(t.database.db));
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Every row of the list for `query`, page after page. */
  const listed = async (query: string) => {
    const rows: ReceivableRow[] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(`/api/receivables?${query}&page=${page}`);
      rows.push(...(body.data as ReceivableRow[]));
      if (page >= body.meta.last_page) return rows;
    }
  };
  const asRow = (row: ReceivableRow) => ({
    id_company: row.id_company,
    figures: Object.fromEntries(FIGURES.map((key) => [key, BigInt(row[key])])),
    oldest_due_date: row.oldest_due_date,
    open_invoices: row.open_invoices,
    last_payment_on: row.last_payment_on,
  });
  const byCompany = <Row extends Pick<ExpectedAging, 'id_company'>>(rows: Row[]) =>
    [...rows].sort((a, b) => a.id_company - b.id_company);

  const DAYS = [TODAY, daysAgo(4), daysAgo(10), daysAgo(30), daysAgo(55), daysAgo(95), daysAgo(200)];
  for (const asOf of DAYS)
    it(`on ${asOf === TODAY ? 'today' : asOf} every company's figures equal the SQL sums of the book`, async () => {
      const expected = await agingFromSql(t, asOf);
      const rows = await listed(`as_of=${asOf}`);
      expect(byCompany(rows.map(asRow))).toEqual(byCompany(expected));
      const summary = (await get(`/api/receivables/summary?as_of=${asOf}`)).data;
      expect(summary.as_of).toBe(asOf);
      expect(summary.companies).toBe(rows.length);
      expect(summary.open_invoices).toBe(rows.reduce((sum, row) => sum + row.open_invoices, 0));
      for (const key of FIGURES)
        expect(BigInt(summary[key]), key).toBe(rows.reduce((sum, row) => sum + BigInt(row[key]), 0n));
    });

  it('defaults as_of to today in WIB and shows each bucket as the scenario made it', async () => {
    const body = await get('/api/receivables');
    expect(body.as_of).toBe(TODAY);
    const rows = body.data as ReceivableRow[];
    const sinar = rows.find((row) => row.id_company === scenario.sinar)!;
    // 1.300.000 over 90, 1.500.000 at 61 days, 1.400.000 at 46 days; the cancelled one owes nothing.
    expect(sinar).toMatchObject({
      balance_due: '4200000',
      days_over_90: '1300000',
      days_61_90: '1500000',
      days_31_60: '1400000',
      days_1_30: '0',
      not_due: '0',
      open_invoices: 3,
      last_payment_on: null,
    });
    const maju = rows.find((row) => row.id_company === scenario.maju)!;
    // 1.200.000 - 500.000 at 86 days past due, 1.100.000 not due yet; last paid five days ago.
    expect(maju).toMatchObject({ balance_due: '1800000', days_61_90: '700000', not_due: '1100000' });
    expect(maju.last_payment_on).toBe(daysAgo(5));
    // Largest balance first.
    expect(rows.map((row) => row.id_company)).toEqual([scenario.sinar, scenario.maju, scenario.bahari]);
  });

  it('counts a payment only from the day it was received: five days ago Maju owed 200.000 more', async () => {
    const before = (await listed(`as_of=${daysAgo(6)}`)).find((row) => row.id_company === scenario.maju)!;
    const after = (await listed(`as_of=${daysAgo(5)}`)).find((row) => row.id_company === scenario.maju)!;
    expect(BigInt(before.balance_due) - BigInt(after.balance_due)).toBe(200_000n);
    // Twenty-one days ago Bahari's first order (due 26 days ago) was still open; from the day it was paid
    // only the order made that day is, due 6 days ago.
    const open = (await listed(`as_of=${daysAgo(21)}`)).find((row) => row.id_company === scenario.bahari)!;
    expect(open).toMatchObject({ balance_due: '1100000', open_invoices: 1, oldest_due_date: daysAgo(26) });
    const paid = (await listed(`as_of=${daysAgo(20)}`)).find((row) => row.id_company === scenario.bahari)!;
    expect(paid).toMatchObject({ balance_due: '1100000', open_invoices: 1, oldest_due_date: daysAgo(6) });
  });

  it('sorts by each column both ways, ties by company id, and narrows by search and bucket', async () => {
    const rows = await listed(`as_of=${TODAY}`);
    for (const dir of ['asc', 'desc'] as const) {
      const sorted = await listed(`sort=open_invoices&dir=${dir}`);
      const expected = [...rows].sort(
        (a, b) =>
          (dir === 'asc' ? 1 : -1) * (a.open_invoices - b.open_invoices) || a.id_company - b.id_company,
      );
      expect(sorted.map((row) => row.id_company)).toEqual(expected.map((row) => row.id_company));
    }
    const byName = await listed('sort=name_company&dir=asc');
    expect(byName.map((row) => row.name_company)).toEqual([
      'CV Sinar Terang Elektrik',
      'PT Bahari Raya',
      'PT Maju Jaya Abadi',
    ]);
    const byLastPayment = await listed('sort=last_payment_on&dir=desc');
    expect(byLastPayment.map((row) => row.last_payment_on)).toEqual([daysAgo(3), daysAgo(5), null]);
    expect((await listed('search=bahari')).map((row) => row.id_company)).toEqual([scenario.bahari]);
    const overdue90 = await listed('bucket=days_over_90');
    expect(overdue90.map((row) => row.id_company)).toEqual([scenario.sinar]);
    const notDue = (await get('/api/receivables/summary?bucket=not_due')).data;
    expect(notDue).toMatchObject({ companies: 1, balance_due: '1800000', not_due: '1100000' });
  });

  it("opens a company's open invoices: the order list's open=1 keeps the orders still owing", async () => {
    const ids = async (query: string) =>
      ((await get(`/api/orders?id_company=${scenario.bahari}&${query}`)).data as Array<{ id: number }>).map(
        (row) => row.id,
      );
    expect(await ids('open=1')).toEqual([scenario.ids.recent]);
    expect(await ids('open=0')).toEqual([scenario.ids.settled]);
  });

  it('exports the list as CSV and XLSX with the same figures, in its order', async () => {
    const rows = await listed(`as_of=${daysAgo(30)}`);
    const csv = await t.request({ method: 'GET', url: `/api/receivables/export?as_of=${daysAgo(30)}` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['x-total-count']).toBe(String(rows.length));
    const [header, ...lines] = parse(csv.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual([
      'Nama Perusahaan',
      'Sisa Tagihan',
      'Belum Jatuh Tempo',
      '1-30 Hari',
      '31-60 Hari',
      '61-90 Hari',
      '> 90 Hari',
      'Jatuh Tempo Terlama',
      'Pembayaran Terakhir',
      'Invoice Terbuka',
    ]);
    expect(lines.map((cells) => [cells[0], cells[1], cells[6], cells[9]])).toEqual(
      rows.map((row) => [row.name_company, row.balance_due, row.days_over_90, String(row.open_invoices)]),
    );
    const xlsx = await t.request({
      method: 'GET',
      url: `/api/receivables/export?format=xlsx&as_of=${daysAgo(30)}`,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(xlsx.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell(2, 1).value).toBe(rows[0]!.name_company);
    expect(sheet.getCell(2, 2).value).toBe(Number(rows[0]!.balance_due));
  });

  it.each([
    ['as_of=2026-02-30', 'as_of'],
    ['as_of=yesterday', 'as_of'],
    ['bucket=days_1_31', 'bucket'],
    ['sort=amount&dir=asc', 'sort'],
    ['dir=up', 'dir'],
  ])('refuses %s with 422 naming %s, on the list, the summary and the export', async (query, field) => {
    for (const path of ['/api/receivables', '/api/receivables/summary', '/api/receivables/export']) {
      if (path.endsWith('summary') && (field === 'sort' || field === 'dir')) continue;
      const response = await t.request({ method: 'GET', url: `${path}?${query}` });
      expect(response.statusCode, `${path} ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});
