// `POST /orders/faktur-number {order, faktur_number}`: the number DJP gave the order's tax invoice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRow } from '@tagih/domain/schemas/order';
import type { FakturNumberBody } from '@tagih/domain/schemas/tax';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useRecordFakturNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FakturNumberBody) => api.post<Envelope<OrderRow>>('/orders/faktur-number', body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resource('/orders').all }),
  });
}
