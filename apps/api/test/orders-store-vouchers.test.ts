// POST /orders/store with a voucher: the hand-worked discounts of each kind, and the vouchers refused.
// The rest of the store is in orders-store.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const month = invoiceMonthPrefix();

describe('POST /orders/store: a new order priced by the server', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  describe('vouchers (hand-worked)', () => {
    // The base order: Tagih Pro 1 month (1.000.000) + 10 users x 1 (100.000) = 1.100.000.
    it('order voucher 10%|5%: d1 = 110.000, d2 = round(990.000 x 5%) = 49.500, total 1.100.000 - 159.500 = 940.500', async () => {
      const row = await createOrder(t, basePayload(c, { id_master_diskon: c.v.order.id }));
      expect(row).toMatchObject({
        id_master_voucher: c.v.order.id,
        voucher_discount: '159500',
        total_price: '940500',
        price_product_item: '1000000',
      });
    });

    it('product voucher Rp 250.000 for any product: product line 750.000, total 850.000', async () => {
      const row = await createOrder(t, basePayload(c, { id_master_diskon: c.v.product.id }));
      expect(row).toMatchObject({
        price_product_item: '750000',
        voucher_discount: '0',
        total_price: '850000',
      });
    });

    it('add-on voucher 50% on Modul Gudang (400.000): 200.000 off the product line, total 900.000', async () => {
      const row = await createOrder(
        t,
        basePayload(c, { id_master_diskon: c.v.addOn.id, array_addon: [c.gudang.id] }),
      );
      expect(row).toMatchObject({ price_product_item: '800000', total_price: '900000' });
    });

    it('user package voucher 10% on 100.000 x 2 x 3 = 600.000: line 540.000, total 3.000.000 + 540.000 = 3.540.000', async () => {
      const row = await createOrder(
        t,
        basePayload(c, { id_master_diskon: c.v.userPackage.id, qty_user_package: 2, total_month: 3 }),
      );
      expect(row).toMatchObject({
        price_user_package: '540000',
        price_product_item: '3000000',
        total_price: '3540000',
      });
    });

    it.each([
      ['expired', () => ({ id_master_diskon: c.v.expired.id }), 'Sorry, Voucher diskon Expired!'],
      [
        'for another product',
        () => ({ id_master_diskon: c.v.flexOnly.id }),
        'Sorry, Voucher diskon tidak bisa digunakan untuk product yg kamu pilih',
      ],
      [
        'for an add-on not chosen',
        () => ({ id_master_diskon: c.v.addOn.id, array_addon: [c.hrd.id] }),
        'Sorry, Voucher diskon tidak bisa digunakan untuk add on yg kamu pilih',
      ],
      [
        'for an add-on the chosen product does not include',
        () => ({ id_master_diskon: c.v.addOn.id, id_product_item: c.flex.id, array_addon: [c.armada.id] }),
        'Sorry, Voucher diskon tidak bisa digunakan untuk add on yg kamu pilih',
      ],
    ])(
      'refuses a voucher %s with 422 on id_master_diskon, leaving no trace and no hole in the numbers',
      async (_name, over, message) => {
        const before = await counts(t);
        const response = await storeOrder(
          t,
          basePayload(c, {
            ...over(),
            extra_package: [{ id_extra_package: c.onsite.id }],
            array_addon: [c.hrd.id],
            ...over(),
          }),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          code: 422,
          message: 'The given data was invalid.',
          errors: { id_master_diskon: [message] },
        });
        expect(await counts(t)).toEqual(before);
        const next = await createOrder(t, basePayload(c));
        expect(next.invoice_number).toBe(`${month}${String(before.sequence + 1).padStart(4, '0')}`);
      },
    );
  });
});
