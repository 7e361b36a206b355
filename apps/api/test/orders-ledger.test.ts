// The order and its invoice number as books (decisions.md "The ledger", docs/order-lifecycle.md): every step
// the lifecycle does not allow is a 409 that says why and changes nothing; paying records who and when; a
// delete voids the order and keeps its number in the month's register; racing steps never combine into an
// illegal state and the register runs 1..N under any interleaving of stores, deletes and cancels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

interface RegisterEntry {
  invoice_number: string;
  id: number;
  void: boolean;
  voided_at: string | null;
  voided_by: number | null;
  status: number;
  is_canceled: number;
  total_price: string;
  name_company: string;
}

describe('orders as books', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    const me = await t.request({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email: 'admin@tagih.local', password: 'admin12345' },
    });
    adminId = me.json().data.admin.id;
  });
  afterAll(() => t.close());

  const setStatus = (id: number, status: number) =>
    t.request({ method: 'POST', url: `/api/orders/change-status/${id}`, payload: { status } });
  const cancel = (id: number) =>
    t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: id } });
  const remove = (id: number) => t.request({ method: 'DELETE', url: `/api/orders/delete/${id}` });
  const show = (id: number) => t.request({ method: 'GET', url: `/api/orders/${id}` });
  const stored = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const auditCount = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, String(id))))
    ).length;
  const register = async (month = todayInJakarta().slice(0, 7)) => {
    const response = await t.request({ method: 'GET', url: `/api/invoice-register?month=${month}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as RegisterEntry[];
  };
  const numberOf = (invoice: string) => Number(invoice.split('/')[3]);

  /** Asserts a 409 with exactly this message, and that the order and its audit trail did not move. */
  async function refused(
    id: number,
    call: () => Promise<{ statusCode: number; json(): unknown }>,
    message: string,
  ) {
    const before = await stored(id);
    const audits = await auditCount(id);
    const response = await call();
    expect(response.json()).toEqual({ code: 409, message });
    expect(await stored(id)).toEqual(before);
    expect(await auditCount(id)).toBe(audits);
  }

  it('never pays a cancelled order, never cancels a paid one, and says why', async () => {
    const cancelled = await createOrder(t, basePayload(c));
    expect((await cancel(cancelled.id)).statusCode).toBe(200);
    await refused(
      cancelled.id,
      () => setStatus(cancelled.id, 1),
      'Order yang sudah dibatalkan tidak dapat dilunasi.',
    );
    await refused(
      cancelled.id,
      () => setStatus(cancelled.id, 2),
      'Order yang sudah dibatalkan tidak dapat ditangguhkan.',
    );

    const paid = await createOrder(t, basePayload(c));
    expect((await setStatus(paid.id, 1)).statusCode).toBe(200);
    await refused(
      paid.id,
      () => cancel(paid.id),
      'Order yang sudah lunas tidak dapat dibatalkan. Batalkan pelunasannya (unpublish) terlebih dahulu.',
    );
    await refused(paid.id, () => setStatus(paid.id, 1), 'Order ini sudah lunas.');
    await refused(
      paid.id,
      () => setStatus(paid.id, 2),
      'Order yang sudah lunas tidak dapat ditangguhkan. Batalkan pelunasannya (unpublish) terlebih dahulu.',
    );
    await refused(
      paid.id,
      () => remove(paid.id),
      'Order yang sudah lunas tidak dapat dihapus; nomor invoicenya sudah tercatat di pembukuan.',
    );
    const edit = () =>
      t.request({
        method: 'PUT',
        url: `/api/orders/update/${paid.id}`,
        payload: basePayload(c, { remarks: 'ubah' }),
      });
    await refused(
      paid.id,
      edit,
      'Order yang sudah lunas tidak dapat diubah. Batalkan pelunasannya (unpublish) terlebih dahulu.',
    );

    // Unpay first, then the cancel goes through.
    expect((await setStatus(paid.id, 0)).statusCode).toBe(200);
    expect((await cancel(paid.id)).statusCode).toBe(200);
    expect(await stored(paid.id)).toMatchObject({ status: 0, is_canceled: 1 });

    const fresh = await createOrder(t, basePayload(c));
    await refused(fresh.id, () => setStatus(fresh.id, 0), 'Order ini belum lunas.');
  });

  it('records who paid and when, answers it, and clears both on unpay; a suspended order resumes', async () => {
    const order = await createOrder(t, basePayload(c));
    expect(order).toMatchObject({ status: 0, paid_at: null, paid_by: null });
    const paid = (await setStatus(order.id, 1)).json().data;
    expect(paid).toMatchObject({ status: 1, paid_by: adminId });
    expect(Math.abs(Date.parse(paid.paid_at) - Date.now())).toBeLessThan(60_000);
    expect((await show(order.id)).json().data).toMatchObject({ paid_at: paid.paid_at, paid_by: adminId });

    const unpaid = (await setStatus(order.id, 0)).json().data;
    expect(unpaid).toMatchObject({ status: 0, paid_at: null, paid_by: null });
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, String(order.id)), eq(auditLogs.action, 'change-status')));
    expect(
      audits.map((row) => [
        (row.before as { paid_by: unknown }).paid_by,
        (row.after as { paid_by: unknown }).paid_by,
      ]),
    ).toEqual([
      [null, adminId],
      [adminId, null],
    ]);

    expect((await setStatus(order.id, 2)).json().data).toMatchObject({ status: 2 });
    expect((await setStatus(order.id, 0)).json().data).toMatchObject({ status: 0 });
  });

  it('voids a draft on delete: gone from GET, lists and searches, its number kept in the register with who and when', async () => {
    const keep = await createOrder(t, basePayload(c));
    const draft = await createOrder(t, basePayload(c, { remarks: 'salah input' }));
    expect((await remove(draft.id)).json()).toEqual({ code: 200, message: 'Item Deleted' });
    expect((await show(draft.id)).statusCode).toBe(404);
    expect((await remove(draft.id)).statusCode).toBe(404);
    const listed = (
      await t.request({
        method: 'GET',
        url: `/api/orders?search=${encodeURIComponent(draft.invoice_number)}`,
      })
    ).json();
    expect(listed.meta.total).toBe(0);
    const lookup = (
      await t.request({
        method: 'POST',
        url: '/api/orders/search',
        payload: { id_company: c.maju.id_company },
      })
    ).json();
    expect(lookup.data.map((row: { id: number }) => row.id)).not.toContain(draft.id);
    expect(lookup.data.map((row: { id: number }) => row.id)).toContain(keep.id);

    const entry = (await register()).find((row) => row.invoice_number === draft.invoice_number);
    expect(entry).toMatchObject({
      id: draft.id,
      void: true,
      voided_by: adminId,
      status: 0,
      is_canceled: 0,
      total_price: draft.total_price,
      name_company: 'PT Maju Jaya Abadi',
    });
    expect(Math.abs(Date.parse(entry!.voided_at!) - Date.now())).toBeLessThan(60_000);
    expect((await register()).find((row) => row.id === keep.id)).toMatchObject({
      void: false,
      voided_at: null,
      voided_by: null,
    });

    // The company stays in the books while the register names it.
    const company = (
      await t.request({
        method: 'POST',
        url: '/api/companies/store',
        payload: { name_company: 'CV Sekali Pesan', email: 'a@sekali.co.id' },
      })
    ).json().data;
    const only = await createOrder(t, basePayload(c, { id_company: company.id_company }));
    expect((await remove(only.id)).statusCode).toBe(200);
    const refusedDelete = await t.request({
      method: 'DELETE',
      url: `/api/companies/delete/${company.id_company}`,
    });
    expect(refusedDelete.json()).toEqual({
      code: 409,
      message:
        'Company CV Sekali Pesan masih memiliki 1 nomor invoice void di register, sehingga tidak dapat dihapus.',
    });

    // The next order takes the next number: the voided one is never given again.
    const next = await createOrder(t, basePayload(c));
    expect(numberOf(next.invoice_number)).toBe(numberOf(only.invoice_number) + 1);
  });

  it('refuses to delete a sent or proven order (409: cancel it instead) and hides nothing of it', async () => {
    const sent = await createOrder(t, basePayload(c));
    await t.database.db.update(orders).set({ invoice_sent_at: new Date() }).where(eq(orders.id, sent.id));
    await refused(
      sent.id,
      () => remove(sent.id),
      'Invoice order ini sudah dikirim, jadi order tidak dapat dihapus. Batalkan (cancel) order ini sebagai gantinya.',
    );
    expect((await cancel(sent.id)).statusCode).toBe(200);
    expect((await show(sent.id)).statusCode).toBe(200);
  });

  it('answers 422 for a month that is not YYYY-MM, and an empty register for a month without numbers', async () => {
    for (const month of ['2026-13', '2026-1', 'november', '2026-11-01']) {
      const response = await t.request({ method: 'GET', url: `/api/invoice-register?month=${month}` });
      expect(response.statusCode, month).toBe(422);
      expect(response.json().errors.month).toEqual(['Bulan harus berformat YYYY-MM.']);
    }
    expect(await register('2001-01')).toEqual([]);
  });

  it('never leaves an order both paid and cancelled when pay and cancel race', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => createOrder(t, basePayload(c))));
    const answers = await Promise.all(made.flatMap((order) => [setStatus(order.id, 1), cancel(order.id)]));
    for (let i = 0; i < made.length; i += 1) {
      const row = await stored(made[i]!.id);
      const [pay, cancelled] = [answers[2 * i]!.statusCode, answers[2 * i + 1]!.statusCode];
      expect([pay, cancelled].sort()).toEqual([200, 409]); // exactly one of the two went through
      // Whichever won decides the row: paid with its payment recorded, or cancelled and unpaid.
      expect([row!.status, row!.is_canceled, row!.paid_at !== null]).toEqual(
        pay === 200 ? [1, 0, true] : [0, 1, false],
      );
    }
  });

  it('keeps the register 1..N with no hole under concurrent stores, deletes, cancels and pays', async () => {
    const first = await Promise.all(Array.from({ length: 16 }, () => createOrder(t, basePayload(c))));
    await Promise.all([
      ...first.slice(0, 6).map((order) => remove(order.id)),
      ...first.slice(6, 10).map((order) => cancel(order.id)),
      ...first.slice(10, 13).map((order) => setStatus(order.id, 1)),
      ...Array.from({ length: 8 }, () => createOrder(t, basePayload(c))),
      // A delete racing a pay on the same order: one of them wins, never both.
      remove(first[13]!.id),
      setStatus(first[13]!.id, 1),
    ]);
    const entries = await register();
    expect(entries.map((entry) => numberOf(entry.invoice_number))).toEqual(entries.map((_entry, i) => i + 1));
    for (const order of first.slice(0, 6))
      expect(entries.find((e) => e.id === order.id)).toMatchObject({ void: true });
    const raced = entries.find((e) => e.id === first[13]!.id)!;
    const racedRow = await stored(raced.id);
    expect([raced.void, racedRow?.status]).toEqual(raced.void ? [true, undefined] : [false, 1]);
  });
});
