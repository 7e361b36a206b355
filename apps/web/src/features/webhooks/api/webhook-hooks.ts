// The 'Webhook' screen's calls (issue 34): GET /webhooks with the address's page and search, the endpoint's
// writes (a store answers the signing secret, which lives only in the dialog that shows it), its deliveries by
// status, one delivery with its attempt log, 'Kirim ulang' and 'Kirim tes'. Every write refreshes the lists.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  WebhookAttempt,
  WebhookDeliveryRow,
  WebhookInput,
  WebhookRow,
  webhookDeliverySchema,
  webhookWithSecretSchema,
} from '@tagih/domain/schemas/webhook';
import { api } from '../../../lib/api-client';
import type { Envelope, ListResponse } from '../../../lib/api-client';
import { apiListQuery } from '../../../lib/list-address';
import { queryKeys } from '../../../lib/query-keys';
import type { ListParams } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOKS_BASE = '/webhooks';
const keys = queryKeys.resource(WEBHOOKS_BASE);
const quiet = { quietStatuses: [409, 422] };

/** The list page's resource; 'Hapus' is the standard `DELETE /webhooks/delete/{id}`. */
export const webhooksResource = {
  base: WEBHOOKS_BASE,
  useList(params: ListParams) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        api.get<ListResponse<WebhookRow>>(WEBHOOKS_BASE, {
          query: apiListQuery({ ...params, filters: params.filters ?? {} }),
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  },
  useDelete: createResourceHooks<WebhookRow, never>(WEBHOOKS_BASE).useDelete,
};

export function useWebhook(id: number) {
  return useQuery({
    queryKey: [...keys.all, 'show', id],
    queryFn: ({ signal }) => api.get<Envelope<WebhookRow>>(`${WEBHOOKS_BASE}/${id}`, { signal }),
  });
}

/** One endpoint's deliveries as a list page's resource (status filter in the address); nothing is deleted. */
export function deliveriesResource(id: number) {
  const base = `${WEBHOOKS_BASE}/${id}/deliveries`;
  return {
    base,
    useList(params: ListParams) {
      return useQuery({
        queryKey: [...keys.all, 'deliveries', id, params],
        queryFn: ({ signal }) =>
          api.get<ListResponse<WebhookDeliveryRow>>(base, {
            query: apiListQuery({ ...params, filters: params.filters ?? {} }),
            signal,
          }),
        placeholderData: keepPreviousData,
      });
    },
    useDelete: createResourceHooks<WebhookDeliveryRow, never>(base).useDelete,
  };
}

export function useWebhookDelivery(deliveryId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'delivery', deliveryId],
    enabled: deliveryId !== null,
    queryFn: ({ signal }) =>
      api.get<Envelope<WebhookDelivery>>(`${WEBHOOKS_BASE}/deliveries/${deliveryId}`, { signal }),
  });
}

function useWebhookWrite<Input, Answer>(call: (input: Input) => Promise<Envelope<Answer>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useStoreWebhook = () =>
  useWebhookWrite((input: WebhookInput) =>
    api.post<Envelope<WebhookWithSecret>>(`${WEBHOOKS_BASE}/store`, input, quiet),
  );

export const useUpdateWebhook = () =>
  useWebhookWrite(({ id, ...input }: WebhookInput & { id: number }) =>
    api.put<Envelope<WebhookRow>>(`${WEBHOOKS_BASE}/update/${id}`, input, quiet),
  );

export const useTestWebhook = () =>
  useWebhookWrite((id: number) =>
    api.post<Envelope<WebhookAttempt>>(`${WEBHOOKS_BASE}/${id}/test`, undefined, quiet),
  );

export const useRedeliver = () =>
  useWebhookWrite(({ id, deliveryId }: { id: number; deliveryId: number }) =>
    api.post<Envelope<WebhookDelivery>>(
      `${WEBHOOKS_BASE}/${id}/deliveries/${deliveryId}/redeliver`,
      undefined,
      quiet,
    ),
  );
