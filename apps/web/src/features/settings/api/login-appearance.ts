import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@tagih/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const DEFAULT_BUTTON_COLOR = '#0f4c81';

/** `GET /public/settings`: the login page's current look (the login page asks the same address itself). */
export function useLoginAppearance() {
  return useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<PublicSettings>>('/public/settings', { auth: false, signal, silent: true }))
        .data,
    staleTime: 0,
  });
}

export type BackgroundUpload = { file: File | null; backgroundForm: File | null; buttonColor: string | null };

/** `POST /setting-background`, multipart {file, backgroundForm, buttonColor}; only what was chosen is sent. */
export function useUploadBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, backgroundForm, buttonColor }: BackgroundUpload) =>
      api.upload<Envelope<PublicSettings>>('/setting-background', { file, backgroundForm, buttonColor }),
    onSuccess: (response) => client.setQueryData(queryKeys.publicSettings, response.data),
  });
}
