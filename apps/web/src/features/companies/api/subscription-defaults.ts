// 'Setting Langganan' as the company form reads it (issue 32): a new company's automatic-renewal fields are
// pre-filled from it. The same GET as the Setting page's card (features never import each other).
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSettings } from '@tagih/domain/schemas/subscription-settings';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

export function useSubscriptionDefaults(enabled: boolean) {
  return useQuery({
    queryKey: ['/settings/subscriptions'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<SubscriptionSettings>>('/settings/subscriptions', { signal })).data,
    enabled,
  });
}
