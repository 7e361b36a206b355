// PPh 23 withheld by the buyer (issue 31; decisions.md "Tax"), the one place its arithmetic lives: the approve
// form proposes the amount with it, the server checks and settles with it, the invoice prints what it settled.
// A corporate buyer withholds PPh 23 on service fees (2% under the 'jasa lain' rule) of the amount before
// PPN and pays the rest; the seller credits the bukti potong against its own income tax. So the withheld
// part settles the invoice like money received. The rate is held exactly, in basis points (200 = 2%), and
// the amount is computed in bigint: never a float.
import { roundHalfUpDiv, maxRupiah, toRupiah, type Rupiah } from './money.ts';
import { isProratedUpgrade } from './proration.ts';

/** 'Setting Pajak''s default PPh 23 rate: 2% (PMK 141/2015, services other than those named). */
export const PPH23_DEFAULT_RATE_BP = 200;

/** A rate as the clerk types it: a percentage above 0 and below 100, with at most two decimals. */
export const PPH23_RATE_PATTERN = /^\d{1,2}([.,]\d{1,2})?$/;

/** '2' -> 200, '2.5' -> 250, '1,75' -> 175 (basis points); undefined for anything else or out of (0, 100). */
export function pph23RateBasisPoints(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PPH23_RATE_PATTERN.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints > 0 && basisPoints < 10_000 ? basisPoints : undefined;
}

/** 200 -> '2', 250 -> '2.5', 175 -> '1.75': the rate as the API answers it and the form shows it. */
export function formatPph23Rate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What the withholding is on: the amount before PPN the invoice asks for (Total Harga, an upgrade's Sisa Bayar). */
export function amountBeforePpn(order: {
  id_order: number | null;
  total_price: string;
  previous_total: string;
  total_prorate: string;
  sisa_bayar: string;
}): Rupiah {
  if (isProratedUpgrade(order)) return maxRupiah(0n, toRupiah(order.sisa_bayar));
  return toRupiah(order.total_price);
}

/** The proposed PPh 23: rate x the amount before PPN, rounded half-up to the rupiah. */
export function proposedWithholding(base: Rupiah, rateBasisPoints: number): Rupiah {
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints <= 0 || rateBasisPoints >= 10_000)
    throw new RangeError(`Bad PPh 23 rate: ${rateBasisPoints} basis points`);
  return roundHalfUpDiv(maxRupiah(0n, base) * BigInt(rateBasisPoints), 10_000n);
}
