// 'Setting Langganan' (issue 32): GET/PUT /settings/subscriptions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SubscriptionSettings,
  SubscriptionSettingsInput,
} from '@tagih/domain/schemas/subscription-settings';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

export const subscriptionSettingsKey = ['/settings/subscriptions'] as const;

export function useSubscriptionSettings() {
  return useQuery({
    queryKey: subscriptionSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<SubscriptionSettings>>('/settings/subscriptions', { signal })).data,
    staleTime: 0,
  });
}

export function useSaveSubscriptionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionSettingsInput) =>
      api.put<Envelope<SubscriptionSettings>>('/settings/subscriptions', body),
    onSuccess: (response) => client.setQueryData(subscriptionSettingsKey, response.data),
  });
}
