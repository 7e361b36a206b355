import { describe, expect, it } from 'vitest';
import { amountDue, balanceDue, owedFigures } from './payments.ts';

const plain = {
  id_order: null,
  total_price: '1250000',
  previous_total: '0',
  total_prorate: '0',
  sisa_bayar: '0',
  ppn_buyer_type: null,
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

describe('owedFigures', () => {
  // Stored at 2026-11-02 20:00 WIB (13:00 UTC): the invoice date is 2 November, due 16 November (+14 days).
  const order = { ...plain, is_canceled: 0, status: 0, created_on: '2026-11-02T13:00:00.000Z' };

  it('a new order: all of 1,250,000 due on 2026-11-16, nothing paid, not overdue before that day', () => {
    expect(owedFigures(order, 0n, '2026-11-16')).toEqual({
      amount_due: 1_250_000n,
      paid_amount: 0n,
      withheld: 0n,
      balance_due: 1_250_000n,
      due_date: '2026-11-16',
      days_overdue: 0,
      payment_status: 'unpaid',
    });
  });

  it('the invoice date is the WIB day: stored 2026-11-02 17:30 UTC = 3 November 00:30 WIB, due 17 November', () => {
    expect(
      owedFigures({ ...order, created_on: new Date('2026-11-02T17:30:00Z') }, 0n, '2026-11-02').due_date,
    ).toBe('2026-11-17');
  });

  it('partial: 1,250,000 - 500,000 paid = 750,000 open, 9 days past 16 November on the 25th', () => {
    const owed = owedFigures(order, 500_000n, '2026-11-25');
    expect(owed).toMatchObject({ balance_due: 750_000n, days_overdue: 9, payment_status: 'partial' });
  });

  it('paid: 1,250,000 - 1,250,000 = 0 is never overdue', () => {
    const owed = owedFigures({ ...order, status: 1 }, 1_250_000n, '2027-01-01');
    expect(owed).toMatchObject({
      paid_amount: 1_250_000n,
      balance_due: 0n,
      days_overdue: 0,
      payment_status: 'paid',
    });
  });

  it('PPN: 17,700,000 + PPN 1,947,000 = 19,647,000 is what is due', () => {
    const taxed = { ...order, total_price: '17700000', total_with_ppn: '19647000' };
    expect(owedFigures(taxed, 0n, '2026-11-02')).toMatchObject({
      amount_due: 19_647_000n,
      balance_due: 19_647_000n,
    });
  });

  it('an upgrade asks for its Sisa Bayar, not its new total: 173,850,000 total, 31,950,001 due', () => {
    const upgrade = {
      ...order,
      id_order: 7,
      total_price: '173850000',
      previous_total: '57300000',
      total_prorate: '89250001',
      sisa_bayar: '31950001',
    };
    expect(owedFigures(upgrade, 0n, '2026-11-02')).toMatchObject({
      amount_due: 31_950_001n,
      payment_status: 'unpaid',
    });
  });

  it('an upgrade leaving a credit (Sisa Bayar -1,700,000): nothing due, status credit', () => {
    const credit = {
      ...order,
      id_order: 7,
      previous_total: '3000000',
      total_prorate: '1300000',
      sisa_bayar: '-1700000',
    };
    expect(owedFigures(credit, 0n, '2027-01-01')).toMatchObject({
      amount_due: 0n,
      balance_due: 0n,
      days_overdue: 0,
      payment_status: 'credit',
    });
  });

  it('a cancelled order asks for nothing: amount 0, balance 0, status none', () => {
    expect(owedFigures({ ...order, is_canceled: 1 }, 0n, '2027-01-01')).toMatchObject({
      amount_due: 0n,
      balance_due: 0n,
      days_overdue: 0,
      payment_status: 'none',
    });
  });

  it('an order asking for nothing (Sisa Bayar exactly 0) is paid once marked Lunas, unpaid before', () => {
    const zero = {
      ...order,
      id_order: 7,
      previous_total: '1000000',
      total_prorate: '1000000',
      sisa_bayar: '0',
    };
    expect(owedFigures(zero, 0n, '2027-01-01').payment_status).toBe('unpaid');
    expect(owedFigures({ ...zero, status: 1 }, 0n, '2027-01-01').payment_status).toBe('paid');
  });

  it('PPh 23 withheld settles like money received: 1,250,000 - 1,225,000 paid - 25,000 withheld = 0', () => {
    expect(owedFigures(order, 1_225_000n, '2027-01-01', 25_000n)).toMatchObject({
      balance_due: 0n,
      payment_status: 'paid',
    });
  });
});
