// 'Setting Persetujuan' (issue 33, maker-checker): GET/PUT /settings/approvals.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettings, ApprovalSettingsInput } from '@tagih/domain/schemas/approval';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

export const approvalSettingsKey = ['/settings/approvals'] as const;

export function useApprovalSettings() {
  return useQuery({
    queryKey: approvalSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<ApprovalSettings>>('/settings/approvals', { signal })).data,
    staleTime: 0,
  });
}

export function useSaveApprovalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalSettingsInput) =>
      api.put<Envelope<ApprovalSettings>>('/settings/approvals', body),
    // The order dialogs carry the rules with each order's payments: they follow the next read.
    onSuccess: (response) => client.setQueryData(approvalSettingsKey, response.data),
  });
}
