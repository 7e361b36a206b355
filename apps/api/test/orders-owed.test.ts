// Issue 27, "What is owed, on every order and list": every order answer (show, list rows, search, export)
// carries amount_due, paid_amount, balance_due, due_date, days_overdue and payment_status, as the domain's
// owedFigures decides them from the order and its payment book.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { orders, payments } from '@tagih/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { owedFigures } from '@tagih/domain/payments';
import { createTestContext, type TestContext } from './helper.ts';
import { makeOwedOrders, owedOf, type OwedRow } from './orders-owed-fixtures.ts';
import { seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

describe('what is owed, on every order answer (issue 27)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let ids: Awaited<ReturnType<typeof makeOwedOrders>>;
  const today = todayInJakarta();
  const due = addDays(today, 14);
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    ids = await makeOwedOrders(t, c);
  }, 60_000);
  afterAll(() => t.close());

  const show = async (id: number) => {
    const response = await t.request({ method: 'GET', url: `/api/orders/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as OwedRow;
  };

  it('a new order owes its Total Harga, due 14 days after its invoice date', async () => {
    expect(owedOf(await show(ids.fresh))).toEqual({
      amount_due: '1100000',
      paid_amount: '0',
      balance_due: '1100000',
      due_date: due,
      days_overdue: 0,
      payment_status: 'unpaid',
    });
  });

  it('a PPN order owes its total with PPN, not the Total Harga the list showed', async () => {
    const row = await show(ids.taxed);
    expect(row.total_with_ppn).not.toBeNull();
    expect(BigInt(row.total_with_ppn!)).toBeGreaterThan(BigInt(row.total_price));
    expect(row).toMatchObject({ amount_due: row.total_with_ppn, balance_due: row.total_with_ppn });
  });

  it('a partial payment: 1.200.000 - 500.000 received = 700.000 open, Sebagian (partial), still Baru', async () => {
    expect(await show(ids.partial)).toMatchObject({
      status: 0,
      amount_due: '1200000',
      paid_amount: '500000',
      balance_due: '700000',
      payment_status: 'partial',
    });
  });

  it('paid in two approved transfers or by publish: balance 0, paid, Lunas; unpublish owes it all again', async () => {
    const paid = {
      status: 1,
      amount_due: '1100000',
      paid_amount: '1100000',
      balance_due: '0',
      payment_status: 'paid',
    };
    expect(await show(ids.settled)).toMatchObject(paid);
    expect(await show(ids.published)).toMatchObject(paid);
    expect(await show(ids.unpublished)).toMatchObject({
      status: 0,
      amount_due: '1100000',
      paid_amount: '0',
      balance_due: '1100000',
      payment_status: 'unpaid',
    });
  });

  it('a cancelled order asks for nothing: amount 0, balance 0, status none', async () => {
    expect(owedOf(await show(ids.cancelled))).toEqual({
      amount_due: '0',
      paid_amount: '0',
      balance_due: '0',
      due_date: due,
      days_overdue: 0,
      payment_status: 'none',
    });
  });

  it('an upgrade owes its Sisa Bayar, not its new Total Harga; one leaving a credit owes nothing', async () => {
    const upgrade = await show(ids.upgrade);
    expect(BigInt(upgrade.sisa_bayar)).toBeGreaterThan(0n);
    expect(upgrade).toMatchObject({
      amount_due: upgrade.sisa_bayar,
      balance_due: upgrade.sisa_bayar,
      payment_status: 'unpaid',
    });
    expect(upgrade.amount_due).not.toBe(upgrade.total_price);
    const credit = await show(ids.credit);
    expect(BigInt(credit.sisa_bayar)).toBeLessThan(0n);
    expect(credit).toMatchObject({
      amount_due: '0',
      balance_due: '0',
      days_overdue: 0,
      payment_status: 'credit',
    });
  });

  it('an order stored 30 days ago and unpaid is 16 days past its due date', async () => {
    expect(await show(ids.overdue)).toMatchObject({
      due_date: addDays(today, -16),
      days_overdue: 16,
      balance_due: '1400000',
      payment_status: 'unpaid',
    });
  });

  it('every stored row agrees with owedFigures over its payment book (SQL), on show, list and search', async () => {
    const book = await t.database.db
      .select({ id: orders.id, paid: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
      .from(orders)
      .leftJoin(payments, eq(payments.order_id, orders.id))
      .groupBy(orders.id);
    const paidById = new Map(book.map((row) => [row.id, BigInt(row.paid)]));
    const rows: OwedRow[] = [];
    for (const page of [1, 2]) {
      const list = await t.request({ method: 'GET', url: `/api/orders?page=${page}` });
      rows.push(...(list.json().data as OwedRow[]));
    }
    expect(rows).toHaveLength(paidById.size);
    for (const row of rows) {
      const owed = owedFigures(row as never, paidById.get(row.id)!, today);
      expect(owedOf(row)).toEqual({
        amount_due: String(owed.amount_due),
        paid_amount: String(owed.paid_amount),
        balance_due: String(owed.balance_due),
        due_date: owed.due_date,
        days_overdue: owed.days_overdue,
        payment_status: owed.payment_status,
      });
      expect(owedOf(await show(row.id))).toEqual(owedOf(row));
    }
    // The upgradable orders of a company ('Select Order') carry the same figures.
    const search = await t.request({
      method: 'POST',
      url: '/api/orders/search',
      payload: { id_company: c.maju.id_company, name: '' },
    });
    const found = search.json().data as OwedRow[];
    expect(found.map((row) => row.id)).toContain(ids.partial);
    for (const row of found) expect(owedOf(row)).toEqual(owedOf(rows.find((entry) => entry.id === row.id)!));
  });

  it('the export carries the owed figures of each order, in words for the payment status', async () => {
    const response = await t.request({ method: 'GET', url: '/api/orders/export?format=csv' });
    const [header, ...lines] = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const at = (label: string) => header!.indexOf(label);
    for (const label of ['Jumlah Tagihan', 'Sudah Dibayar', 'Sisa Tagihan', 'Jatuh Tempo', 'Hari Terlambat'])
      expect(at(label)).toBeGreaterThan(0);
    const rowOf = async (id: number) => {
      const order = await show(id);
      const line = lines.find((cells) => cells[at('Invoice Number')] === order.invoice_number)!;
      return { order, line };
    };
    for (const id of Object.values(ids)) {
      const { order, line } = await rowOf(id);
      expect([
        line[at('Jumlah Tagihan')],
        line[at('Sudah Dibayar')],
        line[at('Sisa Tagihan')],
        line[at('Jatuh Tempo')],
        line[at('Hari Terlambat')],
      ]).toEqual([
        order.amount_due,
        order.paid_amount,
        order.balance_due,
        order.due_date,
        String(order.days_overdue),
      ]);
    }
    expect((await rowOf(ids.partial)).line[at('Status Pembayaran')]).toBe('Sebagian');
    expect((await rowOf(ids.credit)).line[at('Status Pembayaran')]).toBe('Kredit');
    expect((await rowOf(ids.cancelled)).line[at('Status Pembayaran')]).toBe('Dibatalkan');
  });
});
