// 'Setting Pengingat' (issue 21): GET/PUT /settings/reminders, and a step's preview (issue 30).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReminderPreview,
  ReminderSettings,
  ReminderSettingsInput,
  ReminderTemplateInput,
} from '@tagih/domain/schemas/reminder';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

const reminderSettingsKey = ['/settings/reminders'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<ReminderSettings>>('/settings/reminders', { signal })).data,
    staleTime: 0,
  });
}

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsInput) =>
      api.put<Envelope<ReminderSettings>>('/settings/reminders', body),
    onSuccess: (response) => client.setQueryData(reminderSettingsKey, response.data),
  });
}

/** A step's mail as the client reads it, rendered by the API (an unknown placeholder: 422 the card shows). */
export async function previewReminder(template: ReminderTemplateInput): Promise<ReminderPreview> {
  const response = await api.post<Envelope<ReminderPreview>>('/settings/reminders/preview', template, {
    quietStatuses: [422],
  });
  return response.data;
}
