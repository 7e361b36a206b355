// Payments received ('Pembayaran', issue 30): every row of the payment book across orders, newest received
// first, filtered by days received and company, with totals over the whole filter equal to the SQL sums of
// the book (a reversal included, as the negative row it is), its proof link, the export read back, and 422s.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentReceivedRow } from '@tagih/domain/schemas/payments-received';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { daysAgo, makeReceivables } from './receivables-fixtures.ts';

describe('payments received: the book across orders (issue 30)', () => {
  let t: TestContext;
  let scenario: Awaited<ReturnType<typeof makeReceivables>>;
  beforeAll(async () => {
    t = await createTestContext();
    const c = await seedOrderCatalogue(t.database.db);
    scenario = await makeReceivables(t, c);
    // A publish that is then undone: a 'publish' row and its reversal, both in the book.
    const pay = paymentCalls(() => t);
    const undone = await createOrder(t, basePayload(c, { id_company: c.sinar.id_company }));
    await pay.setStatus(undone.id, 1);
    await pay.setStatus(undone.id, 0);
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: PaymentReceivedRow[];
      meta: { total: number; last_page: number };
      totals: { amount: string; count: number };
    };
  };
  const listed = async (query: string) => {
    const rows: PaymentReceivedRow[] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(`/api/payments?${query}&page=${page}`);
      rows.push(...body.data);
      if (page >= body.meta.last_page) return { rows, first: await get(`/api/payments?${query}`) };
    }
  };
  /** The book as SQL reads it under the same filter, newest received first. */
  const fromSql = (where: ReturnType<typeof sql>) =>
    queryRows<{ id: number; amount: string }>(
      t.database.db,
      sql`select p.id, p.amount::text as amount from payments p join orders o on o.id = p.order_id
          where ${where} order by p.received_on desc, p.id desc`,
    );
  const total = (rows: Array<{ amount: string }>) =>
    String(rows.reduce((sum, row) => sum + BigInt(row.amount), 0n));

  it.each([
    ['', sql`true`],
    [`from=${daysAgo(25)}`, sql`p.received_on >= ${daysAgo(25)}::date`],
    [`to=${daysAgo(10)}`, sql`p.received_on <= ${daysAgo(10)}::date`],
    [
      `from=${daysAgo(60)}&to=${daysAgo(5)}`,
      sql`p.received_on between ${daysAgo(60)}::date and ${daysAgo(5)}::date`,
    ],
  ])('lists the book for "%s" newest first, with totals equal to the SQL sum', async (query, where) => {
    const expected = await fromSql(where);
    const { rows, first } = await listed(query);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(first.totals).toEqual({ amount: total(expected), count: expected.length });
    expect(first.meta.total).toBe(expected.length);
  });

  it('filters by company, and each row names its company, invoice, who recorded it and its proof', async () => {
    const expected = await fromSql(sql`o.id_company = ${scenario.maju}`);
    const { rows, first } = await listed(`id_company=${scenario.maju}`);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(first.totals).toEqual({ amount: '500000', count: 2 });
    expect(rows[0]).toMatchObject({
      received_on: daysAgo(5),
      name_company: 'PT Maju Jaya Abadi',
      order_id: scenario.ids.partial,
      amount: '200000',
      kind: 'review',
      approved_by: expect.any(String),
    });
    expect(rows[0]!.invoice_number).toMatch(/^INV\//);
    // The proof is a signed link that opens the image.
    const proof = await t.app.inject({ method: 'GET', url: rows[0]!.proof! });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
  });

  it('lists a reversal as the negative row it is, so the totals are what was kept', async () => {
    const { rows, first } = await listed(`id_company=${scenario.sinar}`);
    expect(rows.map((row) => [row.kind, row.proof])).toEqual([
      ['reversal', null],
      ['publish', null],
    ]);
    expect(BigInt(rows[0]!.amount)).toBe(-BigInt(rows[1]!.amount));
    expect(first.totals).toEqual({ amount: '0', count: 2 });
  });

  it('exports the filtered book with the kind in words, in the list order', async () => {
    const { rows } = await listed(`from=${daysAgo(60)}`);
    const csv = await t.request({ method: 'GET', url: `/api/payments/export?from=${daysAgo(60)}` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['x-total-count']).toBe(String(rows.length));
    const [header, ...lines] = parse(csv.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual([
      'Tanggal Diterima',
      'Nama Perusahaan',
      'Invoice Number',
      'Jumlah',
      'Jenis',
      'Disetujui Oleh',
      'Waktu Persetujuan',
      'Bukti Bayar',
    ]);
    expect(lines.map((cells) => [cells[2], cells[3]])).toEqual(
      rows.map((row) => [row.invoice_number, row.amount]),
    );
    expect(lines.map((cells) => cells[4])).toContain('Pembatalan');
    expect(lines.map((cells) => cells[7])).toContain('YES');
  });

  it.each([
    ['from=2026-13-01', 'from'],
    [`from=${daysAgo(1)}&to=${daysAgo(2)}`, 'to'],
    ['id_company=0', 'id_company'],
    ['id_company=abc', 'id_company'],
    ['page=0', 'page'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    for (const path of ['/api/payments', '/api/payments/export']) {
      if (field === 'page' && path.endsWith('export')) continue;
      const response = await t.request({ method: 'GET', url: `${path}?${query}` });
      expect(response.statusCode, `${path} ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});
