// Sending an invoice with care (issue 20): the confirmation's facts and the history of sends.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSendPreview, InvoiceSendRecord } from '@tagih/domain/schemas/invoice-send';
import { api } from '../../../lib/api-client';
import type { Envelope, MessageEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Id } from '../../../lib/resource-hooks';
import { ORDERS_BASE } from './order-hooks';

const keys = queryKeys.resource(ORDERS_BASE);

/** `GET /orders/send-preview/{id}`: recipients, the PDF's signed address, the last send. Fresh each opening. */
export function useSendPreview(id: Id | null) {
  return useQuery({
    queryKey: [...keys.all, 'send-preview', String(id)] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<InvoiceSendPreview>>(`${ORDERS_BASE}/send-preview/${id}`, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** `GET /orders/send-history/{id}`: every send, newest first. */
export function useSendHistory(id: Id | null) {
  return useQuery({
    queryKey: [...keys.all, 'send-history', String(id)] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<InvoiceSendRecord[]>>(`${ORDERS_BASE}/send-history/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** `POST /orders/send_inv {order}`: sends, then refreshes the order's list, detail, preview and history. */
export function useSendInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => api.post<MessageEnvelope>(`${ORDERS_BASE}/send_inv`, { order: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
