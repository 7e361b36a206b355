import { describe, expect, it } from 'vitest';
import { amountDue, owedFigures, type OwedOrder } from './payments.ts';
import { orderPpn, type DppRule } from './ppn.ts';
import { coretaxTrxCode, ppnCollectedByBuyer, type PpnBuyerType } from './ppn-buyer.ts';

const storedOrderFigures = { total_price: 1_250_000n, sisa_bayar: 0n, is_upgrade: false };

/** A new order of 1.250.000 stored by a PKP seller (rate 12%) under `rule`, for a buyer of `type`. */
function storedOrder(rule: DppRule, type: PpnBuyerType): OwedOrder {
  const ppn = orderPpn({ is_pkp: true, ppn_rate: 12, dpp_rule: rule }, storedOrderFigures);
  return {
    id_order: null,
    total_price: '1250000',
    previous_total: '0',
    total_prorate: '0',
    sisa_bayar: '0',
    total_with_ppn: ppn.total_with_ppn?.toString() ?? null,
    ppn_buyer_type: type,
    is_canceled: 0,
    status: 0,
    created_on: '2026-11-02T03:00:00.000Z',
  };
}

describe('one worked example of each Coretax transaction code (1.250.000, PPN 12%)', () => {
  it('04: a regular buyer under DPP Nilai Lain pays the total with PPN', () => {
    // DPP = 11 x 1.250.000 / 12 = 1.145.833,33 -> 1.145.833; PPN = 12% x 1.145.833 = 137.499,96 -> 137.500;
    // asked for 1.250.000 + 137.500 = 1.387.500.
    expect(coretaxTrxCode('11/12', 'regular')).toBe('04');
    expect(orderPpn({ is_pkp: true, ppn_rate: 12, dpp_rule: '11/12' }, storedOrderFigures)).toMatchObject({
      dpp: 1_145_833n,
      ppn: 137_500n,
    });
    expect(amountDue(storedOrder('11/12', 'regular'))).toBe(1_387_500n);
  });

  it('01: a regular buyer under the plain rule pays the total with PPN', () => {
    // DPP = 1.250.000 (1/1); PPN = 12% x 1.250.000 = 150.000; asked for 1.250.000 + 150.000 = 1.400.000.
    expect(coretaxTrxCode('1/1', 'regular')).toBe('01');
    expect(amountDue(storedOrder('1/1', 'regular'))).toBe(1_400_000n);
  });

  it('02: a government treasurer is asked for the price without PPN; DPP stays 11/12', () => {
    // The invoice still shows DPP 1.145.833 and PPN 137.500 (the treasurer remits the 137.500 itself);
    // the seller is paid 1.387.500 - 137.500 = 1.250.000.
    expect(coretaxTrxCode('11/12', 'government')).toBe('02');
    expect(coretaxTrxCode('1/1', 'government')).toBe('02');
    expect(amountDue(storedOrder('11/12', 'government'))).toBe(1_250_000n);
  });

  it('03: another collector (a BUMN) likewise pays 1.250.000', () => {
    expect(coretaxTrxCode('11/12', 'collector')).toBe('03');
    expect(amountDue(storedOrder('11/12', 'collector'))).toBe(1_250_000n);
  });

  it('an order stored without a buyer type (before issue 31) is a regular buyer: 04', () => {
    expect(coretaxTrxCode('11/12')).toBe('04');
    expect(ppnCollectedByBuyer(null)).toBe(false);
    expect(amountDue({ ...storedOrder('11/12', 'regular'), ppn_buyer_type: null })).toBe(1_387_500n);
  });
});

describe('what a 02/03 buyer owes', () => {
  const government = storedOrder('11/12', 'government');

  it('paid in full by the amount without PPN: 1.250.000 - 1.250.000 = 0 -> paid', () => {
    expect(owedFigures({ ...government, status: 1 }, 1_250_000n, '2026-11-28')).toMatchObject({
      amount_due: 1_250_000n,
      balance_due: 0n,
      payment_status: 'paid',
    });
  });

  it('partly paid: 1.250.000 - 1.000.000 = 250.000 open, 12 days past the due date 16 November', () => {
    expect(owedFigures(government, 1_000_000n, '2026-11-28')).toMatchObject({
      balance_due: 250_000n,
      days_overdue: 12,
      payment_status: 'partial',
    });
  });

  it("an upgrade asks for its Sisa Bayar without PPN: 240.000 (its PPN 12% x 220.000 = 26.400 is the buyer's)", () => {
    // DPP = 11 x 240.000 / 12 = 220.000; total with PPN 266.400; the collector is asked for 240.000.
    const upgrade = {
      ...government,
      id_order: 7,
      total_price: '15000000',
      previous_total: '13200000',
      total_prorate: '13440000',
      sisa_bayar: '240000',
      total_with_ppn: '266400',
    };
    expect(amountDue(upgrade)).toBe(240_000n);
    expect(amountDue({ ...upgrade, sisa_bayar: '-1700000', total_with_ppn: '0' })).toBe(0n);
  });

  it('a cancelled order asks for nothing', () => {
    expect(owedFigures({ ...government, is_canceled: 1 }, 0n, '2026-11-28')).toMatchObject({
      amount_due: 0n,
      payment_status: 'none',
    });
  });
});
