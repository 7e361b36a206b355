// The Audit Log's calls: GET /audit-logs with the filters of the address, and the administrators to filter by.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogRow } from '@tagih/domain/schemas/audit-log';
import type { AdminOption } from '@tagih/domain/schemas/user';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Envelope, ListResponse } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const AUDIT_LOGS_BASE = '/audit-logs';
const keys = queryKeys.resource(AUDIT_LOGS_BASE);

/** The filters as the address holds them (`?resource=&record_id=&admin_id=`), '' when absent. */
export const AUDIT_FILTER_KEYS = ['resource', 'record_id', 'admin_id'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

export function useAuditFilters(): AuditFilters {
  const [params] = useSearchParams();
  return {
    resource: params.get('resource') ?? '',
    record_id: params.get('record_id') ?? '',
    admin_id: params.get('admin_id') ?? '',
  };
}

/** The list page's resource: one page of the audit rows under the address's filters (nothing to delete). */
export const auditLogResource = {
  base: AUDIT_LOGS_BASE,
  useList(params: ListParams) {
    const filters = useAuditFilters();
    return useQuery({
      queryKey: [...keys.list(params), filters],
      queryFn: ({ signal }) =>
        api.get<ListResponse<AuditLogRow>>(AUDIT_LOGS_BASE, {
          query: { page: params.page, ...filters },
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<AuditLogRow, never>(AUDIT_LOGS_BASE).useDelete,
};

/** `GET /users/admin`: every administrator, for the filter. */
export function useAdministrators() {
  return useQuery({
    queryKey: [...keys.all, 'administrators'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<AdminOption[]>>('/users/admin', { signal })).data ?? [],
    staleTime: 60_000,
  });
}
