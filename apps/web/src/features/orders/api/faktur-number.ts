// `POST /orders/faktur-number {order, faktur_number}`: the number DJP gave the order's tax invoice, and
// `POST /orders/{id}/faktur-replacement`: 'Ganti Faktur' (issue 31).
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

/** 'Ganti Faktur': starts the replacement of the order's numbered faktur, so its figures may change. */
export function useStartFakturReplacement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<Envelope<OrderRow>>(`/orders/${encodeURIComponent(String(id))}/faktur-replacement`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resource('/orders').all }),
  });
}
