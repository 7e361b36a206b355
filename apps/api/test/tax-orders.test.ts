// PPN on orders: a store takes 'Setting Pajak' as it is at that moment and keeps it (a later change of the
// setting, even an edit of the order, never changes a stored order's tax); an upgrade's PPN is on Sisa
// Bayar; the faktur number DJP gives is recorded with clear refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  seedOrderCatalogue,
  storeOrderOn,
  type OrderCatalogue,
} from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

const NO_PPN = {
  dpp: null,
  ppn: null,
  total_with_ppn: null,
  ppn_rate: null,
  dpp_rule: null,
  ppn_buyer_type: null,
  faktur_number: null,
};

describe('orders under PPN', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const show = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}` })).json().data;

  it("not PKP (the default): the order is the spec's alone, every PPN field null", async () => {
    // Tagih Pro 1.000.000 + 10 users 100.000 = 1.100.000.
    const row = await createOrder(t, basePayload(c));
    expect(row).toMatchObject({ total_price: '1100000', ...NO_PPN });
  });

  let taxedId = 0;
  it('PKP on: stores DPP Nilai Lain, PPN 12% and the total with PPN; the detail and the list carry them', async () => {
    await putTaxSettings(t, PKP_ON);
    // 12 months: 1.000.000 x 12 + 100.000 x 12 = 13.200.000; voucher ORDER105 (10% then 5%): 1.320.000 and
    // 594.000 = 1.914.000 off -> Total Harga 11.286.000.
    // DPP = 11 x 11.286.000 / 12 = 10.345.500; PPN = 12% x 10.345.500 = 1.241.460; total 12.527.460.
    const row = await createOrder(t, basePayload(c, { total_month: 12, id_master_diskon: c.v.order.id }));
    taxedId = row.id;
    const taxed = {
      total_price: '11286000',
      voucher_discount: '1914000',
      dpp: '10345500',
      ppn: '1241460',
      total_with_ppn: '12527460',
      ppn_rate: 12,
      dpp_rule: '11/12',
      // The company's role when stored (regular by default): the amount due includes PPN.
      ppn_buyer_type: 'regular',
      amount_due: '12527460',
      faktur_number: null,
    };
    expect(row).toMatchObject(taxed);
    expect(await show(row.id)).toMatchObject(taxed);
    const page = (await t.request({ method: 'GET', url: '/api/orders' })).json().data as Array<{
      id: number;
    }>;
    expect(page.find((listed) => listed.id === row.id)).toMatchObject(taxed);
  });

  it('rounds half-up (PER-11/PJ/2025 Art. 129(3)): 1.100.000 -> DPP 1.008.333, PPN 121.000', async () => {
    // 11 x 1.100.000 / 12 = 1.008.333,33 -> 1.008.333 (down); 12% x 1.008.333 = 120.999,96 -> 121.000 (up).
    const row = await createOrder(t, basePayload(c));
    expect(row).toMatchObject({ dpp: '1008333', ppn: '121000', total_with_ppn: '1221000' });
  });

  it('an order stored under the old rounding keeps its figures through an edit that leaves its total', async () => {
    // As stored before PER-11/PJ/2025: 1.100.000 -> DPP 1.008.333, PPN floor(120.999,96) = 120.999.
    const row = await createOrder(t, basePayload(c));
    const old = { dpp: '1008333', ppn: '120999', total_with_ppn: '1220999' };
    await t.database.db
      .update(orders)
      .set({ ...old, balance_due: '1220999' })
      .where(eq(orders.id, row.id));
    expect(await show(row.id)).toMatchObject(old);
    const edit = (changes: Record<string, unknown>, updated_at: string) =>
      t.request({
        method: 'PUT',
        url: `/api/orders/update/${row.id}`,
        payload: basePayload(c, { ...changes, updated_at }),
      });
    const kept = await edit({ remarks: 'Alamat penagihan baru' }, (await show(row.id)).updated_at);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      total_price: '1100000',
      remarks: 'Alamat penagihan baru',
      ...old,
    });
    // Two months change the amount taxed: 2.200.000 is priced under today's rule,
    // DPP 11 x 2.200.000 / 12 = 2.016.666,67 -> 2.016.667; PPN 12% x 2.016.667 = 242.000,04 -> 242.000.
    const repriced = await edit({ total_month: 2 }, kept.json().data.updated_at);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data).toMatchObject({ dpp: '2016667', ppn: '242000', total_with_ppn: '2442000' });
  });

  it('an upgrade is taxed on its Sisa Bayar', async () => {
    const previous = await storeOrderOn(t, c, { total_month: 12 }, '2026-01-01');
    // Upgrade to 3 x 10 users on 2026-07-01 (orders-upgrade.test.ts's arithmetic without storage):
    // new total 12.000.000 + 3.600.000 = 15.600.000; old prorate ceil(13.200.000 x 181/365) = 6.545.754;
    // total prorate ceil(15.600.000 x 184/365) + 6.545.754 = 7.864.110 + 6.545.754 = 14.409.864;
    // Sisa Bayar 14.409.864 - 13.200.000 = 1.209.864; DPP 11 x 1.209.864 / 12 = 1.109.042 exactly;
    // PPN 12% x 1.109.042 = 133.085,04 -> 133.085 (half-up: down); total 1.342.949.
    const upgrade = await storeOrderOn(
      t,
      c,
      { id_order: previous.row.id, total_month: 12, qty_user_package: 3 },
      '2026-07-01',
    );
    expect(upgrade.row).toMatchObject({
      sisa_bayar: '1209864',
      dpp: '1109042',
      ppn: '133085',
      total_with_ppn: '1342949',
    });
  });

  it('a later change of the setting never changes a stored order, not even through an edit', async () => {
    await putTaxSettings(t, { ...PKP_ON, is_pkp: false });
    const before = await show(taxedId);
    expect(before).toMatchObject({ ppn: '1241460', ppn_rate: 12 });
    // Edit: 6 months instead of 12. Re-priced under the order's own PPN (on, 12%, 11/12), not today's (off):
    // 6.600.000 less 660.000 (10%) and 297.000 (5%) = 5.643.000; DPP 5.172.750; PPN 620.730; total 6.263.730.
    const response = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${taxedId}`,
      payload: basePayload(c, {
        total_month: 6,
        id_master_diskon: c.v.order.id,
        updated_at: before.updated_at,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      total_price: '5643000',
      dpp: '5172750',
      ppn: '620730',
      total_with_ppn: '6263730',
    });
    // And a new order now carries no PPN.
    expect(await createOrder(t, basePayload(c))).toMatchObject(NO_PPN);
  });

  it('records the faktur number DJP gave (17 digits), printed from then on; refuses bad input', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/orders/faktur-number', payload });
    for (const faktur_number of ['123', '0400250000000000a', '040025000000000012']) {
      const response = await post({ order: taxedId, faktur_number });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ faktur_number: ['Nomor faktur pajak harus 17 digit angka.'] });
    }
    expect((await post({ order: 'x', faktur_number: '04002500000000001' })).json().errors).toEqual({
      order: ['Order tidak valid.'],
    });
    expect((await post({ order: 999_999, faktur_number: '04002500000000001' })).statusCode).toBe(404);
    const saved = await post({ order: taxedId, faktur_number: '04.00.25-00000000001' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: taxedId, faktur_number: '04002500000000001' });
    // A numbered tax invoice is reported: the order is no longer edited here.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/orders/update/${taxedId}`,
      payload: basePayload(c, { total_month: 3, updated_at: saved.json().data.updated_at }),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain("Mulai penggantian faktur dahulu ('Ganti Faktur')");
  });

  it('409 for an order without PPN and for a cancelled one', async () => {
    const plain = await createOrder(t, basePayload(c));
    const post = (order: number) =>
      t.request({
        method: 'POST',
        url: '/api/orders/faktur-number',
        payload: { order, faktur_number: '04002500000000002' },
      });
    const untaxed = await post(plain.id);
    expect(untaxed.statusCode).toBe(409);
    expect(untaxed.json().message).toBe(
      'Order ini tidak dikenai PPN; tidak ada faktur pajak untuk diberi nomor.',
    );
    await putTaxSettings(t, PKP_ON);
    const taxed = await createOrder(t, basePayload(c));
    await t.database.db.update(orders).set({ is_canceled: 1 }).where(eq(orders.id, taxed.id));
    const cancelled = await post(taxed.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toContain('sudah dicancel');
  });
});
