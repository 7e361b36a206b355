// 'Piutang' calls: GET /receivables (the list page's resource) and GET /receivables/summary with the same
// day, search and bucket the address holds, so the totals row sums what the list shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  receivableRowSchema,
  type ReceivableRow,
  type ReceivableSummary,
} from '@tagih/domain/schemas/receivables';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const RECEIVABLES_BASE = '/receivables';

export const receivableResource = createResourceHooks<ReceivableRow, never>(RECEIVABLES_BASE, {
  rowSchema: receivableRowSchema,
});

/** The summary under the address's as_of, search and bucket (only the ones set). */
export function useReceivableSummary() {
  const [params] = useSearchParams();
  const query = Object.fromEntries(
    ['as_of', 'search', 'bucket'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  return useQuery({
    queryKey: [...receivableResource.keys.all, 'summary', query],
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<ReceivableSummary>>(`${RECEIVABLES_BASE}/summary`, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
