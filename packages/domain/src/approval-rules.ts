// Maker-checker (issue 33, decisions.md "Administrators"): the second pair of eyes on money. Two rules from
// 'Setting Persetujuan' decide whether an administrator may approve a reviewed payment: the one who uploaded
// the proof under review may not approve it (on by default), and above an amount only `finance` or `admin`
// may. The API asks this in the approval's transaction; the console asks it to disable 'Setujui' with the
// same words.
import { formatRupiah, toRupiah } from './money.ts';
import { ROLE_LABELS, type Role } from './permissions.ts';

export interface ApprovalRules {
  /** On: the administrator who uploaded a proof cannot approve it. */
  separate_uploader: boolean;
  /** Whole rupiah as digits: approving more than this needs finance or admin; null: no such limit. */
  finance_above: string | null;
}

/** What an absent setting means: the uploader rule on, no amount limit. */
export const DEFAULT_APPROVAL_RULES: ApprovalRules = { separate_uploader: true, finance_above: null };

/** The roles that may approve above the amount. */
export const ROLES_ABOVE_LIMIT: readonly Role[] = ['finance', 'admin'];

export const UPLOADER_REFUSAL =
  'Bukti bayar ini Anda unggah sendiri; aturan pemisahan tugas (maker-checker) meminta administrator lain menyetujuinya.';

export function amountRefusal(limit: string, role: Role | null): string {
  const who = role ? ` (peran Anda ${ROLE_LABELS[role]})` : '';
  return `Pembayaran di atas ${formatRupiah(limit)} hanya dapat disetujui peran Finance atau Admin${who}.`;
}

export interface Approval {
  /** The administrator approving, and the role they act with (null: not an administrator's request). */
  approverId: number | null;
  approverRole: Role | null;
  /** The administrator who uploaded the proof under review; null when not recorded (the rule cannot refuse). */
  uploadedBy: number | null;
  /** The amount being approved; null while not yet entered (the console asks before the dialog). */
  amount: string | null;
}

/** Why the approval is refused, in the words the approver reads; null when the rules allow it. */
export function approvalRefusal(rules: ApprovalRules, approval: Approval): string | null {
  if (rules.separate_uploader && approval.uploadedBy !== null && approval.uploadedBy === approval.approverId)
    return UPLOADER_REFUSAL;
  const limit = rules.finance_above;
  if (limit === null || approval.amount === null) return null;
  if (toRupiah(approval.amount) <= toRupiah(limit)) return null;
  const role = approval.approverRole;
  return role && ROLES_ABOVE_LIMIT.includes(role) ? null : amountRefusal(limit, role);
}
