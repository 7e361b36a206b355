// The form's live figures for a loaded order equal the figures the server stored for it: the same inputs go
// through the same composition (orderFigures). The stored figures below are the hand-worked ones the API
// tests assert (apps/api/test/orders-store.test.ts, orders-store-vouchers.test.ts, orders-upgrade.test.ts).
import type { OrderDetail } from '@tagih/domain/schemas/order';
import { describe, expect, it } from 'vitest';
import { formFigures } from './order-form-pricing';
import { carriedOver, initialOrderValues, orderToValues } from './order-form-values';

const base: OrderDetail = {
  id: 1,
  id_company: 1,
  company: { id_company: 1, name_company: 'PT Maju Jaya Abadi' },
  id_order: null,
  upgraded_by: null,
  upgraded_by_invoice: null,
  renewed_by: null,
  renewed_by_invoice: null,
  invoice_number: 'INV/2026/03/0001',
  start_period: '2026-03-10',
  end_period: '2026-06-09',
  created_on: '2026-03-10T02:00:00.000Z',
  total_month: 3,
  is_canceled: 0,
  is_billing: 0,
  is_auto_order: 0,
  status: 0,
  payment_proof: null,
  image_payment_proof: null,
  total_user: 20,
  remarks: '',
  packages: { id: 7, name: 'Tagih Pro' },
  id_product_item: 7,
  price_product_item: '3000000',
  userPackages: { name: 'Paket 10 User' },
  id_user_package: 4,
  qty_user_package: 2,
  disc_user_package: '50000',
  price_user_package: '550000',
  id_storage_package: 9,
  qty_storage_package: 2,
  disc_storage_package: '0',
  price_storage_package: '300000',
  price_extra_package: '10500000',
  id_master_voucher: null,
  voucher_discount: '0',
  total_price: '14350000',
  previous_total: '0',
  total_prorate: '0',
  sisa_bayar: '0',
  balance_due: '14350000',
  amount_due: '14350000',
  paid_amount: '0',
  withheld: '0',
  due_date: '2026-01-15',
  days_overdue: 0,
  payment_status: 'unpaid',
  dpp: null,
  ppn: null,
  total_with_ppn: null,
  ppn_rate: null,
  dpp_rule: null,
  ppn_buyer_type: null,
  faktur_number: null,
  replaced_faktur_number: null,
  faktur_replacing: false,
  invoice_sent_at: null,
  paid_at: null,
  paid_by: null,
  created_at: '2026-03-10T02:00:00.000Z',
  updated_at: '2026-03-10T02:00:00.000Z',
  id_master_diskon: null,
  productItem: { id: 7, name: 'Tagih Pro', price: '1000000', is_billing: 0, add_on_ids: [11, 12] },
  userPackage: { id: 4, name: 'Paket 10 User', price: '100000', total_user: 10 },
  storagePackage: { id: 9, name: 'Storage 50 GB', price: '50000' },
  extra_package: [
    {
      id: 1,
      id_extra_package: 2,
      name_extra_package: 'Implementasi & Training Onsite',
      price_extra_package: '7500000',
      disc_extra_package: '500000',
      price: '7500000',
    },
    {
      id: 2,
      id_extra_package: 3,
      name_extra_package: 'Migrasi Data',
      price_extra_package: '3500000',
      disc_extra_package: '0',
      price: '3500000',
    },
  ],
  array_addon: [11, 12],
  add_ons: [
    { id: 11, name: 'Modul Gudang', price: '400000' },
    { id: 12, name: 'Modul HRD', price: '250000' },
  ],
  voucher: null,
  previous_order: null,
};

const stored = (order: OrderDetail) => ({
  price_product_item: BigInt(order.price_product_item),
  price_user_package: BigInt(order.price_user_package),
  price_storage_package: BigInt(order.price_storage_package),
  price_extra_package: BigInt(order.price_extra_package),
  voucher_discount: BigInt(order.voucher_discount),
  total_price: BigInt(order.total_price),
});

describe('formFigures of a loaded order', () => {
  it('a new order: 3.000.000 + 550.000 + 300.000 + 10.500.000 = 14.350.000, as stored', () => {
    const figures = formFigures(orderToValues(base), base.start_period)!;
    expect(figures.prices).toMatchObject(stored(base));
    expect(figures.end_period).toBe(base.end_period);
  });

  it('with an add-on voucher of 50% on Modul Gudang: the product line 3.000.000 - 200.000, as the server stores', () => {
    const order: OrderDetail = {
      ...base,
      price_product_item: '2800000',
      total_price: '14150000',
      id_master_diskon: 5,
      id_master_voucher: 5,
      voucher: {
        id: 5,
        name_voucher: 'Gudang 50%',
        code_voucher: 'GUDANG50',
        type_voucher: 1,
        nominal: '50',
        is_all_module: 0,
        id_module: 3,
        id_user_package: null,
        id_product_item: null,
        id_add_on: '11',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      },
    };
    expect(formFigures(orderToValues(order), order.start_period)!.prices).toMatchObject(stored(order));
  });

  it('an upgrade made on 2026-07-01 of a 12-month order from 2026-01-01: Total Prorate 15.312.330, Sisa Bayar 1.512.330', () => {
    // The figures of apps/api/test/orders-upgrade.test.ts "on fixed days".
    const order: OrderDetail = {
      ...base,
      id_order: 1,
      start_period: '2026-07-01',
      end_period: '2026-12-31',
      total_month: 12,
      qty_user_package: 3,
      disc_user_package: '0',
      qty_storage_package: 2,
      storagePackage: { id: 9, name: 'Storage 50 GB', price: '50000' },
      extra_package: [],
      array_addon: [],
      add_ons: [],
      price_product_item: '12000000',
      price_user_package: '3600000',
      price_storage_package: '1200000',
      price_extra_package: '0',
      total_price: '16800000',
      previous_order: {
        id: 1,
        invoice_number: 'INV/2026/01/0001',
        start_period: '2026-01-01',
        end_period: '2026-12-31',
        total_month: 12,
        id_product_item: 7,
        price_product_item: '12000000',
        price_user_package: '1200000',
        price_storage_package: '600000',
        price_extra_package: '0',
        total_price: '13800000',
      },
    };
    const figures = formFigures(orderToValues(order), order.start_period)!;
    expect(figures.prices).toMatchObject(stored(order));
    expect(figures.upgrade).toMatchObject({
      previous_total: 13_800_000n,
      total_prorate: 15_312_330n,
      sisa_bayar: 1_512_330n,
    });
  });

  it('a renewal (is_auto_order 1) of an order ending 2026-06-09: unprorated, 2026-06-10 .. 2026-09-09', () => {
    const order: OrderDetail = {
      ...base,
      id_order: 1,
      is_auto_order: 1,
      start_period: '2026-06-10',
      end_period: '2026-09-09',
      previous_order: {
        id: 1,
        invoice_number: 'INV/2026/03/0001',
        start_period: '2026-03-10',
        end_period: '2026-06-09',
        total_month: 3,
        id_product_item: 7,
        price_product_item: '3000000',
        price_user_package: '550000',
        price_storage_package: '300000',
        price_extra_package: '10500000',
        total_price: '14350000',
      },
    };
    const figures = formFigures(orderToValues(order), '2026-03-20')!;
    expect(figures.prices).toMatchObject(stored(base));
    expect(figures.upgrade).toBeNull();
    expect([figures.start_period, figures.end_period]).toEqual(['2026-06-10', '2026-09-09']);
  });

  it('never throws while the user types an impossible quantity; it prices it as 0', () => {
    const values = { ...orderToValues(base), qty_user_package: '' };
    expect(formFigures(values, base.start_period)!.prices.price_user_package).toBe(0n);
  });

  it("an upgrade starts from the previous order: its lines at today's catalogue prices, the form's own fields kept", () => {
    // base at today's catalogue: the user package now costs 120.000 (it was billed at 100.000).
    const previous: OrderDetail = { ...base, userPackage: { ...base.userPackage, price: '120000' } };
    const chosen = { ...initialOrderValues(), id_company: '1', invoice_number: 'INV/2026/07/0001' };
    const values = carriedOver({ ...chosen, remarks: 'naik paket' }, previous);
    expect(values).toMatchObject({
      id_company: '1',
      id_order: '1',
      invoice_number: 'INV/2026/07/0001',
      remarks: 'naik paket',
      total_month: 3,
      id_product_item: '7',
      id_user_package: '4',
      qty_user_package: 2,
      disc_user_package: '50000',
      id_storage_package: '9',
      qty_storage_package: 2,
      array_addon: ['11', '12'],
      id_master_diskon: null,
    });
    expect(
      values.extra_package.map((row) => [row.id_extra_package, row.price, row.disc_extra_package]),
    ).toEqual([
      ['2', '7500000', '500000'],
      ['3', '3500000', '0'],
    ]);
    expect(values.chosen.previous).toMatchObject({ id: 1, total_price: '14350000' });
    // Priced on the first day of the previous order: nothing used yet, the new lines over the full period.
    // users 120.000 x 2 x 3 - 50.000 = 670.000; 3.000.000 + 670.000 + 300.000 + 10.500.000 = 14.470.000.
    const figures = formFigures(values, '2026-03-10')!;
    expect(figures.prices.total_price).toBe(14_470_000n);
    expect(figures.upgrade).toMatchObject({ previous_total: 14_350_000n, sisa_bayar: 120_000n });
  });
});
