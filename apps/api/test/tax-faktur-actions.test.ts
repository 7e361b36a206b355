// Issue 31: fakturs cancelled or replaced (PER-11/PJ/2025 Articles 48-49). Cancelling an order whose faktur
// number is recorded lists it as 'Faktur perlu dibatalkan' until the clerk records the Coretax cancellation;
// changing its figures is refused until a replacement is started, which lists it as 'Faktur perlu diganti'
// until the new number is recorded, and the invoice then names the faktur it replaces. Every step is in the
// order's history.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice } from './invoice-reading.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

interface ActionRow {
  id: number;
  kind: string;
  status: string;
  faktur_number: string;
  new_faktur_number: string | null;
  order: { id: number; invoice_number: string; name_company: string };
  done_on: string | null;
}

describe('fakturs to cancel or replace in Coretax', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    await putTaxSettings(t, PKP_ON);
    // A buyer with an NPWP, so the month's Coretax export can be made.
    await t.database.db
      .update(companies)
      .set({ npwp: '0987654321098765' })
      .where(eq(companies.id_company, c.maju.id_company));
  });
  afterAll(() => t?.close());

  const today = todayInJakarta();
  const actions = async (query: string): Promise<ActionRow[]> => {
    const response = await t.request({ method: 'GET', url: `/api/tax/faktur-actions${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const numbered = async (fakturNumber: string) => {
    const order = await createOrder(t, basePayload(c));
    const recorded = await t.request({
      method: 'POST',
      url: '/api/orders/faktur-number',
      payload: { order: order.id, faktur_number: fakturNumber },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    return recorded.json().data as typeof order & { faktur_number: string };
  };
  const markDone = (id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/tax/faktur-actions/${id}/done`, payload });
  const historyOf = async (id: number): Promise<string[]> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/audit-logs?resource=orders&record_id=${id}`,
    });
    return (response.json().data as Array<{ action: string }>).map((row) => row.action);
  };
  const show = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data;

  it('a cancelled order with a faktur number waits on the open list until its Coretax cancellation is recorded', async () => {
    const order = await numbered('04002500000003101');
    const plain = await createOrder(t, basePayload(c));
    for (const id of [order.id, plain.id]) {
      const cancelled = await t.request({
        method: 'POST',
        url: '/api/orders/cancel_order',
        payload: { order: id },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const open = await actions('');
    // Only the numbered order: a faktur never numbered has nothing to cancel in Coretax.
    expect(open.filter((row) => row.order.id === plain.id)).toEqual([]);
    const action = open.find((row) => row.order.id === order.id)!;
    expect(action).toMatchObject({
      kind: 'cancel',
      status: 'open',
      faktur_number: '04002500000003101',
      order: { invoice_number: order.invoice_number, name_company: 'PT Maju Jaya Abadi' },
      done_on: null,
    });
    expect((await actions('?kind=replace')).some((row) => row.id === action.id)).toBe(false);

    for (const [payload, field, message] of [
      [{ date: addDays(today, 1) }, 'date', 'Tanggal tidak boleh di masa depan.'],
      [{ date: '2026-02-30' }, 'date', 'Tanggal harus berformat YYYY-MM-DD.'],
      [{ date: addDays(today, -1) }, 'date', `Tanggal tidak boleh sebelum tindakan dibuka (${today}).`],
    ] as const) {
      const refused = await markDone(action.id, payload);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ [field]: [message] });
    }
    expect((await actions('')).some((row) => row.id === action.id)).toBe(true);

    const closed = await markDone(action.id, { date: today });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await actions('')).some((row) => row.id === action.id)).toBe(false);
    expect((await actions('?status=done')).find((row) => row.id === action.id)).toMatchObject({
      status: 'done',
      done_on: today,
    });
    const twice = await markDone(action.id, { date: today });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Tindakan faktur ini sudah selesai (${today}).`);
    expect((await markDone(999_999, { date: today })).statusCode).toBe(404);
    expect(await historyOf(order.id)).toEqual(
      expect.arrayContaining(['faktur_number', 'cancel', 'faktur-cancel-opened', 'faktur-cancel-done']),
    );
  });

  it('figures of a numbered order change only under a replacement, closed by the new number', async () => {
    const order = await numbered('04002500000003201');
    const edit = async (over: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: `/api/orders/update/${order.id}`,
        payload: basePayload(c, { ...over, updated_at: (await show(order.id)).updated_at }),
      });
    const refused = await edit({ total_month: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Faktur pajak order ini sudah bernomor dari DJP; angka, baris dan pembelinya tidak dapat diubah. ' +
        "Mulai penggantian faktur dahulu ('Ganti Faktur'), lalu ubah order.",
    );
    expect(await show(order.id)).toMatchObject({ total_month: 1, total_price: order.total_price });
    // A note is not on the faktur: it passes.
    const noted = await edit({ remarks: 'Kirim ke bagian keuangan' });
    expect(noted.statusCode, noted.body).toBe(200);

    const started = await t.request({ method: 'POST', url: `/api/orders/${order.id}/faktur-replacement` });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ faktur_replacing: true, replaced_faktur_number: null });
    const again = await t.request({ method: 'POST', url: `/api/orders/${order.id}/faktur-replacement` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('sudah dimulai');

    const changed = await edit({ total_month: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ total_month: 3, faktur_number: '04002500000003201' });
    const action = (await actions('?kind=replace')).find((row) => row.order.id === order.id)!;
    expect(action).toMatchObject({ kind: 'replace', status: 'open', faktur_number: '04002500000003201' });

    // The new number must differ from the replaced one, and a replacement's 'Selesai' needs it.
    const same = await t.request({
      method: 'POST',
      url: '/api/orders/faktur-number',
      payload: { order: order.id, faktur_number: '04002500000003201' },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('harus berbeda');
    const missing = await markDone(action.id, { date: today });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ faktur_number: ['Nomor faktur pengganti wajib diisi.'] });

    const replaced = await markDone(action.id, { date: today, faktur_number: '04.00.25-00000003202' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await show(order.id)).toMatchObject({
      faktur_number: '04002500000003202',
      replaced_faktur_number: '04002500000003201',
      faktur_replacing: false,
    });
    expect((await actions('?status=done&kind=replace')).find((row) => row.id === action.id)).toMatchObject({
      new_faktur_number: '04002500000003202',
      done_on: today,
    });
    expect((await edit({ total_month: 6 })).statusCode).toBe(409);

    const pdf = await t.request({ method: 'GET', url: `/api/orders/pdf/${order.id}` });
    // Kept for a person to look at (pdftoppm -png), as tax-invoice.test.ts keeps its own.
    if (process.env.TAX_PDF_DIR)
      await writeFile(`${process.env.TAX_PDF_DIR}/faktur-replaced.pdf`, pdf.rawPayload);
    const invoice = await readInvoice(pdf.rawPayload);
    expect(invoice.flat).toMatch(/No\. Faktur Pajak\s*:?\s*04002500000003202/);
    expect(invoice.flat).toMatch(/Pengganti Faktur\s*:?\s*04002500000003201/);
    expect(await historyOf(order.id)).toEqual(
      expect.arrayContaining(['faktur-replacement-started', 'faktur-replacement-done', 'update']),
    );
  });

  it('the faktur-number route closes an open replacement; a cancel withdraws one; no replacement without a number', async () => {
    const order = await numbered('04002500000003301');
    await t.request({ method: 'POST', url: `/api/orders/${order.id}/faktur-replacement` });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/orders/faktur-number',
      payload: { order: order.id, faktur_number: '04002500000003302' },
    });
    expect(recorded.json().data).toMatchObject({ replaced_faktur_number: '04002500000003301' });
    expect((await actions('?kind=replace')).some((row) => row.order.id === order.id)).toBe(false);

    const other = await numbered('04002500000003401');
    await t.request({ method: 'POST', url: `/api/orders/${other.id}/faktur-replacement` });
    await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: other.id } });
    const open = (await actions('')).filter((row) => row.order.id === other.id);
    expect(open).toEqual([expect.objectContaining({ kind: 'cancel', faktur_number: '04002500000003401' })]);
    expect(await historyOf(other.id)).toContain('faktur-replacement-withdrawn');

    const plain = await createOrder(t, basePayload(c));
    const refused = await t.request({ method: 'POST', url: `/api/orders/${plain.id}/faktur-replacement` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('belum bernomor');
    expect((await t.request({ method: 'GET', url: '/api/tax/faktur-actions?status=x' })).statusCode).toBe(
      422,
    );
  });

  it('the Coretax export leaves out an order while its faktur is being replaced (Coretax replaces it from the original)', async () => {
    const order = await numbered('04002500000003501');
    const exported = async () => {
      const response = await t.request({ method: 'GET', url: `/api/tax/efaktur?month=${today.slice(0, 7)}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.includes(`<RefDesc>${order.invoice_number}</RefDesc>`);
    };
    expect(await exported()).toBe(true);
    await t.request({ method: 'POST', url: `/api/orders/${order.id}/faktur-replacement` });
    expect(await exported()).toBe(false);
    await t.request({
      method: 'POST',
      url: '/api/orders/faktur-number',
      payload: { order: order.id, faktur_number: '04002500000003502' },
    });
    expect(await exported()).toBe(true);
  });
});
