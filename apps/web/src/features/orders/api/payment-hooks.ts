// The payment book of an order (issue 21): `GET /orders/{id}/payments`, and approving or rejecting a review.
// Its key lives under the orders' keys, so any order change (publish, a new proof) refreshes it as well.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovePaymentInput, OrderPayments, RejectPaymentInput } from '@tagih/domain/schemas/payment';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ORDERS_BASE } from './order-hooks';

const ordersKeys = queryKeys.resource(ORDERS_BASE);
const paymentsKey = (orderId: number) => [ORDERS_BASE, 'payments', String(orderId)] as const;

export function useOrderPayments(orderId: number) {
  return useQuery({
    queryKey: paymentsKey(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<OrderPayments>>(`${ORDERS_BASE}/${orderId}/payments`, { signal })).data,
  });
}

type Decision =
  | { kind: 'approve'; reviewId: number; body: ApprovePaymentInput }
  | { kind: 'reject'; reviewId: number; body: RejectPaymentInput };

/** Approves or rejects a review; refreshes the book, the order and the list (status and balance move). */
export function useDecidePaymentReview(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reviewId, body }: Decision) =>
      api.post<Envelope<OrderPayments>>(`${ORDERS_BASE}/${orderId}/payments/${reviewId}/${kind}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
