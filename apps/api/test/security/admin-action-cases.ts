// The write cases of the 'Administrator' screen (issue 33): each on an administrator stored for it, with the
// role `finance` so that disabling or demoting them never meets the last-active-admin rule.
import type { InjectOptions } from 'fastify';
import type { ActionContext } from './resources.ts';

type ActionCase = (
  c: ActionContext,
) => Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;

let serial = 0;
const uniqueEmail = () => `staf-${Date.now() % 1_000_000}-${(serial += 1)}@tagih.test`;

/** A fresh administrator (role finance), its id. */
async function freshAdmin({ t }: ActionContext): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/admins/store',
    payload: { name: 'Staf Keuangan', email: uniqueEmail(), role: 'finance' },
  });
  if (response.statusCode !== 200) throw new Error(`/api/admins/store refused: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

const onFreshAdmin =
  (action: string, options: (id: number) => InjectOptions): ActionCase =>
  async (c) => {
    const id = await freshAdmin(c);
    return { options: options(id), entity: 'admin', entityId: String(id), action };
  };

export const ADMIN_ACTION_CASES: Record<string, ActionCase> = {
  'POST /api/admins/store': async () => ({
    options: {
      method: 'POST',
      url: '/api/admins/store',
      payload: { name: 'Staf Sales', email: uniqueEmail(), role: 'sales' },
    },
    entity: 'admin',
    entityId: '*',
    action: 'create',
  }),
  'PUT /api/admins/update/:id': onFreshAdmin('update', (id) => ({
    method: 'PUT',
    url: `/api/admins/update/${id}`,
    payload: { name: 'Staf Viewer', role: 'viewer' },
  })),
  'POST /api/admins/:id/disable': onFreshAdmin('disable', (id) => ({
    method: 'POST',
    url: `/api/admins/${id}/disable`,
  })),
  'POST /api/admins/:id/enable': async (c) => {
    const id = await freshAdmin(c);
    await c.t.request({ method: 'POST', url: `/api/admins/${id}/disable` });
    return {
      options: { method: 'POST', url: `/api/admins/${id}/enable` },
      entity: 'admin',
      entityId: String(id),
      action: 'enable',
    };
  },
  'POST /api/admins/:id/reset-password': onFreshAdmin('reset-password', (id) => ({
    method: 'POST',
    url: `/api/admins/${id}/reset-password`,
  })),
};
