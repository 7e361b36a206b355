import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  DEFAULT_APPROVAL_RULES,
  UPLOADER_REFUSAL,
  type Approval,
} from './approval-rules.ts';

// Administrator 7 uploaded the proof; 8 is someone else.
const byOther = (over: Partial<Approval> = {}): Approval => ({
  approverId: 8,
  approverRole: 'finance',
  uploadedBy: 7,
  amount: '1000000',
  ...over,
});

describe('maker-checker: who may approve a reviewed payment', () => {
  it('refuses the uploader by default, naming the rule', () => {
    expect(approvalRefusal(DEFAULT_APPROVAL_RULES, byOther({ approverId: 7 }))).toBe(UPLOADER_REFUSAL);
    expect(UPLOADER_REFUSAL).toContain('maker-checker');
  });

  it('lets another administrator approve, and the uploader when the rule is off', () => {
    expect(approvalRefusal(DEFAULT_APPROVAL_RULES, byOther())).toBeNull();
    const off = { ...DEFAULT_APPROVAL_RULES, separate_uploader: false };
    expect(approvalRefusal(off, byOther({ approverId: 7 }))).toBeNull();
  });

  it('cannot refuse a proof whose uploader is not recorded', () => {
    expect(approvalRefusal(DEFAULT_APPROVAL_RULES, byOther({ uploadedBy: null, approverId: 7 }))).toBeNull();
  });

  describe('above Rp. 5.000.000 only finance or admin approve', () => {
    const rules = { separate_uploader: false, finance_above: '5000000' };

    it('allows any approving role up to the amount itself (5.000.000 is not above 5.000.000)', () => {
      expect(approvalRefusal(rules, byOther({ approverRole: 'sales', amount: '5000000' }))).toBeNull();
    });

    it('refuses sales and viewer one rupiah above it, with the amount and the role', () => {
      expect(approvalRefusal(rules, byOther({ approverRole: 'sales', amount: '5000001' }))).toBe(
        'Pembayaran di atas Rp. 5.000.000 hanya dapat disetujui peran Finance atau Admin (peran Anda Sales).',
      );
      expect(approvalRefusal(rules, byOther({ approverRole: 'viewer', amount: '5000001' }))).not.toBeNull();
    });

    it('allows finance and admin above it, exactly past 2^53', () => {
      const big = '90071992547409930';
      expect(approvalRefusal(rules, byOther({ approverRole: 'finance', amount: big }))).toBeNull();
      expect(approvalRefusal(rules, byOther({ approverRole: 'admin', amount: big }))).toBeNull();
      const bigLimit = { separate_uploader: false, finance_above: '9007199254740993' };
      // 9007199254740993 is not above itself, though a float would make both 9007199254740992.
      expect(
        approvalRefusal(bigLimit, byOther({ approverRole: 'sales', amount: '9007199254740993' })),
      ).toBeNull();
      expect(
        approvalRefusal(bigLimit, byOther({ approverRole: 'sales', amount: '9007199254740994' })),
      ).not.toBeNull();
    });

    it('waits for the amount: none entered yet is no refusal', () => {
      expect(approvalRefusal(rules, byOther({ approverRole: 'sales', amount: null }))).toBeNull();
    });
  });

  it('checks the uploader before the amount', () => {
    const both = { separate_uploader: true, finance_above: '1' };
    expect(approvalRefusal(both, byOther({ approverId: 7, approverRole: 'sales' }))).toBe(UPLOADER_REFUSAL);
  });
});
