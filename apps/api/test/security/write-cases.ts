// What each write route of the API is (store, update, delete, an action, a read-only POST, a session) and,
// for actions, a request that succeeds with the audit row it must leave. Routes are found by enumeration; a
// write route without an entry here fails `writeCaseFor` loudly, so a new route cannot slip past the tests.
import type { InjectOptions } from 'fastify';
import { ADMIN } from '../helper.ts';
import { solidPng } from '../fixtures/images.ts';
import { asMaker } from '../proof-maker.ts';
import { multipart } from '../fixtures/multipart.ts';
import { ADMIN_ACTION_CASES } from './admin-action-cases.ts';
import { API_KEY_ACTION_CASES } from './api-key-action-cases.ts';
import { FAKTUR_ACTION_CASES } from './faktur-action-cases.ts';
import { SETTINGS_ACTION_CASES } from './settings-action-cases.ts';
import { WEBHOOK_ACTION_CASES } from './webhook-action-cases.ts';
import { RESOURCES, type ActionContext, type Resource } from './resources.ts';
import { routeKey, type RouteInfo } from './route-inventory.ts';

export type WriteKind = 'read' | 'store' | 'update' | 'delete' | 'action' | 'session';

export interface WriteCase {
  kind: WriteKind;
  resource?: Resource;
  /** For actions: a request that succeeds, and the audit row it must leave. */
  request?(
    c: ActionContext,
  ): Promise<{ options: InjectOptions; entity: string; entityId: string; action: string }>;
}

/** 'Setting Pajak' with PKP on (and the seller NPWP it then needs) or off. */
const taxSetting = (isPkp: boolean) => ({
  is_pkp: isPkp,
  ppn_rate: 12,
  dpp_rule: '11/12',
  seller_npwp: isPkp ? '0123456789012345' : null,
  seller_nitku: null,
});

const png = () => solidPng(4, 4, [10, 120, 200]);

/** A fresh order with a proof the maker uploaded (proof-maker.ts): the order and its pending review (issue 21). */
async function pendingReview({ t, fresh }: ActionContext): Promise<{ id: number; reviewId: number }> {
  const id = await fresh('order');
  const form = multipart([
    { name: 'id', value: String(id) },
    { name: 'file', value: png(), filename: 'bukti.png', contentType: 'image/png' },
  ]);
  await asMaker(t, { method: 'POST', url: '/api/orders/payment_proof', ...form });
  const book = await t.request({ method: 'GET', url: `/api/orders/${id}/payments` });
  const reviewId = (book.json() as { data: { reviews: Array<{ id: number }> } }).data.reviews[0]!.id;
  return { id, reviewId };
}

const ACTIONS: Record<string, WriteCase['request']> = {
  ...FAKTUR_ACTION_CASES,
  ...ADMIN_ACTION_CASES,
  ...API_KEY_ACTION_CASES,
  ...SETTINGS_ACTION_CASES,
  ...WEBHOOK_ACTION_CASES,
  'POST /api/companies/:id/statement/send': async ({ fresh }) => {
    const id = await fresh('company');
    return {
      options: {
        method: 'POST',
        url: `/api/companies/${id}/statement/send`,
        payload: { from: '2026-01-01', to: '2026-01-31' },
      },
      entity: 'company',
      entityId: String(id),
      action: 'send_statement',
    };
  },
  'PUT /api/settings/tax': async () => ({
    options: { method: 'PUT', url: '/api/settings/tax', payload: taxSetting(false) },
    entity: 'tax_settings',
    entityId: '1',
    action: 'update',
  }),
  'POST /api/orders/faktur-number': async ({ t, fresh }) => {
    // Only an order stored under PPN takes a faktur number: PKP is on for its store and off again after.
    await t.request({ method: 'PUT', url: '/api/settings/tax', payload: taxSetting(true) });
    const id = await fresh('order');
    await t.request({ method: 'PUT', url: '/api/settings/tax', payload: taxSetting(false) });
    return {
      options: {
        method: 'POST',
        url: '/api/orders/faktur-number',
        payload: { order: id, faktur_number: '04002500000000123' },
      },
      entity: 'order',
      entityId: String(id),
      action: 'faktur_number',
    };
  },
  'POST /api/branches/store': async ({ r }) => ({
    options: {
      method: 'POST',
      url: '/api/branches/store',
      payload: { company_id: r.company, name: `Cabang ${Date.now()}` },
    },
    entity: 'branch',
    entityId: '*',
    action: 'create',
  }),
  'POST /api/orders/change-status/:id': async ({ fresh }) => {
    const id = await fresh('order');
    return {
      options: { method: 'POST', url: `/api/orders/change-status/${id}`, payload: { status: 1 } },
      entity: 'order',
      entityId: String(id),
      action: 'change-status',
    };
  },
  'POST /api/orders/cancel_order': async ({ fresh }) => {
    const id = await fresh('order');
    return {
      options: { method: 'POST', url: '/api/orders/cancel_order', payload: { order: id } },
      entity: 'order',
      entityId: String(id),
      action: 'cancel',
    };
  },
  'POST /api/orders/send_inv': async ({ r }) => ({
    options: { method: 'POST', url: '/api/orders/send_inv', payload: { order: r.order } },
    entity: 'order',
    entityId: String(r.order),
    action: 'send_invoice',
  }),
  // A renewal of a fresh order: a new order, audited on itself (its id is not known before) as 'renew'.
  'POST /api/subscriptions/renew': async ({ fresh }) => {
    const id = await fresh('order');
    return {
      options: { method: 'POST', url: '/api/subscriptions/renew', payload: { orders: [id] } },
      entity: 'order',
      entityId: '*',
      action: 'renew',
    };
  },
  'POST /api/orders/payment_proof': async ({ fresh }) => {
    const id = await fresh('order');
    const form = multipart([
      { name: 'id', value: String(id) },
      { name: 'file', value: png(), filename: 'bukti.png', contentType: 'image/png' },
    ]);
    return {
      options: { method: 'POST', url: '/api/orders/payment_proof', ...form },
      entity: 'order',
      entityId: String(id),
      action: 'payment-proof',
    };
  },
  'POST /api/orders/:id/payments/:reviewId/approve': async (c) => {
    const { id, reviewId } = await pendingReview(c);
    return {
      options: {
        method: 'POST',
        url: `/api/orders/${id}/payments/${reviewId}/approve`,
        payload: { amount: '1000', received_on: '2026-01-02' },
      },
      entity: 'payment_review',
      entityId: String(reviewId),
      action: 'payment-approve',
    };
  },
  'POST /api/orders/:id/payments/:paymentId/withholding': async (c) => {
    // A payment approved with PPh 23 withheld; its bukti potong number arrives later.
    const { id, reviewId } = await pendingReview(c);
    const approved = await c.t.request({
      method: 'POST',
      url: `/api/orders/${id}/payments/${reviewId}/approve`,
      payload: { amount: '1000', received_on: '2026-01-02', withheld_pph23: '20' },
    });
    const paymentId = (approved.json() as { data: { payments: Array<{ id: number }> } }).data.payments[0]!.id;
    const form = multipart([{ name: 'number', value: '0123456789' }]);
    return {
      options: { method: 'POST', url: `/api/orders/${id}/payments/${paymentId}/withholding`, ...form },
      entity: 'withholding_slip',
      entityId: String(paymentId),
      action: 'withholding-record',
    };
  },
  'POST /api/orders/:id/payments/:reviewId/reject': async (c) => {
    const { id, reviewId } = await pendingReview(c);
    return {
      options: {
        method: 'POST',
        url: `/api/orders/${id}/payments/${reviewId}/reject`,
        payload: { reason: 'Nominal tidak terbaca.' },
      },
      entity: 'payment_review',
      entityId: String(reviewId),
      action: 'payment-reject',
    };
  },
  'POST /api/release-notes/change-status/:id': async ({ fresh }) => {
    const id = await fresh('releaseNote');
    return {
      options: { method: 'POST', url: `/api/release-notes/change-status/${id}`, payload: { status: 1 } },
      entity: 'release_note',
      entityId: String(id),
      action: 'change-status',
    };
  },
  'POST /api/user-packages/change-status/:id': async ({ fresh }) => {
    const id = await fresh('userPackage');
    return {
      options: { method: 'POST', url: `/api/user-packages/change-status/${id}`, payload: { status: 0 } },
      entity: 'user_package',
      entityId: String(id),
      action: 'change-status',
    };
  },
  'POST /api/users/update_admin': async ({ r }) => ({
    options: { method: 'POST', url: '/api/users/update_admin', payload: { idAdmin: [r.admin] } },
    entity: 'mail_recipients',
    entityId: 'setting-mail',
    action: 'update',
  }),
  'POST /api/setting-background': async () => ({
    options: {
      method: 'POST',
      url: '/api/setting-background',
      ...multipart([{ name: 'buttonColor', value: '#1a2b3c' }]),
    },
    entity: 'login_settings',
    entityId: '1',
    action: 'update',
  }),
  // The signed-in administrator's own password ('Ganti Password'); this session is kept, so the suite goes on.
  'POST /api/change-password': async ({ r }) => ({
    options: {
      method: 'POST',
      url: '/api/change-password',
      payload: {
        current_password: ADMIN.password,
        new_password: 'audit-new-password-2026',
        new_password_confirmation: 'audit-new-password-2026',
      },
    },
    entity: 'admin',
    entityId: String(r.admin),
    action: 'change-password',
  }),
  // A GET that writes (spec section 7 names it so); audited like any write.
  'GET /api/destroy-session': async () => ({
    options: { method: 'GET', url: '/api/destroy-session' },
    entity: 'client_user_session',
    entityId: 'all',
    action: 'destroy-sessions',
  }),
};

/** POST routes that only read (search-as-you-type, previews). */
const READS = new Set([
  'POST /api/companies/get_company_number',
  'POST /api/users/search_admin',
  'POST /api/settings/reminders/preview',
]);
/** Sign-in and sign-out: their record is the admin_sessions row, checked by the auth tests. */
const SESSIONS = new Set(['POST /api/login-admin', 'POST /api/logout']);

export function writeCaseFor(route: Pick<RouteInfo, 'method' | 'url'>): WriteCase {
  const key = routeKey(route);
  if (SESSIONS.has(key)) return { kind: 'session' };
  const action = ACTIONS[key];
  if (action) return { kind: 'action', request: action };
  if (route.method === 'GET' || READS.has(key) || (route.method === 'POST' && route.url.endsWith('/search')))
    return { kind: 'read' };
  for (const resource of Object.values(RESOURCES)) {
    if (key === `POST ${resource.base}/store`) return { kind: 'store', resource };
    if (route.method === 'PUT' && route.url.startsWith(`${resource.base}/update/:`))
      return { kind: 'update', resource };
    if (key === `DELETE ${resource.base}/delete/:id`) return { kind: 'delete', resource };
  }
  throw new Error(
    `${key} has no valid example request: add it to apps/api/test/security/write-cases.ts (or, for a new resource with the standard set, to resources.ts) so the security tests cover it`,
  );
}

/** The write cases of state-changing GET routes (found by name, since their method hides them). */
export const WRITING_GETS = Object.keys(ACTIONS).filter((key) => key.startsWith('GET '));
