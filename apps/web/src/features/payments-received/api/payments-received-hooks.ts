// 'Pembayaran' calls: GET /payments with the address's from, to and id_company. Its answer carries `totals`
// (the count and net amount of the whole filter), which the page reads from the same cached page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentReceivedList } from '@tagih/domain/schemas/payments-received';
import { api } from '../../../lib/api-client';
import { apiListQuery } from '../../../lib/list-address';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const PAYMENTS_BASE = '/payments';
export const PAYMENT_FILTER_KEYS = ['from', 'to', 'id_company'] as const;
const keys = queryKeys.resource(PAYMENTS_BASE);

/** The list page's resource; `useList` keeps the whole answer, totals included. */
export const paymentsReceivedResource = {
  base: PAYMENTS_BASE,
  useList(params: ListParams) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        api.get<PaymentReceivedList>(PAYMENTS_BASE, {
          query: apiListQuery({ ...params, filters: params.filters ?? {} }),
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<PaymentReceivedList['data'][number], never>(PAYMENTS_BASE).useDelete,
};
