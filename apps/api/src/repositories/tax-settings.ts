// 'Setting Pajak' (issue 21): one row, id 1. No row means not PKP, the default under which every figure of
// the spec is unchanged. An order reads it with its pricing sources when it is stored (orders-pricing-input.ts)
// and keeps what it read.
import { eq } from 'drizzle-orm';
import { taxSettings, type Db } from '@tagih/db';
import { NOT_PKP } from '@tagih/domain/ppn';
import { formatPph23Rate, PPH23_DEFAULT_RATE_BP } from '@tagih/domain/pph23';
import type { TaxSettings, taxSettingsInputSchema } from '@tagih/domain/schemas/tax';
import type { z } from 'zod';
import { writeAudit, type AuditContext } from './audit.ts';

export type TaxSettingsRecord = typeof taxSettings.$inferSelect;
export type TaxSettingsChange = Omit<TaxSettingsRecord, 'id' | 'updated_at' | 'pph23_rate_bp'> & {
  /** Basis points; absent keeps the stored rate (a client that predates it never resets it). */
  pph23_rate_bp?: number;
};

/** The saved setting from PUT's parsed body: the PPh 23 rate arrives as basis points under its wire name. */
export function taxSettingsChange(input: z.output<typeof taxSettingsInputSchema>): TaxSettingsChange {
  const { pph23_rate, ...rest } = input;
  return pph23_rate === undefined ? rest : { ...rest, pph23_rate_bp: pph23_rate };
}

const DEFAULT_RECORD: TaxSettingsRecord = {
  id: 1,
  ...NOT_PKP,
  seller_npwp: null,
  seller_nitku: null,
  pph23_rate_bp: PPH23_DEFAULT_RATE_BP,
  updated_at: new Date(0),
};

/** The setting as stored, or the default. */
export async function readTaxSettings(db: Db): Promise<TaxSettingsRecord> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return row ?? DEFAULT_RECORD;
}

/** What the API answers: `updated_at` null while the setting was never saved. */
export function taxSettingsView(record: TaxSettingsRecord): TaxSettings {
  const { id: _id, updated_at, pph23_rate_bp, ...fields } = record;
  return {
    ...fields,
    pph23_rate: formatPph23Rate(pph23_rate_bp),
    updated_at: updated_at.getTime() === 0 ? null : updated_at.toISOString(),
  };
}

/** Saves the setting under a row lock, with the audit row of the change, and returns it. */
export async function updateTaxSettings(
  db: Db,
  change: TaxSettingsChange,
  context: AuditContext,
): Promise<TaxSettingsRecord> {
  return db.transaction(async (tx) => {
    await tx.insert(taxSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(taxSettings).where(eq(taxSettings.id, 1)).for('update');
    const [after] = await tx
      .update(taxSettings)
      .set({ ...change, updated_at: new Date() })
      .where(eq(taxSettings.id, 1))
      .returning();
    await writeAudit(tx, context, { action: 'update', entity: 'tax_settings', entityId: 1, before, after });
    return after!;
  });
}
