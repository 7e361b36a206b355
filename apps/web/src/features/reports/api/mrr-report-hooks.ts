// 'Laporan' calls: GET /reports/mrr for the months chosen (the address's `months`, 12 by default).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MrrReport } from '@tagih/domain/schemas/mrr-report';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

export const MRR_REPORT_BASE = '/reports/mrr';

export function useMrrReport(months: number) {
  return useQuery({
    queryKey: ['reports', 'mrr', months],
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<MrrReport>>(MRR_REPORT_BASE, { query: { months: String(months) }, signal }))
        .data,
    placeholderData: keepPreviousData,
  });
}
