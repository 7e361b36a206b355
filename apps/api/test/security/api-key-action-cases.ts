// The write cases of the 'API Key' screen (issue 34): a new key, and revoking one stored for the case.
import type { InjectOptions } from 'fastify';
import type { ActionContext } from './resources.ts';

type ActionCase = (
  c: ActionContext,
) => Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;

export const API_KEY_ACTION_CASES: Record<string, ActionCase> = {
  'POST /api/api-keys/store': async () => ({
    options: {
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Integrasi ERP', role: 'viewer' },
    },
    entity: 'api_key',
    entityId: '*',
    action: 'create',
  }),
  'POST /api/api-keys/revoke/:id': async ({ t }) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Kunci untuk dicabut', role: 'viewer' },
    });
    if (response.statusCode !== 200) throw new Error(`/api/api-keys/store refused: ${response.body}`);
    const id = (response.json() as { data: { id: number } }).data.id;
    return {
      options: { method: 'POST', url: `/api/api-keys/revoke/${id}` },
      entity: 'api_key',
      entityId: String(id),
      action: 'revoke',
    };
  },
};
