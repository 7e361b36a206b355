// The 'API Key' screen's calls (issue 34): GET /api-keys with the address's page, a new key (whose secret lives
// only in the dialog that shows it) and revoking, each refreshing the list. 409 and 422 are shown by the screen.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyRow, ApiKeyStoreInput, ApiKeyWithSecret } from '@tagih/domain/schemas/api-key';
import { api } from '../../../lib/api-client';
import type { Envelope, ListResponse } from '../../../lib/api-client';
import { apiListQuery } from '../../../lib/list-address';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const API_KEYS_BASE = '/api-keys';
const keys = queryKeys.resource(API_KEYS_BASE);
const quiet = { quietStatuses: [409, 422] };

/** The list page's resource (nothing is deleted: a key is revoked instead). */
export const apiKeysResource = {
  base: API_KEYS_BASE,
  useList(params: ListParams) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        api.get<ListResponse<ApiKeyRow>>(API_KEYS_BASE, {
          query: apiListQuery({ ...params, filters: {} }),
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<ApiKeyRow, never>(API_KEYS_BASE).useDelete,
};

function useApiKeyWrite<Input, Answer>(call: (input: Input) => Promise<Envelope<Answer>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useStoreApiKey = () =>
  useApiKeyWrite((input: ApiKeyStoreInput) =>
    api.post<Envelope<ApiKeyWithSecret>>(`${API_KEYS_BASE}/store`, input, quiet),
  );

export const useRevokeApiKey = () =>
  useApiKeyWrite((id: number) =>
    api.post<Envelope<ApiKeyRow>>(`${API_KEYS_BASE}/revoke/${id}`, undefined, quiet),
  );
