// The write cases of the faktur actions (issue 31): 'Ganti Faktur' and 'Selesai' of a cancellation, each on a
// fresh order stored under PPN whose faktur number is recorded.
import type { InjectOptions } from 'fastify';
import { todayInJakarta } from '@tagih/domain/dates';
import type { ActionContext } from './resources.ts';

type ActionCase = (
  c: ActionContext,
) => Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;

const taxSetting = (isPkp: boolean) => ({
  is_pkp: isPkp,
  ppn_rate: 12,
  dpp_rule: '11/12',
  seller_npwp: isPkp ? '0123456789012345' : null,
  seller_nitku: null,
});

let serial = 0;
/** A 17-digit number no other case uses (the cases may share a database). */
const uniqueFakturNumber = () =>
  `07${String(Date.now()).slice(-10)}${String((serial += 1) % 100_000).padStart(5, '0')}`;

async function numberedOrder({ t, fresh }: ActionContext): Promise<number> {
  await t.request({ method: 'PUT', url: '/api/settings/tax', payload: taxSetting(true) });
  const id = await fresh('order');
  await t.request({ method: 'PUT', url: '/api/settings/tax', payload: taxSetting(false) });
  await t.request({
    method: 'POST',
    url: '/api/orders/faktur-number',
    payload: { order: id, faktur_number: uniqueFakturNumber() },
  });
  return id;
}

export const FAKTUR_ACTION_CASES: Record<string, ActionCase> = {
  'POST /api/orders/:id/faktur-replacement': async (c) => {
    const id = await numberedOrder(c);
    return {
      options: { method: 'POST', url: `/api/orders/${id}/faktur-replacement` },
      entity: 'order',
      entityId: String(id),
      action: 'faktur-replacement-started',
    };
  },
  'POST /api/tax/faktur-actions/:id/done': async (c) => {
    const id = await numberedOrder(c);
    await c.t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: id } });
    const open = await c.t.request({ method: 'GET', url: '/api/tax/faktur-actions?kind=cancel' });
    const rows = (open.json() as { data: Array<{ id: number; order: { id: number } }> }).data;
    const action = rows.find((row) => row.order.id === id)!;
    return {
      options: {
        method: 'POST',
        url: `/api/tax/faktur-actions/${action.id}/done`,
        payload: { date: todayInJakarta() },
      },
      entity: 'order',
      entityId: String(id),
      action: 'faktur-cancel-done',
    };
  },
};
