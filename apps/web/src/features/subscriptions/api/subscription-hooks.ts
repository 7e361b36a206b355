// 'Langganan' calls (issue 32): GET /subscriptions (the list page's resource; also the order form's look-up of a
// running subscription, through its own feature) and POST /subscriptions/renew, which refreshes the list and the
// orders it made.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionRowSchema, type SubscriptionRow } from '@tagih/domain/schemas/subscription';
import type { RenewAnswer, RenewInput } from '@tagih/domain/schemas/subscription-renew';
import { api, type Envelope } from '../../../lib/api-client';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const SUBSCRIPTIONS_BASE = '/subscriptions';
export const SUBSCRIPTION_FILTER_KEYS = ['status', 'ending_within'] as const;

export const subscriptionResource = createResourceHooks<SubscriptionRow, never>(SUBSCRIPTIONS_BASE, {
  rowSchema: subscriptionRowSchema,
  alsoInvalidates: ['/orders'],
});

/** Renews the chosen orders; the answer lists each one's outcome (a lone refusal is thrown as its error). */
export function useRenewSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RenewInput) =>
      (
        await api.post<Envelope<RenewAnswer>>(`${SUBSCRIPTIONS_BASE}/renew`, input, {
          quietStatuses: [404, 409, 422],
        })
      ).data,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: subscriptionResource.keys.all });
      await client.invalidateQueries({ queryKey: ['/orders'] });
    },
  });
}
