import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATE } from './order-lifecycle.ts';
import { upgradeRefusal, UPGRADE_REFUSALS, type UpgradeCandidate } from './proration-eligibility.ts';

// A previous order of company 1 running 2026-01-01 .. 2026-12-31 (both days covered).
const running: UpgradeCandidate = {
  id_company: 1,
  start_period: '2026-01-01',
  end_period: '2026-12-31',
  state: INITIAL_ORDER_STATE,
  upgraded_by_invoice: null,
};

describe('upgradeRefusal: only a running order of the same company can be upgraded', () => {
  it('accepts it on its first day, in the middle and on its last day', () => {
    for (const today of ['2026-01-01', '2026-07-01', '2026-12-31'])
      expect(upgradeRefusal(running, 1, today)).toBeNull();
  });

  it('accepts a paid, proved, sent or suspended running order: only cancelling stops an upgrade', () => {
    expect(
      upgradeRefusal(
        { ...running, state: { ...INITIAL_ORDER_STATE, status: 1, has_proof: true, sent: true } },
        1,
        '2026-07-01',
      ),
    ).toBeNull();
    expect(
      upgradeRefusal({ ...running, state: { ...INITIAL_ORDER_STATE, status: 2 } }, 1, '2026-07-01'),
    ).toBeNull();
  });

  it('refuses an order that ended yesterday (end_period 2026-12-31, today 2027-01-01) and one not started yet', () => {
    expect(upgradeRefusal(running, 1, '2027-01-01')).toBe(
      'Order sebelumnya sudah berakhir; pilih order yang masih berjalan.',
    );
    expect(upgradeRefusal(running, 1, '2025-12-31')).toBe(UPGRADE_REFUSALS.notStarted);
  });

  it("refuses another company's order and a cancelled one, before looking at the dates", () => {
    expect(upgradeRefusal(running, 2, '2026-07-01')).toBe('Order sebelumnya bukan milik perusahaan ini.');
    const cancelled = { ...running, state: { ...INITIAL_ORDER_STATE, is_canceled: 1 as const } };
    expect(upgradeRefusal(cancelled, 1, '2027-06-01')).toBe('Order sebelumnya sudah dibatalkan.');
  });

  it('refuses an order another order already upgrades, naming that upgrade (the one to choose instead)', () => {
    const superseded = {
      ...running,
      state: { ...INITIAL_ORDER_STATE, upgraded: true },
      upgraded_by_invoice: 'INV/2026/07/0003',
    };
    expect(upgradeRefusal(superseded, 1, '2026-08-01')).toBe(
      'Order sebelumnya sudah di-upgrade ke INV/2026/07/0003; pilih INV/2026/07/0003 sebagai order sebelumnya.',
    );
  });
});
