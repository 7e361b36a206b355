// Issue 27 on the order list: Jumlah Tagihan, Sisa Tagihan and Jatuh Tempo sort (ties by id), the
// payment_status= and overdue=1 filters on the list and its export, each checked against SQL over the same
// rows, and the XLSX export's cells typed: money numbers in a rupiah format, dates Excel dates.
import { Workbook } from '@cj-tech-master/excelts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';
import { makeOwedOrders, type OwedRow } from './orders-owed-fixtures.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';

describe('the order list: what is owed, sorted, filtered and exported (issue 27)', () => {
  let t: TestContext;
  let ids: Awaited<ReturnType<typeof makeOwedOrders>>;
  beforeAll(async () => {
    t = await createTestContext();
    ids = await makeOwedOrders(t, await seedOrderCatalogue(t.database.db));
  }, 60_000);
  afterAll(() => t.close());

  /** Every row of the list for `query`, page after page. */
  const listed = async (query: string) => {
    const rows: OwedRow[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.request({ method: 'GET', url: `/api/orders?${query}&page=${page}` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: OwedRow[]; meta: { last_page: number } };
      rows.push(...body.data);
      if (page >= body.meta.last_page) return rows.map((row) => row.id);
    }
  };
  const exported = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/orders/export?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...lines] = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const at = header!.indexOf('Invoice Number');
    return lines.map((cells) => cells[at]);
  };
  const sqlIds = async (where: string, order = 'created_on desc, id desc') => {
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql.raw(where))
      .orderBy(sql.raw(order));
    return rows.map((row) => row.id);
  };
  const invoiceOf = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data.invoice_number as string;

  for (const field of ['amount_due', 'balance_due', 'due_date'])
    for (const dir of ['asc', 'desc'])
      it(`sorts by ${field} ${dir}, ties by id, as SQL orders the stored column`, async () => {
        const expected = await sqlIds('true', `${field} ${dir}, id ${dir}`);
        expect(await listed(`sort=${field}&dir=${dir}`)).toEqual(expected);
        expect(await exported(`sort=${field}&dir=${dir}`)).toEqual(
          await Promise.all(expected.map(invoiceOf)),
        );
      });

  for (const status of ['unpaid', 'partial', 'paid', 'credit', 'none'])
    it(`filters payment_status=${status} on the list and its export`, async () => {
      const expected = await sqlIds(`payment_status = '${status}'`);
      expect(expected.length).toBeGreaterThan(0);
      expect(await listed(`payment_status=${status}`)).toEqual(expected);
      expect(await exported(`payment_status=${status}`)).toEqual(await Promise.all(expected.map(invoiceOf)));
    });

  it('filters overdue=1 (a balance open past its due date, today in WIB) and overdue=0', async () => {
    const overdue = `balance_due > 0 and due_date < (now() at time zone 'Asia/Jakarta')::date`;
    expect(await sqlIds(overdue)).toEqual([ids.overdue]);
    expect(await listed('overdue=1')).toEqual([ids.overdue]);
    expect(await exported('overdue=1')).toEqual([await invoiceOf(ids.overdue)]);
    expect(await listed('overdue=0')).toEqual(await sqlIds(`not (${overdue})`));
    expect(await listed('overdue=1&payment_status=paid')).toEqual([]);
  });

  it('refuses an unknown payment status and overdue=2 with 422 under the field', async () => {
    const response = await t.request({ method: 'GET', url: '/api/orders?payment_status=lunas&overdue=2' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['overdue', 'payment_status']);
  });

  it('writes XLSX cells typed: money as numbers in a rupiah format, dates as Excel dates', async () => {
    const response = await t.request({ method: 'GET', url: `/api/orders/export?format=xlsx&overdue=1` });
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (label: string) => sheet.getRow(2).getCell(header.indexOf(label) + 1);
    const order = (await t.request({ method: 'GET', url: `/api/orders/${ids.overdue}` })).json()
      .data as OwedRow;
    for (const [label, value] of [
      ['Total Harga', order.total_price],
      ['Jumlah Tagihan', order.amount_due],
      ['Sisa Tagihan', order.balance_due],
    ] as const) {
      expect(cell(label).value).toBe(Number(value));
      expect(cell(label).numFmt).toBe('"Rp "#,##0');
    }
    expect(cell('Jatuh Tempo').value).toEqual(new Date(`${order.due_date}T00:00:00Z`));
    expect(cell('Jatuh Tempo').numFmt).toBe('yyyy-mm-dd');
    expect(cell('Start Period').value).toBeInstanceOf(Date);
    // Created On is the WIB wall clock, to the minute, as the console shows it.
    const created = new Date(order.created_on as string);
    const wib = new Date(created.getTime() + 7 * 3_600_000);
    wib.setUTCSeconds(0, 0);
    expect(cell('Created On').value).toEqual(wib);
    expect(cell('Created On').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cell('Hari Terlambat').value).toBe(16);
    expect(cell('Invoice Number').value).toBe(order.invoice_number);
  });
});
