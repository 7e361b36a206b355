// 'Setting Persetujuan' (issue 33, maker-checker): one row, id 1; no row means the defaults (the uploader
// of a proof may not approve it, no amount limit). The approval reads it inside its own transaction.
import { eq } from 'drizzle-orm';
import { approvalSettings, type Db } from '@tagih/db';
import { DEFAULT_APPROVAL_RULES, type ApprovalRules } from '@tagih/domain/approval-rules';
import type { ApprovalSettings, approvalSettingsInputSchema } from '@tagih/domain/schemas/approval';
import type { z } from 'zod';
import { writeAudit, type AuditContext } from './audit.ts';

type ApprovalSettingsRecord = typeof approvalSettings.$inferSelect;

const DEFAULT_RECORD: ApprovalSettingsRecord = { id: 1, ...DEFAULT_APPROVAL_RULES, updated_at: new Date(0) };

export async function readApprovalSettings(db: Db): Promise<ApprovalSettingsRecord> {
  const [row] = await db.select().from(approvalSettings).where(eq(approvalSettings.id, 1));
  return row ?? DEFAULT_RECORD;
}

/** The two rules of a record, as approval-rules.ts asks them. */
export function approvalRules(record: ApprovalSettingsRecord): ApprovalRules {
  return { separate_uploader: record.separate_uploader, finance_above: record.finance_above };
}

/** What the API answers: `updated_at` null while the setting was never saved. */
export function approvalSettingsView(record: ApprovalSettingsRecord): ApprovalSettings {
  return {
    ...approvalRules(record),
    updated_at: record.updated_at.getTime() === 0 ? null : record.updated_at.toISOString(),
  };
}

/** Saves the setting under a row lock, with the audit row of the change, and returns it. */
export async function updateApprovalSettings(
  db: Db,
  change: z.output<typeof approvalSettingsInputSchema>,
  context: AuditContext,
): Promise<ApprovalSettingsRecord> {
  return db.transaction(async (tx) => {
    await tx.insert(approvalSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(approvalSettings).where(eq(approvalSettings.id, 1)).for('update');
    const [after] = await tx
      .update(approvalSettings)
      .set({ ...change, updated_at: new Date() })
      .where(eq(approvalSettings.id, 1))
      .returning();
    await writeAudit(tx, context, {
      action: 'update',
      entity: 'approval_settings',
      entityId: 1,
      before,
      after,
    });
    return after!;
  });
}
