// Which previous order an upgrade may name (decisions.md "Pricing": only a running order that no other order
// upgrades already can be upgraded). The
// server refuses anything else with a 422 on id_order worded by this, and 'Select Order' offers only the orders
// this accepts, so the form never offers what the server refuses.
import { compareDates, type CalendarDate } from './dates.ts';
import { refusedRule, type OrderState } from './order-lifecycle.ts';

export const UPGRADE_REFUSALS = {
  otherCompany: 'Order sebelumnya bukan milik perusahaan ini.',
  cancelled: 'Order sebelumnya sudah dibatalkan.',
  notStarted: 'Order sebelumnya belum berjalan; pilih order yang masih berjalan.',
  ended: 'Order sebelumnya sudah berakhir; pilih order yang masih berjalan.',
} as const;

/** The refusal of an order another order upgrades already: the upgrade to choose instead is named. */
export const supersededRefusal = (upgradingInvoice: string) =>
  `Order sebelumnya sudah di-upgrade ke ${upgradingInvoice}; pilih ${upgradingInvoice} sebagai order sebelumnya.`;

/** The refusal of an order a renewal renews: the renewal carries the subscription on, so it is upgraded instead. */
export const renewedUpgradeRefusal = (renewal: string) =>
  `Order sebelumnya sudah diperpanjang oleh ${renewal}; upgrade ${renewal} sebagai gantinya.`;

export interface UpgradeCandidate {
  id_company: number;
  start_period: CalendarDate;
  end_period: CalendarDate; // the last day covered
  /** Its lifecycle state (orderState of the stored order): the 'upgrade' step's rules decide. */
  state: OrderState;
  /** The invoice number of the order that upgrades it (`upgraded_by`), named in the refusal. */
  upgraded_by_invoice: string | null;
  /** The invoice number of its live renewal (`renewed_by_invoice`), named in the refusal; absent: none. */
  renewed_by_invoice?: string | null;
}

/**
 * Why `previous` cannot be upgraded by an order of `companyId` today (WIB), or null when it can: it belongs
 * to the company, the lifecycle's 'upgrade' step allows it (not cancelled, not upgraded by another order
 * already), no renewal renews it (the renewal is upgraded instead) and start_period <= today <= end_period.
 */
export function upgradeRefusal(
  previous: UpgradeCandidate,
  companyId: number,
  today: CalendarDate,
): string | null {
  if (previous.id_company !== companyId) return UPGRADE_REFUSALS.otherCompany;
  const rule = refusedRule('upgrade', previous.state);
  if (rule?.field === 'is_canceled') return UPGRADE_REFUSALS.cancelled;
  if (rule?.field === 'upgraded') return supersededRefusal(previous.upgraded_by_invoice ?? 'order lain');
  if (rule) return rule.message;
  if (previous.renewed_by_invoice) return renewedUpgradeRefusal(previous.renewed_by_invoice);
  if (compareDates(today, previous.start_period) < 0) return UPGRADE_REFUSALS.notStarted;
  if (compareDates(today, previous.end_period) > 0) return UPGRADE_REFUSALS.ended;
  return null;
}
