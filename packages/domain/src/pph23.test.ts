import { describe, expect, it } from 'vitest';
import { owedFigures } from './payments.ts';
import { amountBeforePpn, formatPph23Rate, pph23RateBasisPoints, proposedWithholding } from './pph23.ts';

const newOrder = {
  id_order: null,
  total_price: '10000000',
  previous_total: '0',
  total_prorate: '0',
  sisa_bayar: '0',
};

describe('PPh 23 rate', () => {
  it('reads a percentage with at most two decimals as basis points, exactly', () => {
    expect(pph23RateBasisPoints('2')).toBe(200);
    expect(pph23RateBasisPoints('2.5')).toBe(250);
    expect(pph23RateBasisPoints('1,75')).toBe(175);
    expect(pph23RateBasisPoints(' 15 ')).toBe(1500);
    // 0.1 + 0.2 is no concern: '0.07' is 7 basis points, not 7.000000000000001.
    expect(pph23RateBasisPoints('0.07')).toBe(7);
  });

  it('refuses 0, 100 and above, three decimals, signs and words', () => {
    for (const text of ['0', '0.00', '100', '150', '2.125', '-2', '+2', '2%', 'dua', '', '.5'])
      expect(pph23RateBasisPoints(text)).toBeUndefined();
  });

  it('answers the rate as typed, without trailing zeros', () => {
    expect(formatPph23Rate(200)).toBe('2');
    expect(formatPph23Rate(250)).toBe('2.5');
    expect(formatPph23Rate(175)).toBe('1.75');
    expect(formatPph23Rate(7)).toBe('0.07');
  });
});

describe('the proposed withholding', () => {
  it('is 2% of Total Harga for a new order: 10.000.000 x 200 / 10.000 = 200.000', () => {
    expect(proposedWithholding(amountBeforePpn(newOrder), 200)).toBe(200_000n);
  });

  it('is on an upgrade’s Sisa Bayar, never on a credit', () => {
    const upgrade = {
      id_order: 7,
      total_price: '9000000',
      previous_total: '4000000',
      total_prorate: '5333333',
      sisa_bayar: '1333333',
    };
    // 1.333.333 x 2% = 26.666,66 -> 26.667 (half-up)
    expect(proposedWithholding(amountBeforePpn(upgrade), 200)).toBe(26_667n);
    expect(proposedWithholding(amountBeforePpn({ ...upgrade, sisa_bayar: '-500000' }), 200)).toBe(0n);
  });

  it('rounds half-up to the rupiah: 1.025 x 2% = 20,50 -> 21; 1.024 x 2% = 20,48 -> 20', () => {
    expect(proposedWithholding(1025n, 200)).toBe(21n);
    expect(proposedWithholding(1024n, 200)).toBe(20n);
    // 2,5% of 999 = 24,975 -> 25
    expect(proposedWithholding(999n, 250)).toBe(25n);
  });

  it('is exact past 2^53: 123.456.789.012.345.678 x 2% = 2.469.135.780.246.913,56 -> ...914', () => {
    expect(proposedWithholding(123_456_789_012_345_678n, 200)).toBe(2_469_135_780_246_914n);
  });
});

describe('received plus withheld settle the invoice', () => {
  const order = {
    ...newOrder,
    is_canceled: 0,
    status: 0,
    created_on: '2026-11-02T03:00:00Z',
    total_with_ppn: '11100000',
    ppn_buyer_type: null,
  };

  it('with PPN: 11.100.000 due; 10.900.000 received + 200.000 withheld = paid, nothing left', () => {
    const owed = owedFigures(order, 10_900_000n, '2026-11-28', 200_000n);
    expect(owed).toMatchObject({
      amount_due: 11_100_000n,
      balance_due: 0n,
      withheld: 200_000n,
      payment_status: 'paid',
      days_overdue: 0,
    });
  });

  it('withheld alone makes the order partial; the balance is what neither covered', () => {
    const owed = owedFigures(order, 0n, '2026-11-28', 200_000n);
    expect(owed).toMatchObject({ balance_due: 10_900_000n, payment_status: 'partial' });
  });

  it('never owes less than 0', () => {
    expect(owedFigures(order, 11_000_000n, '2026-11-28', 200_000n).balance_due).toBe(0n);
  });

  it('a government buyer (02) is asked for 10.000.000 without PPN: 9.800.000 received + 2% x 10.000.000 withheld = paid', () => {
    const government = { ...order, ppn_buyer_type: 'government' };
    const withheld = proposedWithholding(amountBeforePpn(government), 200);
    expect(withheld).toBe(200_000n);
    expect(owedFigures(government, 9_800_000n, '2026-11-28', withheld)).toMatchObject({
      amount_due: 10_000_000n,
      balance_due: 0n,
      payment_status: 'paid',
    });
  });
});
