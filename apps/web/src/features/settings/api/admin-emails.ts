import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOption } from '@tagih/domain/schemas/user';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys.resource('/users');
const selectedKey = [...keys.all, 'show_admin'] as const;

/** `GET /users/show_admin`: the administrators currently chosen to receive e-mail (spec 2.21 'Setting Mail'). */
export function useSelectedAdmins() {
  return useQuery({
    queryKey: selectedKey,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<AdminOption[]>>('/users/show_admin', { signal })).data ?? [],
    staleTime: 0,
  });
}

/** `POST /users/search_admin {name}`: administrators by name or e-mail, for the multi-select. */
export function useAdminSearch(name: string) {
  return useQuery({
    queryKey: [...keys.all, 'search_admin', name] as const,
    queryFn: async ({ signal }) =>
      (await api.post<Envelope<AdminOption[]>>('/users/search_admin', { name }, { signal })).data ?? [],
    placeholderData: (previous) => previous,
  });
}

/** `POST /users/update_admin {idAdmin}`: replaces the whole selection. */
export function useSaveSelectedAdmins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idAdmin: number[]) => api.post<Envelope<AdminOption[]>>('/users/update_admin', { idAdmin }),
    onSuccess: (response) => client.setQueryData(selectedKey, response.data),
  });
}
