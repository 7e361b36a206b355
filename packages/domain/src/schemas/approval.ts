// 'Setting Persetujuan' (issue 33, maker-checker): GET/PUT /settings/approvals. The rules themselves are
// approval-rules.ts.
import { z } from 'zod';
import { moneyInput, moneyOutput } from './common.ts';

/** Up to 18 digits: an order's total can pass a price's 12 (a price x 1,000 users x 36 months); bigint holds 18. */
export const APPROVAL_LIMIT_DIGITS = 18;

export const approvalSettingsInputSchema = z.object({
  separate_uploader: z.boolean({ error: 'Pilih aktif atau tidak.' }),
  /** Empty (null) means no limit. */
  finance_above: moneyInput(APPROVAL_LIMIT_DIGITS).nullable(),
});
export type ApprovalSettingsInput = z.input<typeof approvalSettingsInputSchema>;

export const approvalSettingsSchema = z.object({
  separate_uploader: z.boolean(),
  finance_above: moneyOutput.nullable(),
  /** Null while the setting was never saved (the defaults apply). */
  updated_at: z.string().nullable(),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
