// Issue 28: a faktur number is 17 digits, not all zeros, and belongs to one order: another order's number is
// 409 naming that order's invoice, also when two clerks record it at once; migration 0015 keeps a database
// that already holds duplicates (nothing erased) and unique from then on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../../../packages/db/drizzle/0015_faktur_unique.sql');

describe('faktur numbers: one order each (issue 28)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
  });
  afterAll(() => t?.close());

  const record = (order: number, faktur_number: string) =>
    t.request({ method: 'POST', url: '/api/orders/faktur-number', payload: { order, faktur_number } });
  const numberOf = async (id: number) =>
    (await t.database.db.select({ n: orders.faktur_number }).from(orders).where(eq(orders.id, id)))[0]?.n;

  it('refuses seventeen zeros (422)', async () => {
    const order = await createOrder(t, basePayload(c));
    for (const zeros of ['00000000000000000', '000.000-00.000000000']) {
      const response = await record(order.id, zeros);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 422,
        errors: { faktur_number: ['Nomor faktur pajak tidak boleh nol semua.'] },
      });
    }
    expect(await numberOf(order.id)).toBeNull();
  });

  it("refuses another order's number with 409 naming its invoice; the holder may record it again", async () => {
    const [holder, other] = [await createOrder(t, basePayload(c)), await createOrder(t, basePayload(c))];
    expect((await record(holder.id, '04002500000000101')).statusCode).toBe(200);
    const refused = await record(other.id, '04.00.25-00000000101');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: `Nomor faktur pajak 04002500000000101 sudah dipakai invoice ${holder.invoice_number}; satu nomor hanya untuk satu faktur.`,
    });
    expect(await numberOf(other.id)).toBeNull();
    expect((await record(holder.id, '04002500000000101')).statusCode).toBe(200);
  });

  it('gives the number to one of two orders recording it at once: one 200, one 409 naming the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pair = [await createOrder(t, basePayload(c)), await createOrder(t, basePayload(c))];
      const number = `0400250000000020${round}`;
      const answers = await Promise.all(pair.map((order) => record(order.id, number)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = pair[answers.findIndex((answer) => answer.statusCode === 200)]!;
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json().message).toContain(`sudah dipakai invoice ${winner.invoice_number}`);
      const holders = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.faktur_number, number));
      expect(holders).toEqual([{ id: winner.id }]);
    }
  });

  it('migrates a database holding duplicates: numbers kept, the first holder unique, the rest flagged until recorded again', async () => {
    const { db } = t.database;
    const trio = [
      await createOrder(t, basePayload(c)),
      await createOrder(t, basePayload(c)),
      await createOrder(t, basePayload(c)),
    ];
    const ids = trio.map((order) => order.id);
    // The database as it was before 0015, with one number on three orders.
    await db.execute(sql`drop index orders_faktur_number_unique`);
    await db.execute(sql`alter table orders drop column faktur_number_duplicate`);
    await db.execute(sql`update orders set faktur_number = '04002500000000300' where id in ${ids}`);
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const rows = await queryRows<{ id: number; faktur_number: string; faktur_number_duplicate: boolean }>(
      db,
      sql`select id, faktur_number, faktur_number_duplicate from orders where id in ${ids} order by id`,
    );
    expect(rows).toEqual(
      ids.map((id, index) => ({
        id,
        faktur_number: '04002500000000300',
        faktur_number_duplicate: index > 0,
      })),
    );
    const refused = await record(trio[2]!.id, '04002500000000300');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`sudah dipakai invoice ${trio[0]!.invoice_number}`);
    expect((await record(trio[2]!.id, '04002500000000301')).statusCode).toBe(200);
    const corrected = await db
      .select({ duplicate: orders.faktur_number_duplicate })
      .from(orders)
      .where(inArray(orders.id, [trio[2]!.id]));
    expect(corrected).toEqual([{ duplicate: false }]);
  });
});
