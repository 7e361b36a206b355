// Demo vouchers: one of each kind the form can make (order-wide rupiah, percent tiers on any user package,
// any add-on, any product) and one already expired, so the order form's messages can all be seen.
import type { Db } from '@tagih/db';
import type { VoucherValues } from '@tagih/domain/schemas/voucher';
import { voucherRepository } from '../repositories/vouchers.ts';

const context = { adminId: null, requestId: 'demo-seed' };

const noTarget = { id_module: null, id_user_package: null, id_product_item: null, id_add_on: null } as const;

const DEMO_VOUCHERS: VoucherValues[] = [
  {
    name_voucher: 'Diskon Akhir Tahun',
    type_voucher: 0,
    nominal: '500000',
    is_all_module: 1,
    ...noTarget,
    start_date: '2026-11-01',
    end_date: '2027-01-31',
  },
  {
    name_voucher: 'Promo User Package 10%+5%',
    type_voucher: 1,
    nominal: '10|5',
    is_all_module: 0,
    ...noTarget,
    id_module: 1,
    id_user_package: 0,
    start_date: '2026-01-01',
    end_date: '2027-06-30',
  },
  {
    name_voucher: 'Launching Add On 20%',
    type_voucher: 1,
    nominal: '20',
    is_all_module: 0,
    ...noTarget,
    id_module: 3,
    id_add_on: 0,
    start_date: '2026-03-01',
    end_date: '2026-12-31',
  },
  {
    name_voucher: 'Potongan Product Item Rp 250.000',
    type_voucher: 0,
    nominal: '250000',
    is_all_module: 0,
    ...noTarget,
    id_module: 2,
    id_product_item: 0,
    start_date: '2026-01-01',
    end_date: '2027-12-31',
  },
  {
    name_voucher: 'Promo Kemerdekaan 17%',
    type_voucher: 1,
    nominal: '17',
    is_all_module: 1,
    ...noTarget,
    start_date: '2025-08-01',
    end_date: '2025-08-31',
  },
];

export async function seedVouchersDemo(db: Db): Promise<void> {
  for (const voucher of DEMO_VOUCHERS) await voucherRepository.store(db, voucher, context);
}
