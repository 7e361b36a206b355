// Issue 20 on the order list: sort by wire field (money as numbers, company name, dates), ties by id, every
// filter and their combinations (created-on days in WIB, both ends inclusive), 422s, and the export (the
// same rows as the pages, money as integers, Status and Canceled in words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

type Row = { id: number; invoice_number: string; total_price: string; company: { name_company: string } };

describe('orders: sort, filter and export (issue 20)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    // Six orders: 1, 12 and 3 months (totals 1.1M, 13.2M, 3.3M order by number, not by text), two companies.
    for (const [company, months] of [
      [c.maju, 1],
      [c.sinar, 12],
      [c.maju, 3],
      [c.sinar, 1],
      [c.maju, 12],
      [c.sinar, 3],
    ] as const)
      ids.push(
        (await createOrder(t, basePayload(c, { id_company: company.id_company, total_month: months }))).id,
      );
    const set = (id: number, values: Partial<typeof orders.$inferInsert>) =>
      t.database.db.update(orders).set(values).where(eq(orders.id, id));
    // Created on either side of midnight WIB (17:00 UTC) of 1-2 March 2026.
    await set(ids[0]!, { created_on: new Date('2026-03-01T16:59:59.999Z') }); // 1 March 23:59 WIB
    await set(ids[1]!, { created_on: new Date('2026-03-01T17:00:00.000Z') }); // 2 March 00:00 WIB
    await set(ids[2]!, {
      created_on: new Date('2026-02-28T17:00:00.000Z'),
      status: 1,
      payment_proof: 'p.png',
    });
    await set(ids[3]!, { created_on: new Date('2026-03-02T16:59:59.999Z'), is_canceled: 1 });
    await set(ids[4]!, { created_on: new Date('2026-03-02T17:00:00.000Z'), invoice_sent_at: new Date() });
    await set(ids[5]!, { created_on: new Date('2026-03-05T03:00:00.000Z'), status: 2 });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/orders?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Row[]; meta: { total: number } };
  };
  const idsOf = async (query: string) => (await list(query)).data.map((row) => ids.indexOf(row.id));

  it('sorts money as numbers, company names as text and created-on as instants, ties by id', async () => {
    const byTotal = (await list('sort=total_price&dir=desc')).data;
    expect(byTotal.map((row) => row.total_price)).toEqual(
      [...byTotal.map((row) => row.total_price)].sort((a, b) => Number(BigInt(b) - BigInt(a))),
    );
    // equal totals (months 12, 12) keep id order in the sort's direction
    expect(await idsOf('sort=total_price&dir=desc')).toEqual([4, 1, 5, 2, 3, 0]);
    expect(await idsOf('sort=name_company')).toEqual([1, 3, 5, 0, 2, 4]);
    expect(await idsOf('sort=created_on&dir=asc')).toEqual([2, 0, 1, 3, 4, 5]);
    expect(await idsOf('')).toEqual([5, 4, 3, 1, 0, 2]);
  });

  it('filters by status, canceled, proof, sent, upgrade and company, alone and together', async () => {
    expect(await idsOf('status=1')).toEqual([2]);
    expect(await idsOf('status=2')).toEqual([5]);
    expect(await idsOf('canceled=1')).toEqual([3]);
    expect(await idsOf('has_proof=1')).toEqual([2]);
    expect(await idsOf('sent=1')).toEqual([4]);
    expect(await idsOf('upgrade=1')).toEqual([]);
    expect((await list('upgrade=0')).meta.total).toBe(6);
    expect(await idsOf(`id_company=${c.sinar.id_company}&status=0&canceled=0`)).toEqual([1]);
    expect(await idsOf(`id_company=${c.maju.id_company}&sort=total_price`)).toEqual([0, 2, 4]);
  });

  it('reads from/to as WIB days, both inclusive', async () => {
    expect(await idsOf('from=2026-03-02&to=2026-03-02')).toEqual([3, 1]);
    // ids[2] was made at 00:00 WIB on 1 March (17:00 UTC the day before): the first instant of the day
    expect(await idsOf('from=2026-03-01&to=2026-03-01')).toEqual([0, 2]);
    expect(await idsOf('to=2026-03-01&sort=created_on')).toEqual([2, 0]);
    expect(await idsOf('from=2026-03-03')).toEqual([5, 4]);
  });

  it('refuses bad values with 422 in the envelope and names each field', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/orders?sort=price&dir=sideways&status=3&canceled=2&from=2026-02-30&id_company=abc',
    });
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(message).toBeTruthy();
    expect(Object.keys(errors).sort()).toEqual(['canceled', 'dir', 'from', 'id_company', 'sort', 'status']);
    const reversed = await t.request({ method: 'GET', url: '/api/orders?from=2026-03-02&to=2026-03-01' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toBeDefined();
  });

  it('exports the rows of the pages in their order, money as integers, states in words', async () => {
    const pages = (await list('sort=total_price&dir=asc')).data;
    const response = await t.request({ method: 'GET', url: '/api/orders/export?sort=total_price&dir=asc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = response.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Nama Perusahaan,Start Period,End Period,Created On,Packages,Invoice Number,Canceled,Status,Total Harga,Sisa Bayar,' +
        'Jumlah Tagihan,Sisa Tagihan,Jatuh Tempo,Bukti Bayar,Sudah Dibayar,PPh 23 Dipotong,Hari Terlambat,Status Pembayaran,PPN,' +
        'Nomor Faktur Pajak,Remarks,Di-upgrade ke,Diperpanjang oleh',
    );
    expect(lines.map((line) => line.split(',')[5])).toEqual(pages.map((row) => row.invoice_number));
    expect(lines.map((line) => line.split(',')[8])).toEqual(pages.map((row) => row.total_price));
    const paid = lines.find((line) => line.includes(pages.find((row) => row.id === ids[2])!.invoice_number))!;
    expect(paid.split(',').slice(6, 8).concat(paid.split(',')[13]!)).toEqual(['NO', 'Lunas', 'YES']);
    expect(paid.split(',')[3]).toBe('2026-03-01 00:00');
    const filtered = await t.request({ method: 'GET', url: '/api/orders/export?status=2' });
    expect(filtered.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
  });
});
