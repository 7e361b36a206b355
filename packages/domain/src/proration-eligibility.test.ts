import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATE } from './order-lifecycle.ts';
import { upgradeRefusal, UPGRADE_REFUSALS, type UpgradeCandidate } from './proration-eligibility.ts';

// A previous order of company 1 running 2026-01-01 .. 2026-12-31 (both days covered).
const running: UpgradeCandidate = {
  id_company: 1,
  start_period: '2026-01-01',
  end_period: '2026-12-31',
  state: INITIAL_ORDER_STATE,
};

describe('upgradeRefusal: only a running order of the same company can be upgraded', () => {
  it('accepts it on its first day, in the middle and on its last day', () => {
    for (const today of ['2026-01-01', '2026-07-01', '2026-12-31'])
      expect(upgradeRefusal(running, 1, today)).toBeNull();
  });

  it('accepts a paid, proved, sent or suspended running order: only cancelling stops an upgrade', () => {
    expect(
      upgradeRefusal(
        { ...running, state: { status: 1, is_canceled: 0, has_proof: true, sent: true } },
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
});
