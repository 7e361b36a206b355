// The write cases (write-cases.ts) of the settings saved with PUT: 'Setting Pengingat', 'Setting Persetujuan'
// (maker-checker) and 'Setting Langganan'. 'Setting Pajak' stays beside the faktur cases that switch it.
import type { InjectOptions } from 'fastify';

type ActionCase = () => Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;

export const SETTINGS_ACTION_CASES: Record<string, ActionCase> = {
  'PUT /api/settings/reminders': async () => ({
    options: { method: 'PUT', url: '/api/settings/reminders', payload: { enabled: true, days: [2, 9] } },
    entity: 'reminder_settings',
    entityId: '1',
    action: 'update',
  }),
  // The defaults saved as they are: the rule stays on for the cases after it.
  'PUT /api/settings/approvals': async () => ({
    options: {
      method: 'PUT',
      url: '/api/settings/approvals',
      payload: { separate_uploader: true, finance_above: null },
    },
    entity: 'approval_settings',
    entityId: '1',
    action: 'update',
  }),
  // No updated_at sent: a save without the version it read is not checked (the standard set's rule).
  'PUT /api/settings/subscriptions': async () => ({
    options: {
      method: 'PUT',
      url: '/api/settings/subscriptions',
      payload: { ending_within_days: 30, auto_renew: false, renew_days_before: 14 },
    },
    entity: 'subscription_settings',
    entityId: '1',
    action: 'update',
  }),
};
