// Which order a renewal may name (decisions.md "Subscriptions": an order is renewed at most once, a superseded
// order is not renewed). A renewal is an order stored with is_auto_order 1 naming the renewed order by id_order;
// the store refuses anything else, worded here once for the store, `POST /subscriptions/renew` and the console.
import { UPGRADE_REFUSALS } from './proration-eligibility.ts';

/** Whether an order (stored or sent) is a renewal: the spec's reorder (`is_auto_order` 1) naming the order it renews. */
export const isRenewal = (order: { is_auto_order: number; id_order: number | null }): boolean =>
  order.is_auto_order === 1 && order.id_order !== null;

export const RENEWAL_REFUSALS = {
  otherCompany: UPGRADE_REFUSALS.otherCompany,
  cancelled: 'Order yang sudah dibatalkan tidak dapat diperpanjang.',
} as const;

/** The refusal of an order a live renewal renews already: the renewal is named (409). */
export const renewedRefusal = (renewed: string, renewal: string) =>
  `Order ${renewed} sudah diperpanjang oleh ${renewal}.`;

/** The refusal of an order an upgrade supersedes: the upgrade carries the subscription on, so it is renewed (409). */
export const supersededRenewalRefusal = (renewed: string, upgrading: string) =>
  `Order ${renewed} sudah di-upgrade ke ${upgrading}; perpanjang ${upgrading} sebagai gantinya.`;

export interface RenewalCandidate {
  invoice_number: string;
  id_company: number;
  is_canceled: number;
  /** The order that upgrades it (`upgraded_by_invoice`), or null. */
  upgraded_by_invoice: string | null;
  /** The live renewal of it (`renewed_by_invoice`), or null. */
  renewed_by_invoice: string | null;
}

/** A refusal with its status: 422 for a wrong reference (on `id_order`), 409 for a state that forbids it. */
export interface RenewalRefusal {
  status: 409 | 422;
  message: string;
}

/**
 * Why `renewed` cannot be renewed by an order of `companyId`, or null when it can: it belongs to the company
 * (422), is not cancelled (422), no upgrade supersedes it (409) and no live renewal renews it already (409).
 * Its period does not matter: an ended order is renewed from the day after its end, as one still running.
 */
export function renewalRefusal(renewed: RenewalCandidate, companyId: number): RenewalRefusal | null {
  if (renewed.id_company !== companyId) return { status: 422, message: RENEWAL_REFUSALS.otherCompany };
  if (renewed.is_canceled === 1) return { status: 422, message: RENEWAL_REFUSALS.cancelled };
  if (renewed.upgraded_by_invoice)
    return {
      status: 409,
      message: supersededRenewalRefusal(renewed.invoice_number, renewed.upgraded_by_invoice),
    };
  if (renewed.renewed_by_invoice)
    return { status: 409, message: renewedRefusal(renewed.invoice_number, renewed.renewed_by_invoice) };
  return null;
}
