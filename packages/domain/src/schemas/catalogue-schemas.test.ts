import { describe, expect, it } from 'vitest';
import { addOnInputSchema } from './add-on.ts';
import { masterPackageInputSchema } from './master-package.ts';
import { productItemInputSchema } from './product-item.ts';
import { REF_SUBMODULE_EMPTY, submoduleRowInputSchema } from './ref-module.ts';
import { userPackageInputSchema, userPackageStatusInputSchema } from './user-package.ts';
import { userStorageInputSchema } from './user-storage.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('sub-module rows', () => {
  it('reads an empty price or disc as 0 and keeps money as digit strings', () => {
    expect(submoduleRowInputSchema.parse({ id: '3', submodule: 1, price: '', disc: null })).toEqual({
      id: 3,
      submodule: 1,
      price: '0',
      disc: '0',
    });
    expect(submoduleRowInputSchema.parse({ id: 3, submodule: '1', price: 150000, disc: '020000' })).toEqual({
      id: 3,
      submodule: 1,
      price: '150000',
      disc: '20000',
    });
  });

  it('limits prices to 9 digits and refuses negatives and decimals', () => {
    expect(messages(submoduleRowInputSchema.safeParse({ id: 1, submodule: 1, price: '1000000000' }))).toEqual(
      { price: 'Maksimal 9 digit.' },
    );
    expect(
      messages(submoduleRowInputSchema.safeParse({ id: 1, submodule: 1, price: 999_999_999, disc: -1 })),
    ).toEqual({ disc: 'Tidak boleh negatif.' });
    expect(messages(submoduleRowInputSchema.safeParse({ id: 1, submodule: 1, price: '1,5' }))).toEqual({
      price: 'Harus angka rupiah tanpa desimal.',
    });
  });
});

describe('product item and add-on payloads', () => {
  const rows = [{ id: 1, submodule: 1, price: '1000' }];

  it('needs a name and at least one sub-module, each once', () => {
    expect(messages(productItemInputSchema.safeParse({ name: '' }))).toEqual({
      name: 'Wajib diisi.',
      submodule: REF_SUBMODULE_EMPTY,
    });
    expect(messages(addOnInputSchema.safeParse({ name: 'A', submodule: [] }))).toEqual({
      submodule: REF_SUBMODULE_EMPTY,
    });
    expect(messages(addOnInputSchema.safeParse({ name: 'A', submodule: [...rows, ...rows] }))).toEqual({
      submodule: 'Sub-module tidak boleh dipilih lebih dari sekali.',
    });
  });

  it('drops client totals, reads flags as 0/1 and add-on ids once each', () => {
    const parsed = productItemInputSchema.parse({
      name: ' Paket ',
      is_aol: true,
      is_free: '1',
      submodule: rows,
      addOns: ['4', 4, 5],
      total: 1,
      totalDisc: 2,
      price: '9',
    });
    expect(parsed).toEqual({
      name: 'Paket',
      is_aol: 1,
      is_showing: 0,
      is_billing: 0,
      is_free: 1,
      description: '',
      submodule: [{ id: 1, submodule: 1, price: '1000', disc: '0' }],
      addOns: [4, 5],
    });
  });
});

describe('user package and storage payloads', () => {
  it('limits prices to 12 digits and needs whole positive counts', () => {
    expect(
      userPackageInputSchema.parse({ name: 'P', total_user: '10', price: '999999999999' }),
    ).toMatchObject({ total_user: 10, price: '999999999999', is_showing: 0 });
    expect(
      messages(userPackageInputSchema.safeParse({ name: 'P', total_user: '', price: '1000000000000' })),
    ).toEqual({
      total_user: 'Wajib diisi.',
      price: 'Maksimal 12 digit.',
    });
    expect(
      messages(userStorageInputSchema.safeParse({ name: 'S', storage: 'banyak', type: 'PB', price: 1 })),
    ).toEqual({
      storage: 'Harus angka.',
      type: 'Pilih MB, GB atau TB.',
    });
  });

  it('change-status takes 0, 1 or nothing (toggle)', () => {
    expect(userPackageStatusInputSchema.parse(undefined)).toEqual({});
    expect(userPackageStatusInputSchema.parse({ status: '1' })).toEqual({ status: 1 });
    expect(userPackageStatusInputSchema.safeParse({ status: 2 }).success).toBe(false);
  });
});

describe('master package payload', () => {
  const base = {
    nama_paket: 'Paket',
    product_item_id: 1,
    user_package_id: '2',
    user_storage_id: 3,
    start_date: '2026-01-01',
    end_date: '2026-01-01',
  };

  it('trims the code, defaults add-ons to none and accepts a one-day package', () => {
    expect(
      masterPackageInputSchema.parse({ ...base, kode_paket: ' GOLD-1 ', add_on_id: [7, '7'] }),
    ).toMatchObject({ kode_paket: 'GOLD-1', user_package_id: 2, add_on_id: [7] });
    expect(masterPackageInputSchema.parse(base)).toMatchObject({ kode_paket: '', add_on_id: [] });
  });

  it('refuses an end before the start, impossible dates and odd codes', () => {
    expect(messages(masterPackageInputSchema.safeParse({ ...base, end_date: '2025-12-31' }))).toEqual({
      end_date: 'End Date tidak boleh sebelum Start Date.',
    });
    expect(messages(masterPackageInputSchema.safeParse({ ...base, start_date: '2026-02-29' }))).toEqual({
      start_date: 'Tanggal tidak valid (YYYY-MM-DD).',
    });
    expect(messages(masterPackageInputSchema.safeParse({ ...base, kode_paket: 'a b' }))).toEqual({
      kode_paket: 'Hanya huruf, angka, titik, garis miring, - dan _.',
    });
    expect(messages(masterPackageInputSchema.safeParse({ ...base, product_item_id: '' }))).toEqual({
      product_item_id: 'Product item wajib dipilih.',
    });
  });
});
