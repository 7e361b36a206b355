// The reference modules and, per chosen module, its sub-modules (GET /ref-modules, GET /sub-modules/{id}).
// Failures of these fetches are only logged (spec section 8), hence `silent`.
import type { RefModule, SubModule } from '@tagih/domain/schemas/ref-module';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Envelope, ListResponse } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const MODULES_BASE = '/ref-modules';
const SUBMODULES_BASE = '/sub-modules';

export function useRefModules() {
  return useQuery({
    queryKey: queryKeys.resource(MODULES_BASE).list({ page: 1, search: '' }),
    queryFn: ({ signal }) =>
      api.get<ListResponse<RefModule>>(MODULES_BASE, { query: { page: 1 }, signal, silent: true }),
    staleTime: 10 * 60_000, // seeded reference data: it does not change while the console is open
  });
}

/** Sub-modules of each module id, in the same order; `undefined` while one is loading. */
export function useSubModulesOf(moduleIds: number[]) {
  return useQueries({
    queries: moduleIds.map((id) => ({
      queryKey: queryKeys.resource(SUBMODULES_BASE).detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<Envelope<SubModule[]>>(`${SUBMODULES_BASE}/${id}`, { signal, silent: true })).data,
      staleTime: 10 * 60_000,
    })),
  });
}
