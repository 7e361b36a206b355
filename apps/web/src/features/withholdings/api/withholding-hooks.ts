// 'Bukti Potong' calls (issue 31): GET /withholdings with the address's missing, from and to, and recording a
// missing bukti potong (POST /orders/{id}/payments/{paymentId}/withholding, multipart), which refreshes the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPayments } from '@tagih/domain/schemas/payment';
import type { WithholdingRow } from '@tagih/domain/schemas/withholding';
import { api } from '../../../lib/api-client';
import type { Envelope, ListResponse } from '../../../lib/api-client';
import { apiListQuery } from '../../../lib/list-address';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const WITHHOLDINGS_BASE = '/withholdings';
export const WITHHOLDING_FILTER_KEYS = ['missing', 'from', 'to'] as const;
const keys = queryKeys.resource(WITHHOLDINGS_BASE);

/** The list page's resource (read-only: nothing is deleted from here). */
export const withholdingsResource = {
  base: WITHHOLDINGS_BASE,
  useList(params: ListParams) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        api.get<ListResponse<WithholdingRow>>(WITHHOLDINGS_BASE, {
          query: apiListQuery({ ...params, filters: params.filters ?? {} }),
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<WithholdingRow, never>(WITHHOLDINGS_BASE).useDelete,
};

export interface SlipInput {
  number: string;
  date: string;
  file: File | null;
}

export function useRecordSlip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, slip }: { row: WithholdingRow; slip: SlipInput }) =>
      api.upload<Envelope<OrderPayments>>(
        `/orders/${row.order_id}/payments/${row.payment_id}/withholding`,
        {
          number: slip.number.trim() || undefined,
          date: slip.date || undefined,
          file: slip.file ?? undefined,
        },
        { quietStatuses: [422] },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
