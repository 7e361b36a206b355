// POST /orders/store: the invoice number (preview, taken meanwhile, imported ones skipped), the figures the
// server works out, validation and the token every order route needs. Vouchers are in
// orders-store-vouchers.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, orders } from '@tagih/db';
import { endPeriodOf, todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import {
  basePayload,
  createOrder,
  invoiceMonthPrefix,
  orderTableCounts as counts,
  seedOrderCatalogue,
  storeOrder,
  type OrderCatalogue,
} from './orders-fixtures.ts';

const today = todayInJakarta();
const month = invoiceMonthPrefix();

describe('POST /orders/store: a new order priced by the server', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('previews the first invoice number of the month without reserving it', async () => {
    const first = await t.request({ method: 'GET', url: '/api/orders/get_invoice_number' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: 'OK', data: `${month}0001` });
    expect((await t.request({ method: 'GET', url: '/api/orders/get_invoice_number' })).json().data).toBe(
      `${month}0001`,
    );
  });

  it('stores every figure as worked by hand, ignoring the prices the client sent', async () => {
    const response = await storeOrder(
      t,
      basePayload(c, {
        invoice_number: `${month}0001`,
        total_month: 3,
        remarks: 'Termasuk pelatihan 2 hari',
        packages: 'teks pencarian produk',
        qty_user_package: 2,
        disc_user_package: 50_000,
        id_storage_package: c.storage50.id,
        qty_storage_package: 2,
        extra_package: [
          { id_extra_package: c.onsite.id, disc_extra_package: '500000' },
          { id_extra_package: c.migrasi.id },
        ],
        array_addon: [c.gudang.id, String(c.hrd.id), c.gudang.id],
        // Never trusted:
        price_product_item: 1,
        price_user_package: 1,
        price_storage_package: 1,
        price_extra_package: 1,
        total_price: 1,
        status: 1,
        is_canceled: 1,
        payment_proof: 'payment-proofs/0123456789abcdef0123456789abcdef.png',
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data berhasil ditambahkan!');
    // product 1.000.000 x 3 months                         = 3.000.000
    // user package 100.000 x 2 x 3 = 600.000 - 50.000      =   550.000
    // storage 50.000 x 2 x 3                               =   300.000
    // extras (7.500.000 - 500.000) + 3.500.000             = 10.500.000
    // total 3.000.000 + 550.000 + 300.000 + 10.500.000     = 14.350.000
    expect(body.data).toMatchObject({
      invoice_number: `${month}0001`,
      company: { id_company: c.maju.id_company, name_company: 'PT Maju Jaya Abadi' },
      packages: { id: c.pro.id, name: 'Tagih Pro' },
      userPackages: { name: 'Paket 10 User' },
      start_period: today,
      end_period: endPeriodOf(today, 3),
      total_month: 3,
      total_user: 20, // 10 users x 2
      remarks: 'Termasuk pelatihan 2 hari',
      is_billing: 0,
      is_auto_order: 0,
      is_canceled: 0,
      status: 0,
      payment_proof: null,
      image_payment_proof: null,
      id_order: null,
      price_product_item: '3000000',
      price_user_package: '550000',
      disc_user_package: '50000',
      price_storage_package: '300000',
      price_extra_package: '10500000',
      voucher_discount: '0',
      total_price: '14350000',
      previous_total: '0',
      total_prorate: '0',
      sisa_bayar: '0',
    });

    const detail = (await t.request({ method: 'GET', url: `/api/orders/${body.data.id}` })).json().data;
    expect(detail.extra_package).toEqual([
      expect.objectContaining({
        id_extra_package: c.onsite.id,
        name_extra_package: 'Implementasi & Training Onsite',
        price_extra_package: '7500000',
        disc_extra_package: '500000',
      }),
      expect.objectContaining({
        id_extra_package: c.migrasi.id,
        name_extra_package: 'Migrasi Data',
        price_extra_package: '3500000',
        disc_extra_package: '0',
      }),
    ]);
    expect(detail.array_addon.sort()).toEqual([c.gudang.id, c.hrd.id].sort());
    expect(detail.productItem).toMatchObject({ id: c.pro.id, name: 'Tagih Pro', price: '1000000' });
    expect(detail.productItem.add_on_ids.sort()).toEqual([c.gudang.id, c.hrd.id].sort());
    expect(detail.storagePackage).toMatchObject({ id: c.storage50.id, price: '50000' });
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'order'));
    expect(audit).toMatchObject({ action: 'create', entity_id: String(body.data.id) });
  });

  it('copies is_billing from the product item and takes is_auto_order from integrators', async () => {
    const row = await createOrder(t, basePayload(c, { id_product_item: c.flex.id, is_auto_order: 1 }));
    expect(row).toMatchObject({
      is_billing: 1,
      is_auto_order: 1,
      packages: { name: 'Tagih Flex' },
      price_product_item: '2000000',
    });
  });

  it('says which number the order got when the previewed one was taken meanwhile', async () => {
    const preview = (await t.request({ method: 'GET', url: '/api/orders/get_invoice_number' })).json()
      .data as string;
    const other = await createOrder(t, basePayload(c)); // someone else saves first and takes the previewed number
    expect(other.invoice_number).toBe(preview);
    const mine = await storeOrder(t, basePayload(c, { invoice_number: preview }));
    const seq = Number(preview.slice(-4)) + 1;
    const got = `${month}${String(seq).padStart(4, '0')}`;
    expect(mine.json().data.invoice_number).toBe(got);
    expect(mine.json().message).toBe(
      `Data berhasil ditambahkan! Nomor invoice ${preview} sudah terpakai; order ini mendapat nomor ${got}.`,
    );
  });

  it('skips numbers that orders from elsewhere (imported) already carry, and audits the id and number it got', async () => {
    const { sequence } = await counts(t);
    const number = (n: number) => `${month}${String(n).padStart(4, '0')}`;
    const [template] = await t.database.db.select().from(orders).limit(1);
    // Two imported orders hold the next two numbers, written past the sequence.
    for (const n of [sequence + 1, sequence + 2]) {
      const { id: _id, ...copy } = template!;
      await t.database.db.insert(orders).values({ ...copy, invoice_number: number(n) });
    }
    const stored = await createOrder(t, basePayload(c));
    expect(stored.invoice_number).toBe(number(sequence + 3));
    expect((await counts(t)).sequence).toBe(sequence + 3);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(stored.id)));
    expect(audit).toMatchObject({ action: 'create', entity: 'order' });
    expect(audit!.after).toMatchObject({ id: stored.id, invoice_number: number(sequence + 3) });
  });

  describe('validation: every refusal is a 422 under its field and stores nothing', () => {
    it.each([
      [
        'nothing at all',
        {},
        {
          id_company: ['Wajib diisi.'],
          id_product_item: ['Wajib diisi.'],
          id_user_package: ['Wajib diisi.'],
        },
      ],
      ['0 months', { total_month: 0 }, { total_month: ['Jumlah bulan minimal 1.'] }],
      ['121 months', { total_month: 121 }, { total_month: ['Jumlah bulan maksimal 120.'] }],
      ['1.5 months', { total_month: 1.5 }, { total_month: ['Harus bilangan bulat.'] }],
      ['0 users', { qty_user_package: 0 }, { qty_user_package: ['Minimal 1.'] }],
      ['1001 storages', { qty_storage_package: 1001 }, { qty_storage_package: ['Maksimal 1000.'] }],
      ['a negative discount', { disc_user_package: -1 }, { disc_user_package: ['Tidak boleh negatif.'] }],
      [
        'an id that is not one',
        { id_storage_package: 'abc' },
        { id_storage_package: ['Pilihan tidak valid.'] },
      ],
      [
        'an extra row without its package',
        { extra_package: [{ disc_extra_package: 0 }] },
        { 'extra_package.0.id_extra_package': ['Wajib diisi.'] },
      ],
    ])('%s', async (_name, over, errors) => {
      const before = await counts(t);
      const payload = Object.keys(over).length === 0 ? {} : basePayload(c, over);
      const response = await storeOrder(t, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 422, message: 'The given data was invalid.', errors });
      expect(await counts(t)).toEqual(before);
    });

    it('refuses references to missing records, all at once', async () => {
      const before = await counts(t);
      const response = await storeOrder(t, {
        id_company: 999_999,
        id_product_item: 999_998,
        id_user_package: 999_997,
        id_storage_package: 999_996,
        id_master_diskon: 999_995,
        id_order: 999_994,
        extra_package: [{ id_extra_package: c.onsite.id }, { id_extra_package: 999_993 }],
        array_addon: [c.gudang.id, 999_992],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        id_company: ['Perusahaan tidak ditemukan.'],
        id_product_item: ['Product item tidak ditemukan.'],
        id_user_package: ['User package tidak ditemukan.'],
        id_storage_package: ['User storage tidak ditemukan.'],
        id_master_diskon: ['Voucher tidak ditemukan.'],
        'extra_package.1.id_extra_package': ['Extra package tidak ditemukan.'],
        array_addon: ['Add on tidak ditemukan: 999992.'],
        id_order: ['Order sebelumnya tidak ditemukan.'],
      });
      expect(await counts(t)).toEqual(before);
    });
  });

  it('answers 401 without a token, on every order route', async () => {
    const calls = [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/1'],
      ['GET', '/api/orders/get_invoice_number'],
      ['POST', '/api/orders/search'],
      ['POST', '/api/orders/store'],
      ['PUT', '/api/orders/update/1'],
      ['POST', '/api/orders/payment_proof'],
      ['POST', '/api/orders/cancel_order'],
      ['POST', '/api/orders/change-status/1'],
      ['DELETE', '/api/orders/delete/1'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    }
  });
});
