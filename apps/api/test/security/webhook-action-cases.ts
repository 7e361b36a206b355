// The write cases of the 'Webhook' routes (issue 34), each on an endpoint stored for it. A stored URL must pass
// the SSRF guard, so it is a public address literal (no DNS; nothing is ever sent to it here). 'Kirim tes' and
// the redelivery use an endpoint written straight to the table at the loopback, which the guard refuses at send
// time at once (the test answers the refused attempt), so the suite never waits on the network.
import type { InjectOptions } from 'fastify';
import { webhookDeliveries, webhooks } from '@tagih/db';
import type { ActionContext } from './resources.ts';

type ActionCase = (
  c: ActionContext,
) => Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;

const input = (description: string) => ({
  url: 'https://93.184.215.14/hooks/tagih',
  description,
  events: ['order.created', 'order.paid'],
  is_active: true,
});

async function freshWebhook({ t }: ActionContext): Promise<number> {
  const response = await t.request({ method: 'POST', url: '/api/webhooks/store', payload: input('ERP') });
  if (response.statusCode !== 200) throw new Error(`/api/webhooks/store refused: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

/** An endpoint at the loopback with one failed delivery, written without the API. */
async function loopbackWebhook({ t }: ActionContext) {
  const [hook] = await t.database.db
    .insert(webhooks)
    .values({
      url: 'http://127.0.0.1:9/hook',
      events: ['order.created'],
      secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
    })
    .returning({ id: webhooks.id });
  const [delivery] = await t.database.db
    .insert(webhookDeliveries)
    .values({
      webhook_id: hook!.id,
      message_id: 'msg_security0case',
      event: 'order.created',
      payload:
        '{"id":"msg_security0case","type":"order.created","created_at":"2026-01-01T00:00:00.000Z","data":{}}',
      status: 'failed',
      attempts: 9,
      next_attempt_at: null,
    })
    .returning({ id: webhookDeliveries.id });
  return { id: hook!.id, deliveryId: delivery!.id };
}

export const WEBHOOK_ACTION_CASES: Record<string, ActionCase> = {
  'POST /api/webhooks/store': async () => ({
    options: { method: 'POST', url: '/api/webhooks/store', payload: input('ERP gudang') },
    entity: 'webhook',
    entityId: '*',
    action: 'create',
  }),
  'PUT /api/webhooks/update/:id': async (c) => {
    const id = await freshWebhook(c);
    return {
      options: { method: 'PUT', url: `/api/webhooks/update/${id}`, payload: input('ERP baru') },
      entity: 'webhook',
      entityId: String(id),
      action: 'update',
    };
  },
  'DELETE /api/webhooks/delete/:id': async (c) => {
    const id = await freshWebhook(c);
    return {
      options: { method: 'DELETE', url: `/api/webhooks/delete/${id}` },
      entity: 'webhook',
      entityId: String(id),
      action: 'delete',
    };
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': async (c) => {
    const { id, deliveryId } = await loopbackWebhook(c);
    return {
      options: { method: 'POST', url: `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver` },
      entity: 'webhook',
      entityId: String(id),
      action: 'redeliver',
    };
  },
  'POST /api/webhooks/:id/test': async (c) => {
    const { id } = await loopbackWebhook(c);
    return {
      options: { method: 'POST', url: `/api/webhooks/${id}/test` },
      entity: 'webhook',
      entityId: String(id),
      action: 'test',
    };
  },
};
