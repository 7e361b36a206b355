// PPN (Pajak Pertambahan Nilai) on an order, the one place its arithmetic lives: the order store, the invoice
// PDF and the Coretax export all take their figures from here, so the DPP and PPN a buyer reads on the
// invoice are the ones reported to DJP. Integer rupiah (bigint) throughout, never a float.
//
// The rules (sources in docs/decisions-made.md, "PPN and the Coretax export"):
// - PMK 131/2024 (from 1 January 2025): the rate is 12%; for what is not a luxury good (a software
//   subscription is not) the tax base is DPP Nilai Lain = 11/12 x the selling price after discount, so the
//   effective rate stays 11%. A seller may also be set to the plain rule (DPP = the selling price).
// - Rounding: PER-11/PJ/2025 Article 129(3) (in force since 22 May 2025): DPP and PPN on a faktur are whole
//   rupiah rounded half-up (below 0,50 down, 0,50 and above up). DPP first, DPP Nilai Lain =
//   round(11 x base / 12); then PPN = round(rate x DPP / 100) on that rounded DPP, as Coretax recomputes VAT
//   from the OtherTaxBase an XML import carries, so the invoice and the import never disagree by a rupiah.
// - Orders stored before keep their stored figures: every reader (invoice, list, export, Coretax XML) reads the
//   stored columns, and an edit that leaves the taxed amount unchanged keeps them (`repricedPpn`).
import { maxRupiah, roundHalfUpDiv, toRupiah, type Rupiah } from './money.ts';

/** How the tax base is derived from the selling price after discount. */
export const DPP_RULES = ['11/12', '1/1'] as const;
export type DppRule = (typeof DPP_RULES)[number];

/** The seller's tax setting as an order is stored under it. */
export interface PpnSetting {
  is_pkp: boolean;
  /** Percent, a whole number (12 under PMK 131/2024). */
  ppn_rate: number;
  dpp_rule: DppRule;
}

/** The default: not a PKP, so no order carries PPN and every figure of the spec is unchanged. */
export const NOT_PKP: PpnSetting = { is_pkp: false, ppn_rate: 12, dpp_rule: '11/12' };

export interface PpnFigures {
  /** What the tax is computed on: the selling price after discount (an upgrade: its Sisa Bayar, never < 0). */
  base: Rupiah;
  /** DPP Nilai Lain (or the base itself under the '1/1' rule). */
  dpp: Rupiah;
  ppn: Rupiah;
  /** base + ppn: what the buyer pays. */
  total_with_ppn: Rupiah;
}

const DPP_FRACTION: Record<DppRule, [numerator: bigint, denominator: bigint]> = {
  '11/12': [11n, 12n],
  '1/1': [1n, 1n],
};

/** DPP for a base under a rule, rounded half-up to the rupiah (PER-11/PJ/2025 Article 129(3)). */
export function dppOf(base: Rupiah, rule: DppRule): Rupiah {
  const [numerator, denominator] = DPP_FRACTION[rule];
  return roundHalfUpDiv(base * numerator, denominator);
}

/**
 * The PPN figures of an amount before tax. A negative base (an upgrade that leaves the client a credit) is
 * taxed as 0: no tax invoice is owed for a credit.
 */
export function ppnFigures(amountBeforeTax: Rupiah, rate: number, rule: DppRule): PpnFigures {
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`Bad PPN rate: ${rate}`);
  const base = maxRupiah(0n, amountBeforeTax);
  const dpp = dppOf(base, rule);
  const ppn = roundHalfUpDiv(dpp * BigInt(rate), 100n);
  return { base, dpp, ppn, total_with_ppn: base + ppn };
}

/**
 * What an order's PPN is on: Total Harga for a new order, Sisa Bayar for an upgrade (the amount it asks
 * for; the previous order's invoice already carried the tax on what it charged).
 */
export function taxableAmount(order: {
  total_price: Rupiah;
  sisa_bayar: Rupiah;
  is_upgrade: boolean;
}): Rupiah {
  return order.is_upgrade ? order.sisa_bayar : order.total_price;
}

/** An order's PPN as stored: every field null when the setting is not PKP (the spec's figures alone). */
export interface OrderPpn {
  dpp: Rupiah | null;
  ppn: Rupiah | null;
  total_with_ppn: Rupiah | null;
  ppn_rate: number | null;
  dpp_rule: DppRule | null;
}

/** The PPN an order stores under a setting, from its figures (Total Harga, Sisa Bayar, upgrade or not). */
export function orderPpn(
  setting: PpnSetting,
  order: { total_price: Rupiah; sisa_bayar: Rupiah; is_upgrade: boolean },
): OrderPpn {
  if (!setting.is_pkp) return { dpp: null, ppn: null, total_with_ppn: null, ppn_rate: null, dpp_rule: null };
  const figures = ppnFigures(taxableAmount(order), setting.ppn_rate, setting.dpp_rule);
  return {
    dpp: figures.dpp,
    ppn: figures.ppn,
    total_with_ppn: figures.total_with_ppn,
    ppn_rate: setting.ppn_rate,
    dpp_rule: setting.dpp_rule,
  };
}

/** The setting an order was stored under, read back from its columns (an update keeps it). */
export function storedPpnSetting(order: { ppn_rate: number | null; dpp_rule: DppRule | null }): PpnSetting {
  return order.ppn_rate === null || order.dpp_rule === null
    ? NOT_PKP
    : { is_pkp: true, ppn_rate: order.ppn_rate, dpp_rule: order.dpp_rule };
}

/** An order's PPN columns as read back from the database (money as digit strings). */
export interface StoredOrderPpn {
  dpp: string | null;
  ppn: string | null;
  total_with_ppn: string | null;
  ppn_rate: number | null;
  dpp_rule: DppRule | null;
}

/**
 * The PPN an edited order stores: its stored figures while the amount taxed, the rate and the rule are what
 * they were (an order stored under the old rounding keeps its DPP and PPN through an edit of its remarks or
 * period), else `recomputed` under today's rule. An order whose faktur DJP has numbered is never edited, so
 * a figure that changes here was never reported.
 */
export function repricedPpn(stored: StoredOrderPpn, recomputed: OrderPpn): OrderPpn {
  const { dpp, ppn, total_with_ppn } = stored;
  if (dpp === null || ppn === null || total_with_ppn === null) return recomputed;
  if (recomputed.ppn === null || recomputed.total_with_ppn === null) return recomputed;
  const sameBase = toRupiah(total_with_ppn) - toRupiah(ppn) === recomputed.total_with_ppn - recomputed.ppn;
  const sameSetting = stored.ppn_rate === recomputed.ppn_rate && stored.dpp_rule === recomputed.dpp_rule;
  if (!sameBase || !sameSetting) return recomputed;
  return {
    dpp: toRupiah(dpp),
    ppn: toRupiah(ppn),
    total_with_ppn: toRupiah(total_with_ppn),
    ppn_rate: stored.ppn_rate,
    dpp_rule: stored.dpp_rule,
  };
}
