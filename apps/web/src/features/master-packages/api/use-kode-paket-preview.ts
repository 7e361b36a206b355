// GET /kode_paket/get_kode_paket: the next generated package code, shown on create (not reserved; the server
// assigns the code when it stores the package).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useKodePaketPreview(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.resource('/kode_paket').all, 'next-code'],
    queryFn: async ({ signal }) =>
      (await api.get<{ code: number; data: string }>('/kode_paket/get_kode_paket', { signal })).data,
    enabled,
    staleTime: 0,
  });
}
