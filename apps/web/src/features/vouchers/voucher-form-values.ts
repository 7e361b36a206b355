// The voucher form's values and their mapping to and from the API. The values are close to the payload
// (the shared schema validates them as they are): flags as booleans, selects as strings, and `nominal` as
// the rupiah digits for 'Rp' or the 'Nominal Persen' rows for '%'.
import type { VoucherRow } from '@tagih/domain/schemas/voucher';

export type VoucherFormValues = {
  name_voucher: string;
  is_all_module: boolean;
  id_module: string | null;
  is_all_user_package: boolean;
  is_all_product_item: boolean;
  is_all_add_on: boolean;
  id_user_package: string | null;
  id_product_item: string | null;
  id_add_on: string | null;
  type_voucher: string | null;
  nominal: string | string[];
  start_date: string;
  end_date: string;
};

export const emptyVoucher: VoucherFormValues = {
  name_voucher: '',
  is_all_module: false,
  id_module: null,
  is_all_user_package: false,
  is_all_product_item: false,
  is_all_add_on: false,
  id_user_package: null,
  id_product_item: null,
  id_add_on: null,
  type_voucher: '0',
  nominal: '',
  start_date: '',
  end_date: '',
};

/** The nominal a type starts with: one empty money input, or one empty percent row. */
export const emptyNominal = (type: string | null): string | string[] => (type === '1' ? [''] : '');

/** '0' (any item) is shown by the ticked 'Is for All ...' box, not in the select. */
const chosenItem = (id: string | null) => (id === null || id === '0' ? null : id);

export function toFormValues(row: VoucherRow): VoucherFormValues {
  return {
    name_voucher: row.name_voucher,
    is_all_module: row.is_all_module === 1,
    id_module: row.id_module === null ? null : String(row.id_module),
    is_all_user_package: row.is_all_user_package === 1,
    is_all_product_item: row.is_all_product_item === 1,
    is_all_add_on: row.is_all_add_on === 1,
    id_user_package: chosenItem(row.id_user_package),
    id_product_item: chosenItem(row.id_product_item),
    id_add_on: chosenItem(row.id_add_on),
    type_voucher: String(row.type_voucher),
    nominal: row.type_voucher === 0 ? row.nominal : row.nominal.split('|'),
    start_date: row.start_date,
    end_date: row.end_date,
  };
}
