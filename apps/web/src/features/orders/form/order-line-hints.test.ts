// The hints under the order lines say only true sums: 'price x qty x months = amount' before any discount, then
// each discount and the voucher on a line of their own, then what the line comes to, which is the figure the
// server stores (orderFigures). An upgrade's prorated lines are named as on the invoice.
import { describe, expect, it } from 'vitest';
import type { Voucher } from '@tagih/domain/vouchers';
import { formFigures } from './order-form-pricing';
import { initialOrderValues, type OrderFormValues } from './order-form-values';
import { lineHints, proratedLineLabel, proratedLineText } from './order-line-hints';

const voucher = (over: Partial<Voucher> & { code_voucher: string }) => ({
  id: 5,
  name_voucher: over.code_voucher,
  type_voucher: 0 as const,
  nominal: '0',
  is_all_module: 0 as const,
  id_module: null,
  id_user_package: null,
  id_product_item: null,
  id_add_on: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  ...over,
});

function values(
  over: Partial<OrderFormValues> = {},
  chosen: Partial<OrderFormValues['chosen']> = {},
): OrderFormValues {
  const initial = initialOrderValues();
  return {
    ...initial,
    total_month: 1,
    ...over,
    chosen: {
      ...initial.chosen,
      product: { id: 7, name: 'Tagih Enterprise', price: '4150000', addOnIds: [] },
      userPackage: { id: 4, name: 'Paket 10 User', price: '100000', total_user: 10 },
      ...chosen,
    },
  };
}

const today = '2026-03-10';
const hintsOf = (v: OrderFormValues) => lineHints(v, formFigures(v, today));

/** Reads 'Rp. 1.250.000' as 1250000n. */
const rp = (text: string) => BigInt(text.replace(/Rp\. /, '').replace(/\./g, ''));

/** Checks every hint block: head = gross, gross - discounts = the closing 'Jumlah'. */
function expectTrue(lines: string[]) {
  const head = /^Rp\. ([\d.]+)(?: \/ bulan)? x (\d+)(?: x (\d+))? bulan = (Rp\. [\d.]+)$/.exec(lines[0]!);
  expect(head, lines[0]).not.toBeNull();
  const [, unit, a, b, gross] = head!;
  expect(rp(`Rp. ${unit}`) * BigInt(a!) * BigInt(b ?? '1')).toBe(rp(gross!));
  const off = lines.slice(1, -1).map((line) => rp(/(Rp\. -?[\d.]+)$/.exec(line)![1]!.replace('-', '')));
  if (lines.length > 1) {
    expect(lines.at(-1)).toMatch(/^Jumlah /);
    expect(rp(gross!) - off.reduce((s, x) => s + x, 0n)).toBe(rp(/(Rp\. [\d.]+)$/.exec(lines.at(-1)!)![1]!));
  }
}

describe('order line hints', () => {
  it('without a voucher: one true line per item', () => {
    const hints = hintsOf(values({ qty_user_package: 2, total_month: 3 }));
    expect(hints.product).toEqual(['Rp. 4.150.000 / bulan x 3 bulan = Rp. 12.450.000']);
    expect(hints.userPackage).toEqual(['Rp. 100.000 x 2 x 3 bulan = Rp. 600.000']);
    expect(hints.storage).toEqual(['Rp. - x 1 x 3 bulan = -']);
  });

  it('a product voucher is its own line: 4.150.000 x 1 = 4.150.000, voucher -130.000, the product 4.020.000', () => {
    const v = values(
      { id_master_diskon: '5' },
      {
        voucher: voucher({ code_voucher: 'HEMAT130', nominal: '130000', id_module: 2, id_product_item: '0' }),
      },
    );
    const hints = hintsOf(v);
    expect(hints.product).toEqual([
      'Rp. 4.150.000 / bulan x 1 bulan = Rp. 4.150.000',
      'Voucher HEMAT130: Rp. -130.000',
      'Jumlah produk: Rp. 4.020.000',
    ]);
    expect(formFigures(v, today)!.prices.price_product_item).toBe(4_020_000n);
    expectTrue(hints.product);
  });

  it('a user-package discount and a 10% voucher: 100.000 x 3 x 2 = 600.000, -100.000, -50.000 (10% of 500.000) = 450.000', () => {
    const v = values(
      { total_month: 2, qty_user_package: 3, disc_user_package: '100000', id_master_diskon: '5' },
      {
        voucher: voucher({
          code_voucher: 'USER10PC',
          type_voucher: 1,
          nominal: '10',
          id_module: 1,
          id_user_package: '0',
        }),
      },
    );
    const hints = hintsOf(v);
    expect(hints.userPackage).toEqual([
      'Rp. 100.000 x 3 x 2 bulan = Rp. 600.000',
      'Diskon: Rp. -100.000',
      'Voucher USER10PC: Rp. -50.000',
      'Jumlah paket user: Rp. 450.000',
    ]);
    expect(formFigures(v, today)!.prices.price_user_package).toBe(450_000n);
    expectTrue(hints.userPackage);
    expectTrue(hints.product);
  });

  it('a storage discount larger than the line is capped at it, so the line is 0, never negative', () => {
    const v = values(
      { disc_storage_package: '999999' },
      { storage: { id: 9, name: 'Storage 50 GB', price: '50000' } },
    );
    expect(hintsOf(v).storage).toEqual([
      'Rp. 50.000 x 1 x 1 bulan = Rp. 50.000',
      'Diskon: Rp. -50.000',
      'Jumlah storage: Rp. 0',
    ]);
  });

  it('an order-level voucher stays off the lines (it is shown under Total Harga)', () => {
    const v = values(
      { id_master_diskon: '5' },
      { voucher: voucher({ code_voucher: 'ORDER105', type_voucher: 1, nominal: '10|5', is_all_module: 1 }) },
    );
    const hints = hintsOf(v);
    expect(hints.product).toEqual(['Rp. 4.150.000 / bulan x 1 bulan = Rp. 4.150.000']);
    expect(hints.userPackage).toEqual(['Rp. 100.000 x 1 x 1 bulan = Rp. 100.000']);
  });
});

describe('upgrade lines in the form', () => {
  it('names each prorated line as the invoice does and shows its arithmetic', () => {
    // Previous 2026-01-01 .. 2026-12-31 billed 13.200.000; upgrade on 2026-07-01 (184 of 365 days left) to
    // Tagih Pro 12 months (12.000.000) + 2 x 10 users (2.400.000): ceil(6.049.315,07) = 6.049.316 and
    // ceil(1.209.863,01) = 1.209.864; ceil(14.400.000 x 184 / 365) = 7.259.179, so Pembulatan -1.
    const v = values(
      { total_month: 12, qty_user_package: 2, id_order: '1' },
      {
        product: { id: 7, name: 'Tagih Pro', price: '1000000', addOnIds: [] },
        previous: {
          id: 1,
          invoice_number: 'INV/2026/01/0001',
          start_period: '2026-01-01',
          end_period: '2026-12-31',
          total_month: 12,
          id_product_item: 7,
          price_product_item: '12000000',
          price_user_package: '1200000',
          price_storage_package: '0',
          price_extra_package: '0',
          total_price: '13200000',
        },
      },
    );
    const upgrade = formFigures(v, '2026-07-01')!.upgrade!;
    expect(
      upgrade.lines.map((line) => [proratedLineLabel(v, line), proratedLineText(line, upgrade)]),
    ).toEqual([
      ['Produk: Tagih Pro', 'Rp. 12.000.000 x 184/365 hari = Rp. 6.049.316'],
      ['Paket User: Paket 10 User', 'Rp. 2.400.000 x 184/365 hari = Rp. 1.209.864'],
      ['Pembulatan', 'selisih pembulatan: Rp. 14.400.000 x 184/365 hari = Rp. 7.259.179'],
    ]);
    expect(upgrade.lines.at(-1)!.amount).toBe(-1n);
    // old = ceil(13.200.000 x 181 / 365) = ceil(6.545.753,42) = 6.545.754; 7.259.179 + 6.545.754 = 13.804.933
    expect(upgrade).toMatchObject({
      old_prorate: 6_545_754n,
      total_prorate: 13_804_933n,
      sisa_bayar: 604_933n,
    });
  });
});
