// 'Setting Langganan' (issue 32): one row, id 1; no row means the domain's defaults. The 'Langganan' list reads
// when a subscription counts as ending from it; the automatic renewal reads the rest.
import { eq } from 'drizzle-orm';
import { subscriptionSettings, type Db } from '@tagih/db';
import { DEFAULT_ENDING_WITHIN_DAYS, DEFAULT_RENEW_DAYS_BEFORE } from '@tagih/domain/subscriptions';

export interface SubscriptionSettingsValues {
  ending_within_days: number;
  auto_renew: boolean;
  renew_days_before: number;
}

/** The setting as stored, or the defaults. */
export async function readSubscriptionSettings(db: Db): Promise<SubscriptionSettingsValues> {
  const [row] = await db
    .select({
      ending_within_days: subscriptionSettings.ending_within_days,
      auto_renew: subscriptionSettings.auto_renew,
      renew_days_before: subscriptionSettings.renew_days_before,
    })
    .from(subscriptionSettings)
    .where(eq(subscriptionSettings.id, 1));
  return (
    row ?? {
      ending_within_days: DEFAULT_ENDING_WITHIN_DAYS,
      auto_renew: false,
      renew_days_before: DEFAULT_RENEW_DAYS_BEFORE,
    }
  );
}
