// Maker-checker (issue 33; packages/domain approval-rules.ts): asked wherever a waiting review is approved,
// by 'Setujui' (payments-review.ts) and by a publish that books the transfer the waiting proof shows
// (payments-write.ts bookReceived), so the uploader cannot approve their own proof through either. Read in the
// approving transaction: the rules and the approval agree.
import type { Db } from '@tagih/db';
import { approvalRefusal } from '@tagih/domain/approval-rules';
import { AppError } from '../../lib/app-error.ts';
import type { AuditContext } from '../../repositories/audit.ts';
import { approvalRules, readApprovalSettings } from '../../repositories/approval-settings.ts';

/** 403 naming the rule when 'Setting Persetujuan' refuses `context` approving `amount` of a proof `uploadedBy` uploaded. */
export async function assertMayApprove(
  tx: Db,
  approval: { uploadedBy: number | null; amount: bigint },
  context: AuditContext,
): Promise<void> {
  const refused = approvalRefusal(approvalRules(await readApprovalSettings(tx)), {
    approverId: context.adminId,
    approverRole: context.role ?? null,
    uploadedBy: approval.uploadedBy,
    amount: approval.amount.toString(),
  });
  if (refused) throw AppError.forbidden(refused);
}
