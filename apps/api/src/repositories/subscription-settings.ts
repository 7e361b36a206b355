// 'Setting Langganan' (issue 32): one row, id 1. No row means the domain's defaults (subscriptions.ts): ending
// within 30 days, no automatic renewal, renewing 14 days before the end. The subscription list reads
// `ending_within_days`; a company stored without its own automatic-renewal fields takes the other two.
import { eq } from 'drizzle-orm';
import { subscriptionSettings, type Db } from '@tagih/db';
import { DEFAULT_ENDING_WITHIN_DAYS, DEFAULT_RENEW_DAYS_BEFORE } from '@tagih/domain/subscriptions';
import type {
  SubscriptionSettings,
  SubscriptionSettingsInput,
} from '@tagih/domain/schemas/subscription-settings';
import { writeAudit, type AuditContext } from './audit.ts';
import { assertFresh } from './simple-crud.ts';

export type SubscriptionSettingsRecord = typeof subscriptionSettings.$inferSelect;

const DEFAULT_RECORD: SubscriptionSettingsRecord = {
  id: 1,
  ending_within_days: DEFAULT_ENDING_WITHIN_DAYS,
  auto_renew: false,
  renew_days_before: DEFAULT_RENEW_DAYS_BEFORE,
  updated_at: new Date(0),
};

async function readRecord(db: Db): Promise<SubscriptionSettingsRecord> {
  const [row] = await db.select().from(subscriptionSettings).where(eq(subscriptionSettings.id, 1));
  return row ?? DEFAULT_RECORD;
}

/** The setting's values as stored, or the defaults. */
export async function readSubscriptionSettings(
  db: Db,
): Promise<{ ending_within_days: number; auto_renew: boolean; renew_days_before: number }> {
  const { ending_within_days, auto_renew, renew_days_before } = await readRecord(db);
  return { ending_within_days, auto_renew, renew_days_before };
}

/** What the API answers: `updated_at` null while the setting was never saved. */
export async function subscriptionSettingsView(db: Db): Promise<SubscriptionSettings> {
  return recordView(await readRecord(db));
}

function recordView(record: SubscriptionSettingsRecord): SubscriptionSettings {
  const { id: _id, updated_at, ...fields } = record;
  return { ...fields, updated_at: updated_at.getTime() === 0 ? null : updated_at.toISOString() };
}

/**
 * Saves the setting under a row lock, with the audit row of the change, and answers it. A stale `updated_at`
 * (another clerk saved since this one read it) is a 409; the never-saved setting's version is null (absent).
 */
export async function updateSubscriptionSettings(
  db: Db,
  input: SubscriptionSettingsInput,
  context: AuditContext,
): Promise<SubscriptionSettings> {
  return db.transaction(async (tx) => {
    // The never-saved row is made with the defaults' version (epoch): the lock below then serialises the first
    // two saves too, and the second of them is stale.
    await tx
      .insert(subscriptionSettings)
      .values({ ...DEFAULT_RECORD })
      .onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(subscriptionSettings)
      .where(eq(subscriptionSettings.id, 1))
      .for('update');
    assertFresh(before!.updated_at, input.updated_at);
    const [after] = await tx
      .update(subscriptionSettings)
      .set({
        ending_within_days: input.ending_within_days,
        auto_renew: input.auto_renew,
        renew_days_before: input.renew_days_before,
        updated_at: new Date(),
      })
      .where(eq(subscriptionSettings.id, 1))
      .returning();
    await writeAudit(tx, context, {
      action: 'update',
      entity: 'subscription_settings',
      entityId: 1,
      before,
      after,
    });
    return recordView(after!);
  });
}
