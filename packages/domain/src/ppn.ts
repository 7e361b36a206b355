// PPN (Pajak Pertambahan Nilai) on an order, the one place its arithmetic lives: the order store, the invoice
// PDF and the Coretax export all take their figures from here, so the DPP and PPN a buyer reads on the
// invoice are the ones reported to DJP. Integer rupiah (bigint) throughout, never a float.
//
// The rules (sources in docs/decisions-made.md, "PPN and the Coretax export"):
// - PMK 131/2024 (from 1 January 2025): the rate is 12%; for what is not a luxury good (a software
//   subscription is not) the tax base is DPP Nilai Lain = 11/12 x the selling price after discount, so the
//   effective rate stays 11%. A seller may also be set to the plain rule (DPP = the selling price).
// - Rounding: amounts on a tax invoice are whole rupiah, rounded DOWN (SE-22/PJ.24/1990; the filling rules of
//   PER-03/PJ/2022 and PER-11/PJ/2025 keep "satuan Rupiah penuh"): DPP Nilai Lain = floor(11 x base / 12),
//   PPN = floor(rate x DPP / 100). The PPN is computed from the rounded DPP, as Coretax recomputes VAT from
//   the OtherTaxBase an XML import carries, so the invoice and the import never disagree by a rupiah.
import { floorDiv, maxRupiah, type Rupiah } from './money.ts';

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

/** DPP for a base under a rule, rounded down to the rupiah. */
export function dppOf(base: Rupiah, rule: DppRule): Rupiah {
  const [numerator, denominator] = DPP_FRACTION[rule];
  return floorDiv(base * numerator, denominator);
}

/**
 * The PPN figures of an amount before tax. A negative base (an upgrade that leaves the client a credit) is
 * taxed as 0: no tax invoice is owed for a credit.
 */
export function ppnFigures(amountBeforeTax: Rupiah, rate: number, rule: DppRule): PpnFigures {
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`Bad PPN rate: ${rate}`);
  const base = maxRupiah(0n, amountBeforeTax);
  const dpp = dppOf(base, rule);
  const ppn = floorDiv(dpp * BigInt(rate), 100n);
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

/** Coretax's transaction code: 04 'DPP Nilai Lain' under the 11/12 rule, 01 the ordinary delivery. */
export function coretaxTrxCode(rule: DppRule): '04' | '01' {
  return rule === '11/12' ? '04' : '01';
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
