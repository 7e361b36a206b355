import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATE } from './order-lifecycle.ts';
import { upgradeRefusal } from './proration-eligibility.ts';
import { isRenewal, renewalRefusal, type RenewalCandidate } from './renewal-eligibility.ts';

// An order of company 1, neither upgraded nor renewed.
const order: RenewalCandidate = {
  invoice_number: 'INV/2026/01/0001',
  id_company: 1,
  is_canceled: 0,
  upgraded_by_invoice: null,
  renewed_by_invoice: null,
};

describe('isRenewal: is_auto_order 1 naming an order', () => {
  it('is a renewal only with both', () => {
    expect(isRenewal({ is_auto_order: 1, id_order: 5 })).toBe(true);
    expect(isRenewal({ is_auto_order: 1, id_order: null })).toBe(false);
    expect(isRenewal({ is_auto_order: 0, id_order: 5 })).toBe(false);
  });
});

describe('renewalRefusal', () => {
  it('accepts an order of the company that nothing supersedes or renews', () => {
    expect(renewalRefusal(order, 1)).toBeNull();
  });

  it("refuses another company's order and a cancelled one with 422", () => {
    expect(renewalRefusal(order, 2)).toEqual({
      status: 422,
      message: 'Order sebelumnya bukan milik perusahaan ini.',
    });
    expect(renewalRefusal({ ...order, is_canceled: 1 }, 1)).toEqual({
      status: 422,
      message: 'Order yang sudah dibatalkan tidak dapat diperpanjang.',
    });
  });

  it('refuses a superseded order with 409 naming its upgrade', () => {
    expect(renewalRefusal({ ...order, upgraded_by_invoice: 'INV/2026/02/0003' }, 1)).toEqual({
      status: 409,
      message:
        'Order INV/2026/01/0001 sudah di-upgrade ke INV/2026/02/0003; perpanjang INV/2026/02/0003 sebagai gantinya.',
    });
  });

  it('refuses an order renewed already with 409 naming the renewal', () => {
    expect(renewalRefusal({ ...order, renewed_by_invoice: 'INV/2026/11/0009' }, 1)).toEqual({
      status: 409,
      message: 'Order INV/2026/01/0001 sudah diperpanjang oleh INV/2026/11/0009.',
    });
  });
});

describe('upgradeRefusal of a renewed order', () => {
  it('names the renewal to upgrade instead', () => {
    const running = {
      id_company: 1,
      start_period: '2026-01-01',
      end_period: '2026-12-31',
      state: INITIAL_ORDER_STATE,
      upgraded_by_invoice: null,
      renewed_by_invoice: 'INV/2026/11/0009',
    };
    expect(upgradeRefusal(running, 1, '2026-07-01')).toBe(
      'Order sebelumnya sudah diperpanjang oleh INV/2026/11/0009; upgrade INV/2026/11/0009 sebagai gantinya.',
    );
  });
});
