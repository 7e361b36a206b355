// The order's lifecycle, in one table (decisions.md "The ledger"). Every step an order can take (store,
// update, upload and replace a proof, pay, unpay, resume, suspend, cancel, delete, send, upgrade, and the
// re-opening of an order whose upgrade was cancelled or voided) names the states it may start from and what it
// changes. The server turns a step's rules into the WHERE of the one
// conditional write that takes it, and a refused step into a 409 carrying the first rule's message; the
// console offers a row action only when the same table allows it; docs/order-lifecycle.md is drawn from it.
// So the rules live here once, and concurrent steps can never combine into a state the table does not allow.

/** The status words are declared in order-status.ts; the lifecycle's readers find them here too. */
export { ORDER_STATUS_WORDS } from './order-status.ts';

/** What the lifecycle reads of an order. */
export interface OrderState {
  /** 0 Baru (new, unpaid), 1 Lunas (paid), 2 Ditangguhkan (suspended). */
  status: 0 | 1 | 2;
  is_canceled: 0 | 1;
  has_proof: boolean;
  /** The invoice was e-mailed at least once. */
  sent: boolean;
  /**
   * Superseded: an order that is not cancelled names this one as its previous order (`upgraded_by`). It stays
   * as history and cannot be upgraded again; cancelling or voiding its upgrade re-opens it ('reopen').
   */
  upgraded: boolean;
}

export type OrderStep =
  | 'store'
  | 'update'
  | 'upload_proof'
  | 'replace_proof'
  | 'pay'
  | 'unpay'
  | 'resume'
  | 'suspend'
  | 'cancel'
  | 'delete'
  | 'send'
  | 'upgrade'
  | 'reopen';

/** One condition of a step: `field` must hold one of `allowed`, or the step is refused with `message`. */
export interface StepRule<F extends keyof OrderState = keyof OrderState> {
  field: F;
  allowed: readonly OrderState[F][];
  message: string;
}

export interface StepDefinition {
  /** Indonesian name of the step, for the diagram and the audit trail. */
  label: string;
  rules: readonly StepRule[];
  /** What the step changes; 'void' takes the order out of the books' lists (its number stays void). */
  effect: Partial<OrderState> | 'void';
}

const rule = <F extends keyof OrderState>(
  field: F,
  allowed: readonly OrderState[F][],
  message: string,
): StepRule => ({ field, allowed, message }) as StepRule;

const NOT_CANCELED = (what: string) =>
  rule('is_canceled', [0], `Order yang sudah dibatalkan tidak dapat ${what}.`);

export const INITIAL_ORDER_STATE: OrderState = {
  status: 0,
  is_canceled: 0,
  has_proof: false,
  sent: false,
  upgraded: false,
};

/** The message when a superseded order is asked to be upgraded or voided; the store names the upgrade. */
export const SUPERSEDED = 'Order ini sudah di-upgrade oleh order lain.';

/** The lifecycle: each step, the states it may start from (every rule holds) and its effect. */
export const ORDER_LIFECYCLE: Readonly<Record<OrderStep, StepDefinition>> = {
  store: { label: 'simpan', rules: [], effect: INITIAL_ORDER_STATE },
  update: {
    label: 'ubah',
    rules: [
      NOT_CANCELED('diubah'),
      rule('has_proof', [false], 'Order yang sudah memiliki bukti bayar tidak dapat diubah.'),
      rule(
        'status',
        [0, 2],
        'Order yang sudah lunas tidak dapat diubah. Batalkan pelunasannya (unpublish) terlebih dahulu.',
      ),
    ],
    effect: {},
  },
  upload_proof: {
    label: 'unggah bukti bayar',
    rules: [
      NOT_CANCELED('diberi bukti bayar'),
      rule('has_proof', [false], 'Order ini sudah memiliki bukti bayar; ganti dari dialog View.'),
    ],
    effect: { has_proof: true },
  },
  replace_proof: {
    label: 'ganti bukti bayar',
    rules: [
      NOT_CANCELED('diberi bukti bayar'),
      rule('has_proof', [true], 'Order ini belum memiliki bukti bayar.'),
    ],
    effect: {},
  },
  pay: {
    label: 'lunas (publish)',
    rules: [NOT_CANCELED('dilunasi'), rule('status', [0, 2], 'Order ini sudah lunas.')],
    effect: { status: 1 },
  },
  unpay: {
    label: 'batal lunas (unpublish)',
    rules: [NOT_CANCELED('diubah statusnya'), rule('status', [1], 'Order ini belum lunas.')],
    effect: { status: 0 },
  },
  resume: {
    label: 'aktifkan kembali',
    rules: [NOT_CANCELED('diubah statusnya'), rule('status', [2], 'Order ini tidak sedang ditangguhkan.')],
    effect: { status: 0 },
  },
  suspend: {
    label: 'tangguhkan',
    rules: [
      NOT_CANCELED('ditangguhkan'),
      rule(
        'status',
        [0, 2],
        'Order yang sudah lunas tidak dapat ditangguhkan. Batalkan pelunasannya (unpublish) terlebih dahulu.',
      ),
      rule('status', [0, 1], 'Order ini sudah ditangguhkan.'),
    ],
    effect: { status: 2 },
  },
  cancel: {
    label: 'batalkan',
    rules: [
      rule('is_canceled', [0], 'Order ini sudah dibatalkan.'),
      rule(
        'status',
        [0, 2],
        'Order yang sudah lunas tidak dapat dibatalkan. Batalkan pelunasannya (unpublish) terlebih dahulu.',
      ),
      rule('has_proof', [false], 'Order yang sudah memiliki bukti bayar tidak dapat dibatalkan.'),
    ],
    effect: { is_canceled: 1 },
  },
  delete: {
    label: 'hapus (void)',
    rules: [
      rule(
        'status',
        [0, 2],
        'Order yang sudah lunas tidak dapat dihapus; nomor invoicenya sudah tercatat di pembukuan.',
      ),
      rule(
        'has_proof',
        [false],
        'Order yang sudah memiliki bukti bayar tidak dapat dihapus. Batalkan (cancel) order ini sebagai gantinya.',
      ),
      rule(
        'sent',
        [false],
        'Invoice order ini sudah dikirim, jadi order tidak dapat dihapus. Batalkan (cancel) order ini sebagai gantinya.',
      ),
      rule('upgraded', [false], `${SUPERSEDED} Order yang sudah di-upgrade tidak dapat dihapus.`),
    ],
    effect: 'void',
  },
  send: { label: 'kirim invoice', rules: [NOT_CANCELED('dikirim invoicenya')], effect: { sent: true } },
  // An upgrade is a new order naming this one (POST /orders/store with id_order); this order is superseded.
  upgrade: {
    label: 'di-upgrade',
    rules: [
      rule('is_canceled', [0], 'Order yang sudah dibatalkan tidak dapat di-upgrade.'),
      rule('upgraded', [false], `${SUPERSEDED} Upgrade order upgrade-nya.`),
    ],
    effect: { upgraded: true },
  },
  // Not a call on this order: its upgrade was cancelled or voided, so no order supersedes it any more.
  reopen: {
    label: 'upgrade-nya dibatalkan / dihapus',
    rules: [rule('upgraded', [true], 'Order ini tidak sedang di-upgrade.')],
    effect: { upgraded: false },
  },
};

/** The first rule of `step` that `state` breaks, or null when the step is allowed. */
export function refusedRule(step: OrderStep, state: OrderState): StepRule | null {
  for (const r of ORDER_LIFECYCLE[step].rules) {
    if (!(r.allowed as readonly unknown[]).includes(state[r.field])) return r;
  }
  return null;
}

/** Why `step` is refused in `state`, or null when it is allowed. */
export function refusal(step: OrderStep, state: OrderState): string | null {
  return refusedRule(step, state)?.message ?? null;
}

export function allows(step: OrderStep, state: OrderState): boolean {
  return refusedRule(step, state) === null;
}

/** The state after `step`, or null when the step voids the order. Throws when the step is refused. */
export function applyStep(step: OrderStep, state: OrderState): OrderState | null {
  const reason = refusal(step, state);
  if (reason) throw new Error(`${step} refused: ${reason}`);
  const { effect } = ORDER_LIFECYCLE[step];
  return effect === 'void' ? null : { ...state, ...effect };
}

/** The step that `POST /orders/change-status/{id}` with `{status}` asks for, from the order's current status. */
export function statusStep(target: 0 | 1 | 2, current: OrderState['status']): OrderStep {
  if (target === 1) return 'pay';
  if (target === 2) return 'suspend';
  return current === 2 ? 'resume' : 'unpay';
}

/**
 * The lifecycle's state of an order as the API answers it. `upgraded_by` is answered by a sub-select
 * (orderRowFields), not stored: a table record read without it counts as not superseded, which only the steps
 * 'upgrade', 'delete' and 'reopen' ask, and which the server also checks in SQL (the delete's guard, the
 * upgrade's pricing select after the previous order's row lock).
 */
export function orderState(order: {
  status: number;
  is_canceled: number;
  payment_proof: string | null;
  invoice_sent_at: string | Date | null;
  upgraded_by?: number | null;
}): OrderState {
  const status = order.status === 1 ? 1 : order.status === 2 ? 2 : 0;
  return {
    status,
    is_canceled: order.is_canceled === 1 ? 1 : 0,
    has_proof: Boolean(order.payment_proof),
    sent: order.invoice_sent_at !== null,
    upgraded: order.upgraded_by !== undefined && order.upgraded_by !== null,
  };
}
