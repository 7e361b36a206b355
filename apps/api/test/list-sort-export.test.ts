// Issue 20 on the standard set: sort by a column's wire field (money as numbers, text, dates), ties by id,
// the lists' own filters, 422s, and the export (CSV bytes, XLSX read back, the same rows as the pages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { releaseNotes, vouchers } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';

type Named = { id: number; name: string; price: string };

describe('lists: sort, filter and export (issue 20)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    // Prices that sort differently as text ('10000' < '2000000' < '900') and as numbers; two ties.
    const rows: Array<[string, number]> = [
      ['Beta', 10_000],
      ['alpha, "quoted"', 900],
      ['=HYPERLINK("x")', 2_000_000],
      ['Gamma', 10_000],
      ['Paket Rp', 10_000],
      ['-minus', 1],
    ];
    for (let i = 0; i < 3; i += 1)
      for (const [name, price] of rows)
        await t.request({
          method: 'POST',
          url: '/api/extra-packages/store',
          payload: { name: `${name} ${i}`, price },
        });
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.request({ method: 'GET', url });
  const allPages = async (base: string) => {
    const rows: Named[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await get(`${base}&page=${page}`)).json();
      rows.push(...body.data);
      if (page >= body.meta.last_page) return rows;
    }
  };

  it('sorts money as numbers both ways, ties by id in the same direction', async () => {
    const asc = await allPages('/api/extra-packages?sort=price&dir=asc');
    expect(asc).toHaveLength(18);
    const key = (row: Named) => [BigInt(row.price), row.id] as const;
    for (let i = 1; i < asc.length; i += 1) {
      const [a, b] = [key(asc[i - 1]!), key(asc[i]!)];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
    }
    const desc = await allPages('/api/extra-packages?sort=price&dir=desc');
    expect(desc.map((row) => row.id)).toEqual(asc.map((row) => row.id).reverse());
    expect(desc[0]!.price).toBe('2000000');
  });

  it('sorts text, defaults dir to asc, and keeps newest first without a sort', async () => {
    const byName = (await get('/api/extra-packages?sort=name&search=gamma')).json().data as Named[];
    expect(byName.map((row) => row.name)).toEqual(['Gamma 0', 'Gamma 1', 'Gamma 2']);
    const plain = (await get('/api/extra-packages?search=gamma')).json().data as Named[];
    expect(plain.map((row) => row.name)).toEqual(['Gamma 2', 'Gamma 1', 'Gamma 0']);
  });

  it('refuses an unknown sort field, direction or filter value with 422, naming the field', async () => {
    const badSort = await get('/api/extra-packages?sort=created_at');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors.sort[0]).toContain('name, price');
    const badDir = await get('/api/extra-packages?sort=price&dir=up');
    expect(badDir.statusCode).toBe(422);
    expect(badDir.json().errors.dir).toBeDefined();
    expect((await get('/api/release-notes?status=2')).statusCode).toBe(422);
    expect((await get('/api/voucher?active=yes')).statusCode).toBe(422);
    expect((await get('/api/extra-packages/export?format=pdf')).statusCode).toBe(422);
  });

  it('exports CSV: BOM, the spec header, quoting, formula guard and money as integers', async () => {
    const response = await get('/api/extra-packages/export?format=csv&sort=price&dir=desc&search=0');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="extra-packages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-total-count']).toBe('6');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'Nama,Harga',
        `"'=HYPERLINK(""x"") 0",2000000`,
        // ties (10000) by id, descending like the sort
        'Paket Rp 0,10000',
        'Gamma 0,10000',
        'Beta 0,10000',
        '"alpha, ""quoted"" 0",900',
        "'-minus 0,1",
        '',
      ].join('\r\n'),
    );
  });

  it('exports every page: the same rows in the same order as the list pages concatenated', async () => {
    const pages = await allPages('/api/extra-packages?sort=name&dir=desc');
    const csv = (await get('/api/extra-packages/export?sort=name&dir=desc')).rawPayload.toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(lines).toHaveLength(pages.length);
    expect(lines.map((line) => line.split(',').at(-1))).toEqual(pages.map((row) => row.price));
  });

  it('exports XLSX that reads back with the same header, text and numbers', async () => {
    const response = await get('/api/extra-packages/export?format=xlsx&sort=price&search=Beta');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Nama', 'Harga'],
      ['Beta 0', 10000],
      ['Beta 1', 10000],
      ['Beta 2', 10000],
    ]);
  });

  it('filters release notes by status and vouchers by validity in WIB', async () => {
    for (const [version, status] of [
      ['1.0.0', 1],
      ['1.1.0', 0],
    ] as const) {
      const created = await t.request({
        method: 'POST',
        url: '/api/release-notes/store',
        payload: { version, date_schedule: '2026-01-05 09:00', description: '<p>x</p>' },
      });
      await t.database.db
        .update(releaseNotes)
        .set({ status })
        .where(eq(releaseNotes.id, created.json().data.id));
    }
    const published = (await get('/api/release-notes?status=1')).json().data;
    expect(published.map((row: { version: string }) => row.version)).toEqual(['1.0.0']);

    const today = todayInJakarta();
    for (const [name, end] of [
      ['Ends today', today],
      ['Ended yesterday', addDays(today, -1)],
    ] as const) {
      const created = await t.request({
        method: 'POST',
        url: '/api/voucher/store',
        payload: {
          name_voucher: name,
          is_all_module: 1,
          type_voucher: 0,
          nominal: 1000,
          start_date: addDays(today, -30),
          end_date: addDays(today, 30),
        },
      });
      expect(created.statusCode).toBe(200);
      await t.database.db
        .update(vouchers)
        .set({ end_date: end })
        .where(eq(vouchers.id, created.json().data.id));
    }
    const names = async (url: string) =>
      (await get(url)).json().data.map((row: { name_voucher: string }) => row.name_voucher);
    expect(await names('/api/voucher?active=1')).toEqual(['Ends today']);
    expect(await names('/api/voucher?active=0')).toEqual(['Ended yesterday']);
    expect(await names('/api/voucher?sort=end_date&dir=asc')).toEqual(['Ended yesterday', 'Ends today']);
  });
});
