// Issue 20, "every list exports what it shows": for each list screen of the console, the export (CSV) holds
// the same rows in the same order as the list's pages read one after the other, in the list's own order and in
// a sort, on the demo data (which every list has rows of, and whose writes leave audit rows).
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestContext, type TestContext } from './helper.ts';

type Row = Record<string, unknown>;

/** One list: its base, the export column that names a row and the row's field it comes from, a sort to try. */
const LISTS: Array<{ base: string; column: string; value: (row: Row) => unknown; sort?: string }> = [
  {
    base: '/api/companies',
    column: 'Kode Perusahaan',
    value: (row) => row.code_company,
    sort: 'name_company',
  },
  { base: '/api/users', column: 'Username', value: (row) => row.username_user, sort: 'username_user' },
  { base: '/api/extra-packages', column: 'Nama', value: (row) => row.name, sort: 'price' },
  { base: '/api/user-packages', column: 'Nama', value: (row) => row.name, sort: 'total_user' },
  { base: '/api/user-storages', column: 'Nama', value: (row) => row.name, sort: 'type' },
  { base: '/api/orders', column: 'Invoice Number', value: (row) => row.invoice_number, sort: 'total_price' },
  { base: '/api/release-notes', column: 'Version', value: (row) => row.version, sort: 'date_schedule' },
  { base: '/api/product-items', column: 'Product Name', value: (row) => row.name, sort: 'price' },
  { base: '/api/add-ons', column: 'Product Name', value: (row) => row.name, sort: 'price' },
  { base: '/api/voucher', column: 'Code', value: (row) => row.code_voucher, sort: 'end_date' },
  { base: '/api/kode_paket', column: 'Code', value: (row) => row.kode_paket, sort: 'nama_paket' },
  { base: '/api/audit-logs', column: 'ID record', value: (row) => row.record_id ?? '' },
  // Issue 30: 'Piutang' and 'Pembayaran'.
  {
    base: '/api/receivables',
    column: 'Nama Perusahaan',
    value: (row) => row.name_company,
    sort: 'oldest_due_date',
  },
  { base: '/api/payments', column: 'Invoice Number', value: (row) => row.invoice_number },
];

/** RFC 4180 records, each ended by CRLF as the export writes them (a bare LF would not end one). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, record_delimiter: '\r\n' });

/** A text cell as the export guards it against formulas. */
const guarded = (value: unknown) => String(value).replace(/^([=+\-@\t\r])/, "'$1");

describe('every list exports the rows of its pages, in their order (issue 20)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedDemo(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const pagesOf = async (base: string, query: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.request({ method: 'GET', url: `${base}?${query}&page=${page}` });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Row[]; meta: { last_page: number } };
      rows.push(...body.data);
      if (page >= body.meta.last_page) return rows;
    }
  };

  for (const list of LISTS)
    for (const query of ['', ...(list.sort ? [`sort=${list.sort}&dir=desc`] : [])])
      it(`${list.base}/export${query ? `?${query}` : ''}`, async () => {
        const pages = await pagesOf(list.base, query);
        expect(pages.length).toBeGreaterThan(1);
        const response = await t.request({ method: 'GET', url: `${list.base}/export?format=csv&${query}` });
        expect(response.statusCode).toBe(200);
        const [header, ...lines] = parseCsv(response.rawPayload.toString('utf8'));
        const at = header!.indexOf(list.column);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(lines.map((cells) => cells[at])).toEqual(pages.map((row) => guarded(list.value(row))));
        if (response.headers['x-total-count'] !== undefined)
          expect(Number(response.headers['x-total-count'])).toBe(pages.length);
      });
});
