// The order calls of spec section 7: the standard hooks over /orders (list rows for the list, the detail for
// the form), and the calls that are the order screens' own.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceLink } from '@tagih/domain/schemas/invoice';
import { orderRowSchema } from '@tagih/domain/schemas/order';
import type { OrderDetail, OrderInput, OrderRow } from '@tagih/domain/schemas/order';
import { api, uploadWithProgress } from '../../../lib/api-client';
import type { Envelope, MessageEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';
import type { Id } from '../../../lib/resource-hooks';

export const ORDERS_BASE = '/orders';
const keys = queryKeys.resource(ORDERS_BASE);

/** List, delete: rows of the list. */
export const orderHooks = createResourceHooks<OrderRow, OrderInput>(ORDERS_BASE, {
  rowSchema: orderRowSchema,
});
/** Show, store, update: the same base read as the detail the form and the view dialog need. */
export const orderDetailHooks = createResourceHooks<OrderDetail, OrderInput>(ORDERS_BASE, {
  idempotentStore: true,
});

function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

/** `GET /orders/{id}`: one order's detail, outside a hook (the upgrade form starts from the previous order). */
export async function fetchOrderDetail(id: Id): Promise<OrderDetail> {
  return (await api.get<Envelope<OrderDetail>>(`${ORDERS_BASE}/${encodeURIComponent(String(id))}`)).data;
}

/** `GET /orders/get_invoice_number`: the next number, to show on create (not reserved). */
export function useInvoiceNumberPreview(enabled: boolean) {
  return useQuery({
    queryKey: [ORDERS_BASE, 'invoice-number-preview'],
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<string>>(`${ORDERS_BASE}/get_invoice_number`, { signal })).data,
    enabled,
    staleTime: 0,
  });
}

/** `POST /orders/search {id_company}`: the company's orders, to tell whether 'Select Order' is offered. */
export function useCompanyOrders(companyId: string | null) {
  return useQuery({
    queryKey: keys.search({ name: '', id_company: companyId }),
    queryFn: async ({ signal }) =>
      (
        await api.post<Envelope<OrderRow[]>>(
          `${ORDERS_BASE}/search`,
          { name: '', id_company: companyId },
          { signal },
        )
      ).data,
    enabled: companyId !== null,
  });
}

export function useCancelOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: Id) => api.post<MessageEnvelope>(`${ORDERS_BASE}/cancel_order`, { order: id }),
    onSuccess: invalidate,
  });
}

/** publish (1) or unpublish (0); a publish may say what was received and when (`amount`, `received_on`). */
export function useChangeOrderStatus() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: Id; status: 0 | 1; amount?: string; received_on?: string }) =>
      api.post<Envelope<OrderRow>>(`${ORDERS_BASE}/change-status/${id}`, body),
    onSuccess: invalidate,
  });
}

/** `POST /orders/payment_proof` multipart {file, id}, reporting upload progress. */
export function useUploadPaymentProof(onProgress: (percent: number) => void) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, file }: { id: Id; file: File }) =>
      uploadWithProgress<Envelope<{ path: string; uri: string }>>(
        `${ORDERS_BASE}/payment_proof`,
        { file, id: String(id) },
        onProgress,
      ),
    onSuccess: invalidate,
  });
}

/** `GET /orders/invoice-link/{id}`: a short-lived signed address of the order's invoice PDF variant. */
export async function fetchInvoiceLink(id: Id): Promise<InvoiceLink> {
  return (await api.get<Envelope<InvoiceLink>>(`${ORDERS_BASE}/invoice-link/${id}`)).data;
}
