// The 'Administrator' screen's calls (issue 33): GET /admins with the address's page, search, role and status,
// and the writes, each refreshing the list. A store and a reset answer the one-time password, which lives only
// in the dialog that shows it. 409 (the last active admin) and 422 are shown by the dialogs themselves.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRow,
  AdminStoreInput,
  AdminUpdateInput,
  AdminWithPassword,
} from '@tagih/domain/schemas/admin';
import { api } from '../../../lib/api-client';
import type { Envelope, ListResponse } from '../../../lib/api-client';
import { apiListQuery } from '../../../lib/list-address';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const ADMINS_BASE = '/admins';
export const ADMIN_FILTER_KEYS = ['role', 'status'] as const;
const keys = queryKeys.resource(ADMINS_BASE);
const quiet = { quietStatuses: [409, 422] };

/** The list page's resource (nothing is deleted: an administrator is disabled instead). */
export const adminsResource = {
  base: ADMINS_BASE,
  useList(params: ListParams) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        api.get<ListResponse<AdminRow>>(ADMINS_BASE, {
          query: apiListQuery({ ...params, filters: params.filters ?? {} }),
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<AdminRow, never>(ADMINS_BASE).useDelete,
};

function useAdminWrite<Input, Answer>(call: (input: Input) => Promise<Envelope<Answer>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useStoreAdmin = () =>
  useAdminWrite((input: AdminStoreInput) =>
    api.post<Envelope<AdminWithPassword>>(`${ADMINS_BASE}/store`, input, quiet),
  );

export const useUpdateAdmin = () =>
  useAdminWrite(({ id, ...input }: AdminUpdateInput & { id: number }) =>
    api.put<Envelope<AdminRow>>(`${ADMINS_BASE}/update/${id}`, input, quiet),
  );

export const useSetAdminDisabled = () =>
  useAdminWrite(({ id, disabled }: { id: number; disabled: boolean }) =>
    api.post<Envelope<AdminRow>>(`${ADMINS_BASE}/${id}/${disabled ? 'disable' : 'enable'}`, undefined, quiet),
  );

export const useResetAdminPassword = () =>
  useAdminWrite((id: number) =>
    api.post<Envelope<AdminWithPassword>>(`${ADMINS_BASE}/${id}/reset-password`, undefined, quiet),
  );
