// 'Setting Pajak' (issue 21): GET/PUT /settings/tax, and the month's Coretax e-Faktur file.
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

/**
 * `GET /tax/efaktur?month=YYYY-MM`, saved as efaktur-YYYY-MM.xml. The call carries the bearer token, so
 * the file is fetched and handed to the browser as a download rather than opened by address.
 */
export function useDownloadEfaktur() {
  return useMutation({
    mutationFn: async (month: string) => {
      const xml = await api.get<string>('/tax/efaktur', { query: { month } });
      const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `efaktur-${month}.xml`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
