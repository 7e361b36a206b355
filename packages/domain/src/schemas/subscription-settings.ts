// 'Setting Langganan' (issue 32, decisions.md "Subscriptions"): when a subscription counts as ending, and the
// automatic renewal's defaults a company takes when it is stored without its own. Declared once for the routes,
// their OpenAPI document, the company schemas and the console's card and company form.
import { z } from 'zod';
import { MAX_SUBSCRIPTION_DAYS } from '../subscriptions.ts';
import { versionField } from './common.ts';

/** A whole number of days from 1 to MAX_SUBSCRIPTION_DAYS, worded for the field it is. */
export function subscriptionDays(what: string) {
  const message = `${what} harus bilangan bulat 1 sampai ${MAX_SUBSCRIPTION_DAYS} hari.`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_SUBSCRIPTION_DAYS, message);
}

export const RENEW_DAYS_BEFORE_WHAT = 'Hari sebelum berakhir';
export const autoRenewField = z.boolean({ error: 'Pilih perpanjang otomatis ya atau tidak.' });
export const renewDaysBeforeField = subscriptionDays(RENEW_DAYS_BEFORE_WHAT);

/** PUT /settings/subscriptions: every field, and the `updated_at` read with it (409 when stale). */
export const subscriptionSettingsInputSchema = z.object({
  ending_within_days: subscriptionDays('Segera berakhir dalam'),
  auto_renew: autoRenewField,
  renew_days_before: renewDaysBeforeField,
  updated_at: versionField,
});
export type SubscriptionSettingsInput = z.input<typeof subscriptionSettingsInputSchema>;

export const subscriptionSettingsSchema = z.object({
  /** A running subscription is 'Segera berakhir' when its last day is within this many days. */
  ending_within_days: z.number().int(),
  /** What a company stored without `auto_renew` takes. */
  auto_renew: z.boolean(),
  /** What a company stored without `renew_days_before` takes. */
  renew_days_before: z.number().int(),
  /** Null while the setting was never saved (the defaults hold). */
  updated_at: z.string().nullable(),
});
export type SubscriptionSettings = z.infer<typeof subscriptionSettingsSchema>;
