// A company's statement of account (issue 30): GET /companies/{id}/statement, its PDF, 'Kirim' and the sends.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StatementPeriod,
  StatementSendRecord,
  StatementSent,
  StatementView,
} from '@tagih/domain/schemas/statement';
import { api, apiStream } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

const statementKey = (id: number, period: StatementPeriod) =>
  ['/companies', id, 'statement', period] as const;
const sendsKey = (id: number) => ['/companies', id, 'statement', 'sends'] as const;

/** The statement of `id` for the period; waits while the period is incomplete. */
export function useStatement(id: number | null, period: StatementPeriod | null) {
  return useQuery({
    queryKey: statementKey(id ?? 0, period ?? { from: '', to: '' }),
    enabled: id !== null && period !== null,
    queryFn: async ({ signal }) =>
      (
        await api.get<Envelope<StatementView>>(`/companies/${id}/statement`, {
          query: { ...period },
          signal,
        })
      ).data,
  });
}

export function useStatementSends(id: number | null) {
  return useQuery({
    queryKey: sendsKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<StatementSendRecord[]>>(`/companies/${id}/statement/sends`, { signal })).data,
  });
}

export function useSendStatement(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: StatementPeriod) =>
      // A company without an address is a 422 the dialog shows itself, under the button.
      api.post<Envelope<StatementSent>>(`/companies/${id}/statement/send`, period, { quietStatuses: [422] }),
    onSuccess: () => client.invalidateQueries({ queryKey: sendsKey(id ?? 0) }),
  });
}

/** Downloads the statement PDF under the name the server gives it. */
export async function downloadStatementPdf(id: number, period: StatementPeriod): Promise<void> {
  const response = await apiStream(`/companies/${id}/statement.pdf`, { query: { ...period } });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'Laporan-Rekening.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
