import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@tagih/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The default look of the login page (spec section 9), used until or unless the settings arrive. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  button_color: '#0f4c81',
  background_url: null,
  background_form_url: null,
};

/** `GET /public/settings`: the login page's appearance. A failure is only logged; the defaults stay. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<PublicSettings>>('/public/settings', { auth: false, signal, silent: true }))
        .data,
    staleTime: 5 * 60_000,
  });
}
