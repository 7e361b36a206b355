// Generated codes (decisions.md "Generated codes"), in one place: the company form's preview, the server that
// assigns the number inside its transaction and the invoice PDF all format them here, so a code never reads
// two ways. Sequences come from the database; these functions only shape and read the text.

/** Legal forms left out of a company's initials, compared without dots and case. */
const LEGAL_FORMS = new Set(['PT', 'CV', 'TBK', 'UD', 'PERSERO']);
const MAX_INITIALS = 3;
export const FALLBACK_INITIALS = 'CMP';

/** Upper-case A-Z only, accents dropped ('É' -> 'E'), everything else removed. */
function lettersOf(text: string): string {
  return text
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isLegalForm = (token: string): boolean => LEGAL_FORMS.has(lettersOf(token));

/**
 * Initials of a company name for code_company: legal forms (PT, CV, Tbk, UD, Persero, with or without dots,
 * any case) dropped, the first letter of each remaining word, at most 3, upper case; 'CMP' if none remain.
 * 'PT Maju Jaya Abadi' -> 'MJA'; 'PT. Bank Rakyat Indonesia (Persero) Tbk.' -> 'BRI'; 'PT.Maju Jaya' -> 'MJ'.
 */
export function companyInitials(name: string): string {
  const words = name
    .split(/[\s,;/&()[\]]+/)
    .filter((token) => token !== '' && !isLegalForm(token)) // 'P.T.' and 'Tbk.' go as a whole
    .flatMap((token) => token.split('.')) // 'PT.Maju' -> 'PT', 'Maju'
    .filter((part) => !isLegalForm(part))
    .map(lettersOf)
    .filter((letters) => letters !== '');
  const initials = words
    .map((letters) => letters[0])
    .join('')
    .slice(0, MAX_INITIALS);
  return initials === '' ? FALLBACK_INITIALS : initials;
}

function assertSequence(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`A sequence starts at 1, got ${seq}`);
}

/** The sequence, at least 4 digits: 1 -> '0001', 12345 -> '12345' (it grows rather than wraps). */
function formatSequence(seq: number): string {
  assertSequence(seq);
  return String(seq).padStart(4, '0');
}

/** ('MJA', 1) -> 'MJA0001'. */
export function formatCompanyCode(initials: string, seq: number): string {
  return `${initials}${formatSequence(seq)}`;
}

/** 'MJA0001' -> { initials: 'MJA', seq: 1 }; null when it is not a generated code. */
export function parseCompanyCode(code: string): { initials: string; seq: number } | null {
  const match = /^([A-Z]{1,3})(\d{4,})$/.exec(code);
  if (!match?.[1] || !match[2]) return null;
  return { initials: match[1], seq: Number(match[2]) };
}

function assertYearMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`Not a 4-digit year: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
}

/** The prefix shared by one month's invoices: 'INV/2026/11/' (for finding the month's last number). */
export function invoicePrefix(year: number, month: number): string {
  assertYearMonth(year, month);
  return `INV/${year}/${String(month).padStart(2, '0')}/`;
}

/** (2026, 11, 1) -> 'INV/2026/11/0001'. The sequence restarts each month (WIB). */
export function formatInvoiceNumber(year: number, month: number, seq: number): string {
  return `${invoicePrefix(year, month)}${formatSequence(seq)}`;
}

/** 'INV/2026/11/0001' -> { year: 2026, month: 11, seq: 1 }; null when it is not one. */
export function parseInvoiceNumber(text: string): { year: number; month: number; seq: number } | null {
  const match = /^INV\/(\d{4})\/(0[1-9]|1[0-2])\/(\d{4,})$/.exec(text);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), seq: Number(match[3]) };
}

/** '2026-11-15' -> '202611', the month part of a kode_paket. */
export function yearMonthOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): '${date}'`);
  return `${match[1]}${match[2]}`;
}

/** ('202611', 1) -> 'PKG-202611-0001'. */
export function formatKodePaket(yyyymm: string | number, seq: number): string {
  const text = String(yyyymm);
  const match = /^(\d{4})(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a YYYYMM: '${text}'`);
  assertYearMonth(Number(match[1]), Number(match[2]));
  return `PKG-${text}-${formatSequence(seq)}`;
}

/** 'PKG-202611-0001' -> { yyyymm: '202611', seq: 1 }; null when it is not one (e.g. a manual code). */
export function parseKodePaket(code: string): { yyyymm: string; seq: number } | null {
  const match = /^PKG-(\d{4}(?:0[1-9]|1[0-2]))-(\d{4,})$/.exec(code);
  if (!match?.[1] || !match[2]) return null;
  return { yyyymm: match[1], seq: Number(match[2]) };
}
