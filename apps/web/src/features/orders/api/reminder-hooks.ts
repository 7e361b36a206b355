// Issue 21 in the view dialog: the reminders an order got (`GET /orders/{id}/reminders`) and the share data of
// 'Kirim via WhatsApp' (`GET /orders/{id}/whatsapp`, asked on each click: it signs a fresh 30-day link).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SentReminder, WhatsappShare } from '@tagih/domain/schemas/reminder';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ORDERS_BASE } from './order-hooks';

const ordersKeys = queryKeys.resource(ORDERS_BASE);

export function useOrderReminders(orderId: number) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'reminders', String(orderId)] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<SentReminder[]>>(`${ORDERS_BASE}/${orderId}/reminders`, { signal })).data,
  });
}

/** The dialog shows a refusal itself (no PIC phone, a cancelled order), with the API's own words. */
export function useWhatsappShare() {
  return useMutation({
    mutationFn: async (orderId: number) =>
      (
        await api.get<Envelope<WhatsappShare>>(`${ORDERS_BASE}/${orderId}/whatsapp`, {
          quietStatuses: [409, 422],
        })
      ).data,
  });
}
