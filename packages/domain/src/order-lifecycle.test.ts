import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifecycleMermaid, reachableStates, stateName } from './order-lifecycle-diagram.ts';
import {
  allows,
  applyStep,
  INITIAL_ORDER_STATE,
  orderState,
  refusal,
  statusStep,
  type OrderState,
  type OrderStep,
} from './order-lifecycle.ts';

const state = (patch: Partial<OrderState> = {}): OrderState => ({ ...INITIAL_ORDER_STATE, ...patch });

/** Runs steps from a stored order and answers the state reached (null: voided). */
function walk(...steps: OrderStep[]): OrderState | null {
  let current: OrderState | null = INITIAL_ORDER_STATE;
  for (const step of steps) {
    if (!current) throw new Error(`${step} after void`);
    current = applyStep(step, current);
  }
  return current;
}

describe('the order lifecycle table', () => {
  it('lets a new order be paid, unpaid, suspended, resumed, cancelled, sent and voided', () => {
    expect(walk('pay')).toEqual(state({ status: 1 }));
    expect(walk('pay', 'unpay')).toEqual(state({ status: 0 }));
    expect(walk('suspend', 'resume')).toEqual(state());
    expect(walk('suspend', 'pay')).toEqual(state({ status: 1 }));
    expect(walk('cancel')).toEqual(state({ is_canceled: 1 }));
    expect(walk('send', 'send')).toEqual(state({ sent: true }));
    expect(walk('delete')).toBeNull();
    expect(walk('upload_proof', 'replace_proof', 'pay')).toEqual(state({ status: 1, has_proof: true }));
  });

  it('never pays a cancelled order and never cancels a paid one (unpay first)', () => {
    expect(refusal('pay', state({ is_canceled: 1 }))).toBe(
      'Order yang sudah dibatalkan tidak dapat dilunasi.',
    );
    expect(refusal('cancel', state({ status: 1 }))).toMatch(/^Order yang sudah lunas tidak dapat dibatalkan/);
    expect(allows('cancel', walk('pay', 'unpay')!)).toBe(true);
  });

  it('keeps every number in the books: a sent, proven or paid order cannot be deleted', () => {
    expect(refusal('delete', state({ sent: true }))).toMatch(/sudah dikirim.*Batalkan \(cancel\)/);
    expect(refusal('delete', state({ has_proof: true }))).toMatch(/bukti bayar.*Batalkan \(cancel\)/);
    expect(refusal('delete', state({ status: 1 }))).toMatch(/lunas/);
    expect(allows('delete', state({ is_canceled: 1 }))).toBe(true); // a cancelled draft may still be voided
  });

  it('follows the spec: no cancel and no edit once a proof exists; nothing but delete after a cancel', () => {
    expect(refusal('cancel', state({ has_proof: true }))).toBe(
      'Order yang sudah memiliki bukti bayar tidak dapat dibatalkan.',
    );
    expect(refusal('update', state({ has_proof: true }))).toBe(
      'Order yang sudah memiliki bukti bayar tidak dapat diubah.',
    );
    const cancelled = state({ is_canceled: 1 });
    const allowed = (
      [
        'update',
        'upload_proof',
        'pay',
        'unpay',
        'resume',
        'suspend',
        'cancel',
        'delete',
        'send',
        'upgrade',
        'reopen',
      ] as const
    ).filter((s) => allows(s, cancelled));
    expect(allowed).toEqual(['delete']);
  });

  it('supersedes an upgraded order: no second upgrade and no void until its upgrade is cancelled or voided', () => {
    expect(walk('upgrade')).toEqual(state({ upgraded: true }));
    expect(refusal('upgrade', state({ upgraded: true }))).toMatch(/sudah di-upgrade/);
    expect(refusal('delete', state({ upgraded: true }))).toMatch(/tidak dapat dihapus/);
    expect(walk('pay', 'upgrade', 'reopen', 'upgrade')).toEqual(state({ status: 1, upgraded: true }));
    expect(allows('reopen', state())).toBe(false);
    expect(stateName(state({ sent: true, upgraded: true }))).toBe('Baru, terkirim, di-upgrade');
  });

  it('refuses repeating a step with a message that says why', () => {
    expect(refusal('pay', state({ status: 1 }))).toBe('Order ini sudah lunas.');
    expect(refusal('unpay', state())).toBe('Order ini belum lunas.');
    expect(refusal('suspend', state({ status: 2 }))).toBe('Order ini sudah ditangguhkan.');
    expect(refusal('cancel', state({ is_canceled: 1 }))).toBe('Order ini sudah dibatalkan.');
    expect(() => applyStep('pay', state({ status: 1 }))).toThrow(/sudah lunas/);
  });

  it('maps the change-status call to its step from the current status', () => {
    expect(statusStep(1, 0)).toBe('pay');
    expect(statusStep(2, 0)).toBe('suspend');
    expect(statusStep(0, 1)).toBe('unpay');
    expect(statusStep(0, 2)).toBe('resume');
    expect(statusStep(0, 0)).toBe('unpay'); // refused: 'Order ini belum lunas.'
  });

  it('reads the state of an order as the API answers it', () => {
    expect(
      orderState({ status: 1, is_canceled: 0, payment_proof: 'proofs/a.png', invoice_sent_at: null }),
    ).toEqual(state({ status: 1, has_proof: true }));
    expect(
      orderState({
        status: 0,
        is_canceled: 1,
        payment_proof: null,
        invoice_sent_at: '2026-11-01T00:00:00.000Z',
      }),
    ).toEqual(state({ is_canceled: 1, sent: true }));
  });

  it('reaches no state that is both paid and cancelled, whatever the order of steps', () => {
    const states = reachableStates().map((entry) => entry.state);
    expect(states.length).toBeGreaterThan(4);
    expect(states.filter((s) => s.is_canceled === 1 && s.status === 1)).toEqual([]);
    expect(states.filter((s) => s.is_canceled === 1 && s.has_proof)).toEqual([]);
    expect(stateName(state({ status: 1, has_proof: true, sent: true }))).toBe('Lunas, bukti, terkirim');
  });

  it('is drawn in docs/order-lifecycle.md exactly as the table says', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/order-lifecycle.md'), 'utf8');
    expect(doc).toContain('```mermaid\n' + lifecycleMermaid() + '\n```');
  });
});
