// Records a bukti potong after the approval (issue 31): POST /orders/{id}/payments/{paymentId}/withholding,
// multipart {number, date, file}. The approve dialog sends the PDF this way once the payment exists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayments } from '@tagih/domain/schemas/payment';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ORDERS_BASE } from './order-hooks';

export interface WithholdingSlip {
  number?: string;
  date?: string;
  file?: File | null;
}

export function useRecordWithholdingSlip(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, slip }: { paymentId: number; slip: WithholdingSlip }) =>
      api.upload<Envelope<OrderPayments>>(`${ORDERS_BASE}/${orderId}/payments/${paymentId}/withholding`, {
        number: slip.number || undefined,
        date: slip.date || undefined,
        file: slip.file ?? undefined,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.resource(ORDERS_BASE).all }),
  });
}
