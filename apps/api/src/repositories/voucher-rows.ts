// A stored voucher as the API answers it (spec section 3, Voucher): target ids as strings ('0' = any), the
// form's 'all' flags read back from them, and nominal2 for the list.
import type { vouchers } from '@tagih/db';
import { nominalDisplay, voucherModuleOf } from '@tagih/domain/vouchers';
import {
  VOUCHER_MODULES,
  VOUCHER_TARGET_FIELDS,
  type VoucherModule,
  type VoucherRow,
  type VoucherTargetField,
} from '@tagih/domain/schemas/voucher';

export type VoucherRecord = typeof vouchers.$inferSelect;

const MODULE_OF: Record<VoucherTargetField, VoucherModule> = {
  id_user_package: 1,
  id_product_item: 2,
  id_add_on: 3,
};

const idText = (id: number | null) => (id === null ? null : String(id));

/** 'Rp. 500.000' or '10% + 5%'; a malformed stored nominal (older data) is shown as stored rather than failing the list. */
function displayOf(type: 0 | 1, nominal: string): string {
  try {
    return nominalDisplay({ type_voucher: type, nominal });
  } catch {
    return nominal;
  }
}

export function toVoucherRow(record: VoucherRecord, targetName: string | null): VoucherRow {
  const targets = {
    id_user_package: idText(record.id_user_package),
    id_product_item: idText(record.id_product_item),
    id_add_on: idText(record.id_add_on),
  };
  const targeted = VOUCHER_TARGET_FIELDS.filter((field) => targets[field] !== null);
  const only = targeted.length === 1 ? targeted[0] : undefined;
  // Spec section 3: '0' in one target id with the other two null reads as that module's 'all' flag.
  const anyOf = only !== undefined && targets[only] === '0' ? only : undefined;
  const idModule = voucherModuleOf(record.id_module);
  const type = record.type_voucher === 0 ? 0 : 1; // spec: any non-zero type is a percent voucher
  const isAllModule = record.is_all_module === 1 ? 1 : 0;

  return {
    id: record.id,
    name_voucher: record.name_voucher,
    code_voucher: record.code_voucher,
    type_voucher: type,
    nominal: record.nominal,
    nominal2: displayOf(type, record.nominal),
    is_all_module: isAllModule,
    // A module voucher stored without its module (older data) takes the module of its one target.
    id_module: idModule ?? (isAllModule === 0 && only !== undefined ? MODULE_OF[only] : null),
    ...targets,
    is_all_user_package: anyOf === VOUCHER_MODULES[1].target ? 1 : 0,
    is_all_product_item: anyOf === VOUCHER_MODULES[2].target ? 1 : 0,
    is_all_add_on: anyOf === VOUCHER_MODULES[3].target ? 1 : 0,
    target_name: targetName,
    start_date: record.start_date,
    end_date: record.end_date,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
