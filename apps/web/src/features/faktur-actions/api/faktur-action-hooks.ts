// 'Faktur Pajak' calls (issue 31): GET /tax/faktur-actions (the shared list page's useList, with the address's
// status and kind) and POST /tax/faktur-actions/{id}/done ('Selesai'), which also changes the order it names.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FakturActionDoneBody, FakturActionRow } from '@tagih/domain/schemas/faktur-action';
import { fakturActionRowSchema } from '@tagih/domain/schemas/faktur-action';
import { api } from '../../../lib/api-client';
import type { MessageEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createResourceHooks } from '../../../lib/resource-hooks';

export const FAKTUR_ACTIONS_BASE = '/tax/faktur-actions';

export const fakturActionHooks = createResourceHooks<FakturActionRow, never>(FAKTUR_ACTIONS_BASE, {
  rowSchema: fakturActionRowSchema,
});

export function useCompleteFakturAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FakturActionDoneBody }) =>
      api.post<MessageEnvelope>(`${FAKTUR_ACTIONS_BASE}/${encodeURIComponent(String(id))}/done`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.resource(FAKTUR_ACTIONS_BASE).all }),
        // A replacement's new number is recorded on the order.
        client.invalidateQueries({ queryKey: queryKeys.resource('/orders').all }),
      ]),
  });
}
