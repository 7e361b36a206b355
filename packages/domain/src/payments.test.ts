import { describe, expect, it } from 'vitest';
import { amountDue, balanceDue } from './payments.ts';

const plain = {
  id_order: null,
  total_price: '1250000',
  previous_total: '0',
  total_prorate: '0',
  sisa_bayar: '0',
};

describe('amountDue', () => {
  it('is the total of a new order', () => {
    expect(amountDue(plain)).toBe(1_250_000n);
  });

  it('is Sisa Bayar for a prorated upgrade: 13,440,000 prorated - 13,200,000 already paid = 240,000', () => {
    const upgrade = {
      ...plain,
      id_order: 7,
      total_price: '15000000',
      previous_total: '13200000',
      total_prorate: '13440000',
      sisa_bayar: '240000',
    };
    expect(amountDue(upgrade)).toBe(240_000n);
  });

  it('is 0 for an upgrade that leaves a credit (Sisa Bayar -1,700,000): a credit is not owed', () => {
    const credit = {
      ...plain,
      id_order: 7,
      previous_total: '3000000',
      total_prorate: '1300000',
      sisa_bayar: '-1700000',
    };
    expect(amountDue(credit)).toBe(0n);
  });

  it('is the total of an upgrade whose proration did not run (all three figures 0)', () => {
    expect(amountDue({ ...plain, id_order: 7 })).toBe(1_250_000n);
  });

  it('is the total including PPN when the order stored one: 1,250,000 + 137,500 PPN', () => {
    expect(amountDue({ ...plain, total_with_ppn: '1387500' })).toBe(1_387_500n);
    expect(amountDue({ ...plain, total_with_ppn: null })).toBe(1_250_000n);
  });
});

describe('balanceDue', () => {
  it('subtracts what was paid: 1,250,000 - 500,000 = 750,000, and never goes below 0', () => {
    expect(balanceDue(plain, 500_000n)).toBe(750_000n);
    expect(balanceDue(plain, 1_250_000n)).toBe(0n);
    expect(balanceDue(plain, 2_000_000n)).toBe(0n);
  });

  it('is the whole amount again after a reversal nets the payments to 0', () => {
    expect(balanceDue(plain, 1_250_000n - 1_250_000n)).toBe(1_250_000n);
  });
});
