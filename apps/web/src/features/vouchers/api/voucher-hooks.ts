import { voucherSchema } from '@tagih/domain/schemas/voucher';
import type { VoucherInput, VoucherRow } from '@tagih/domain/schemas/voucher';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /voucher (spec 2.17, section 7: singular). */
export const voucherHooks = createResourceHooks<VoucherRow, VoucherInput>('/voucher', {
  rowSchema: voucherSchema,
});
