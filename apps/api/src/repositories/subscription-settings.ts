// 'Setting Langganan' (issue 32): one row, id 1. No row means the domain's defaults (subscriptions.ts): a
// subscription is `ending` within 30 days, and a company stored without its own renewal choice does not renew
// automatically, or 14 days before the end when it does. The subscriptions list, the company form and the
// automatic renewal scan read it each time.
import { eq } from 'drizzle-orm';
import { subscriptionSettings, type Db } from '@tagih/db';
import { DEFAULT_ENDING_WITHIN_DAYS, DEFAULT_RENEW_DAYS_BEFORE } from '@tagih/domain/subscriptions';

export type SubscriptionSettingsRecord = typeof subscriptionSettings.$inferSelect;

/** What the list, the company store and the renewal scan need of the setting. */
export interface SubscriptionSettingsValues {
  ending_within_days: number;
  auto_renew: boolean;
  renew_days_before: number;
}

const DEFAULT_RECORD: SubscriptionSettingsRecord = {
  id: 1,
  ending_within_days: DEFAULT_ENDING_WITHIN_DAYS,
  auto_renew: false,
  renew_days_before: DEFAULT_RENEW_DAYS_BEFORE,
  updated_at: new Date(0),
};

/** The stored row, or the defaults (updated_at the epoch) while it was never saved. */
export async function readSubscriptionSettingsRecord(db: Db): Promise<SubscriptionSettingsRecord> {
  const [row] = await db.select().from(subscriptionSettings).where(eq(subscriptionSettings.id, 1));
  return row ?? DEFAULT_RECORD;
}

/** The setting's values, with the domain's defaults when it was never saved. */
export async function readSubscriptionSettings(db: Db): Promise<SubscriptionSettingsValues> {
  const { ending_within_days, auto_renew, renew_days_before } = await readSubscriptionSettingsRecord(db);
  return { ending_within_days, auto_renew, renew_days_before };
}
