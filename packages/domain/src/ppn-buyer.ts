// Who remits the PPN of a sale (issue 31; decisions.md "Tax"): the seller, or the buyer itself when the buyer
// is an appointed PPN collector. Declared once here: the company form's select, the company and order
// answers, the amount the invoice asks for (payments.ts amountDue) and the Coretax export's TrxCode all read
// this list, so the invoice a buyer pays and the faktur DJP receives never disagree on who pays the PPN.
//
// Sources (docs/decisions-made.md "Buyers who collect PPN"): PMK 131/2024 keeps DPP Nilai Lain (11/12) for
// every non-luxury delivery, to a collector too; DJP's Coretax transaction codes: 02 a delivery to a
// government treasurer (bendahara instansi pemerintah), 03 to another appointed collector (BUMN and the
// like), 04 DPP Nilai Lain to a buyer who does not collect, 01 the ordinary delivery.
import type { DppRule } from './ppn.ts';

export const PPN_BUYER_TYPES = ['regular', 'government', 'collector'] as const;
export type PpnBuyerType = (typeof PPN_BUYER_TYPES)[number];

/** What the console's select and the answer's readers show for each type. */
export const PPN_BUYER_TYPE_LABELS: Readonly<Record<PpnBuyerType, string>> = {
  regular: 'Biasa (PPN dibayar ke penjual)',
  government: 'Instansi pemerintah (pemungut PPN, kode 02)',
  collector: 'Pemungut PPN lain, mis. BUMN (kode 03)',
};

/** The type a company has until someone says otherwise (and every company stored before issue 31). */
export const DEFAULT_PPN_BUYER_TYPE: PpnBuyerType = 'regular';

/** What the invoice says when the buyer remits the PPN itself. */
export const PPN_COLLECTED_BY_BUYER_NOTE = 'PPN dipungut oleh pembeli';

/**
 * True when the buyer remits the order's PPN itself (TrxCode 02 or 03): the invoice still shows DPP and PPN,
 * but asks only for the amount without PPN. Null (an order stored without PPN, or before issue 31) is a
 * regular buyer.
 */
export function ppnCollectedByBuyer(type: PpnBuyerType | string | null | undefined): boolean {
  return type === 'government' || type === 'collector';
}

export type CoretaxTrxCode = '01' | '02' | '03' | '04';

/**
 * Coretax's transaction code of a tax invoice: the buyer's code when it collects PPN (02 government, 03 other
 * collector), else 04 'DPP Nilai Lain' under the 11/12 rule and 01 the ordinary delivery under 1/1. The DPP
 * (OtherTaxBase) is the stored one in every case: 11/12 of the price under the 11/12 rule, 02 and 03 too.
 */
export function coretaxTrxCode(rule: DppRule, buyer: PpnBuyerType | null = null): CoretaxTrxCode {
  if (buyer === 'government') return '02';
  if (buyer === 'collector') return '03';
  return rule === '11/12' ? '04' : '01';
}
