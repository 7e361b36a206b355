import { describe, expect, it } from 'vitest';
import { voucherInputSchema } from './voucher.ts';

const orderVoucher = {
  name_voucher: 'Diskon Akhir Tahun',
  is_all_module: true,
  type_voucher: 0,
  nominal: '500000',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
};

/** Field -> first message, as the API's 422 and the form show them. */
function errorsOf(input: unknown): Record<string, string> {
  const result = voucherInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('voucherInputSchema', () => {
  it('stores an order voucher with no module and no target, whatever else the client sent', () => {
    const parsed = voucherInputSchema.parse({ ...orderVoucher, id_module: 1, id_user_package: 4 });
    expect(parsed).toEqual({
      name_voucher: 'Diskon Akhir Tahun',
      type_voucher: 0,
      nominal: '500000',
      is_all_module: 1,
      id_module: null,
      id_user_package: null,
      id_product_item: null,
      id_add_on: null,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });

  it("joins the 'Nominal Persen' rows with '|' and reads the form's strings and booleans", () => {
    const parsed = voucherInputSchema.parse({
      ...orderVoucher,
      is_all_module: false,
      id_module: '1',
      is_all_user_package: true,
      id_product_item: '7', // another module's leftover: not stored
      type_voucher: '1',
      nominal: ['10', 5],
    });
    expect(parsed).toMatchObject({
      type_voucher: 1,
      nominal: '10|5',
      id_module: 1,
      id_user_package: 0,
      id_product_item: null,
    });
  });

  it('keeps the chosen item of the chosen module', () => {
    const parsed = voucherInputSchema.parse({
      ...orderVoucher,
      is_all_module: 0,
      id_module: 3,
      id_add_on: '12',
    });
    expect(parsed).toMatchObject({
      id_module: 3,
      id_add_on: 12,
      id_user_package: null,
      id_product_item: null,
    });
  });

  it('refuses 3 tiers, 0%, 101% and a 4-digit percent under nominal', () => {
    const percent = { ...orderVoucher, type_voucher: 1 };
    expect(errorsOf({ ...percent, nominal: [10, 5, 2] })).toEqual({ nominal: 'Maksimal 2 persen.' });
    expect(errorsOf({ ...percent, nominal: [0] })).toEqual({
      'nominal.0': 'Persen harus bilangan bulat 1 sampai 100.',
    });
    expect(errorsOf({ ...percent, nominal: [10, 101] })).toEqual({
      'nominal.1': 'Persen harus bilangan bulat 1 sampai 100.',
    });
    expect(errorsOf({ ...percent, nominal: ['1000'] })).toEqual({
      'nominal.0': 'Persen harus bilangan bulat 1 sampai 100.',
    });
    expect(errorsOf({ ...percent, nominal: [] })).toEqual({ nominal: 'Wajib diisi.' });
    expect(errorsOf({ ...percent, nominal: '10|5' })).toEqual({
      nominal: 'Kirim persen sebagai daftar, mis. [10, 5].',
    });
    expect(voucherInputSchema.parse({ ...percent, nominal: [100] }).nominal).toBe('100');
  });

  it('refuses a 13-digit, a zero and a missing rupiah nominal', () => {
    expect(voucherInputSchema.parse({ ...orderVoucher, nominal: '999999999999' }).nominal).toBe(
      '999999999999',
    );
    expect(errorsOf({ ...orderVoucher, nominal: '1000000000000' })).toEqual({
      nominal: 'Maksimal 12 digit.',
    });
    expect(errorsOf({ ...orderVoucher, nominal: 0 })).toEqual({ nominal: 'Nominal harus lebih dari 0.' });
    expect(errorsOf({ ...orderVoucher, nominal: '' })).toEqual({ nominal: 'Wajib diisi.' });
  });

  it('refuses an end date before the start date, and accepts the same day', () => {
    expect(errorsOf({ ...orderVoucher, end_date: '2026-11-30' })).toEqual({
      end_date: 'End Date tidak boleh sebelum Start Date.',
    });
    expect(errorsOf({ ...orderVoucher, end_date: '2026-12-01' })).toEqual({});
    expect(errorsOf({ ...orderVoucher, start_date: '2026-02-30' })).toEqual({
      start_date: 'Tanggal tidak valid (YYYY-MM-DD).',
    });
  });

  it('asks for a module, and for the item unless its "all" box is ticked', () => {
    const moduleVoucher = { ...orderVoucher, is_all_module: false };
    expect(errorsOf(moduleVoucher)).toEqual({ id_module: 'Wajib diisi.' });
    expect(errorsOf({ ...moduleVoucher, id_module: 1 })).toEqual({ id_user_package: 'Wajib diisi.' });
    expect(errorsOf({ ...moduleVoucher, id_module: 2, id_user_package: 3 })).toEqual({
      id_product_item: 'Wajib diisi.',
    });
    expect(errorsOf({ ...moduleVoucher, id_module: 2, is_all_product_item: 1 })).toEqual({});
    expect(errorsOf({ ...moduleVoucher, id_module: 4 })).toEqual({
      id_module: 'Pilih User Packages, Product Items atau Add On.',
    });
  });

  it('lists every problem at once, the cross-field ones included', () => {
    expect(
      errorsOf({
        name_voucher: ' ',
        is_all_module: 0,
        type_voucher: 1,
        // Two rows: a list longer than the limit is refused before its rows are read (zod 4.4+), above.
        nominal: [0, 5],
        start_date: '2026-12-02',
        end_date: '2026-12-01',
      }),
    ).toEqual({
      name_voucher: 'Wajib diisi.',
      id_module: 'Wajib diisi.',
      'nominal.0': 'Persen harus bilangan bulat 1 sampai 100.',
      end_date: 'End Date tidak boleh sebelum Start Date.',
    });
    expect(errorsOf({})).toMatchObject({
      name_voucher: 'Wajib diisi.',
      type_voucher: "Pilih 'Rp' atau '%'.",
      start_date: 'Wajib diisi.',
    });
  });
});
