// 'Setting Pajak' (issue 21): GET/PUT /settings/tax (the e-Faktur file: components/efaktur-export.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxSettings, TaxSettingsInput } from '@tagih/domain/schemas/tax';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

const taxSettingsKey = ['/settings/tax'] as const;

export function useTaxSettings() {
  return useQuery({
    queryKey: taxSettingsKey,
    queryFn: async ({ signal }) => (await api.get<Envelope<TaxSettings>>('/settings/tax', { signal })).data,
    staleTime: 0,
  });
}

export function useSaveTaxSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxSettingsInput) => api.put<Envelope<TaxSettings>>('/settings/tax', body),
    onSuccess: (response) => client.setQueryData(taxSettingsKey, response.data),
  });
}
