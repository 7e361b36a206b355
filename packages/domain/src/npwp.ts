// How an NPWP is printed, in one place: the invoice prints the seller's and the buyer's with this, so the two
// read alike on every invoice. The stored NPWP and the Coretax XML stay digits only (schemas/tax.ts).
//
// - The 16-digit NPWP (PMK 112/2022, the one Coretax uses) in four groups of four: '0123 4567 8901 2345'. DJP
//   gives it no punctuation of its own; groups are how a reader checks 16 digits against a document.
// - The legacy 15-digit NPWP (a configured SELLER_NPWP, a row stored before issue 21) in its own printed form:
//   '01.234.567.8-901.234' (2.3.3.1-3.3, as on the old NPWP card).

const SIXTEEN = /^(\d{4})(\d{4})(\d{4})(\d{4})$/;
const FIFTEEN = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/;

/**
 * An NPWP as printed. Whatever separators it was given with are dropped first, so '01.234.567.8-901.234' and
 * '012345678901234' print alike. '-' when there is none; a value of another length is printed as given.
 */
export function formatNpwp(value: string | null | undefined): string {
  const given = value?.trim() ?? '';
  if (given === '') return '-';
  const digits = given.replace(/[\s.-]/g, '');
  const sixteen = SIXTEEN.exec(digits);
  if (sixteen) return sixteen.slice(1).join(' ');
  const fifteen = FIFTEEN.exec(digits);
  if (fifteen) {
    const [, a, b, c, d, e, f] = fifteen;
    return `${a}.${b}.${c}.${d}-${e}.${f}`;
  }
  return given;
}
