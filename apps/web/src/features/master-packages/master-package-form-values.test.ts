import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../lib/zod-resolver';
import {
  initialMasterPackageValues,
  masterPackageFormSchema,
  masterPackageToPayload,
} from './master-package-form-values';
import type { MasterPackageFormValues } from './master-package-form-values';

const filled: MasterPackageFormValues = {
  ...initialMasterPackageValues,
  nama_paket: 'Paket Korporasi',
  product_item_id: '1',
  user_package_id: '2',
  user_storage_id: '3',
  add_on_id: ['4'],
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};
const validate = zodResolver<MasterPackageFormValues>(masterPackageFormSchema);

describe('master package form: Kode Paket', () => {
  it('automatic on create: valid, and the payload has no kode_paket, so the server generates it', () => {
    expect(validate(filled)).toEqual({});
    const payload = masterPackageToPayload(filled);
    expect(payload).not.toHaveProperty('kode_paket');
    expect(payload).not.toHaveProperty('kode_manual');
    expect(JSON.stringify(payload)).not.toContain('kode');
  });

  it('manual: the typed code is sent as it is (trimmed)', () => {
    const values = { ...filled, kode_manual: true, kode_paket: ' GOLD-2026 ' };
    expect(validate(values)).toEqual({});
    expect(masterPackageToPayload(values)).toMatchObject({ kode_paket: 'GOLD-2026' });
  });

  it("manual and blank: 'Wajib diisi.' under the field, so nothing is sent", () => {
    expect(validate({ ...filled, kode_manual: true, kode_paket: '' })).toEqual({
      kode_paket: 'Wajib diisi.',
    });
    expect(validate({ ...filled, kode_manual: true, kode_paket: '   ' })).toEqual({
      kode_paket: 'Wajib diisi.',
    });
  });

  it('automatic on edit: the stored code is sent back unchanged', () => {
    expect(masterPackageToPayload({ ...filled, kode_paket: 'PKG-202601-0007' })).toMatchObject({
      kode_paket: 'PKG-202601-0007',
    });
  });

  it("the payload schema's own messages still show (a bad manual code, a missing product)", () => {
    expect(
      validate({ ...filled, kode_manual: true, kode_paket: 'kode <script>', product_item_id: null }),
    ).toEqual({
      kode_paket: 'Hanya huruf, angka, titik, garis miring, - dan _.',
      product_item_id: 'Wajib diisi.',
    });
  });
});
