// Amounts in Indonesian words ("terbilang") for the invoice, in one place, so every invoice variant and any
// screen that previews it spell the same total the same way. Works on bigint, so it is exact at any order total.
import { toRupiah } from './money.ts';

const DIGITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'] as const;
/** Each scale is 1000 times the one before. 10^15 kuadriliun covers the spec's 36 x 10^15 limit. */
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun', 'kuintiliun'] as const;

/** 0-99 in words ('' for 0). */
function tens(n: number): string {
  if (n < 10) return DIGITS[n] ?? '';
  if (n === 10) return 'sepuluh';
  if (n === 11) return 'sebelas';
  if (n < 20) return `${DIGITS[n - 10]} belas`;
  const rest = DIGITS[n % 10];
  return `${DIGITS[Math.floor(n / 10)]} puluh${rest ? ` ${rest}` : ''}`;
}

/** 0-999 in words ('' for 0): 100 -> 'seratus', 250 -> 'dua ratus lima puluh'. */
function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  const head = h === 0 ? '' : h === 1 ? 'seratus' : `${DIGITS[h]} ratus`;
  return [head, tens(n % 100)].filter(Boolean).join(' ');
}

/**
 * An integer in lower-case Indonesian words: 0 -> 'nol', 1000 -> 'seribu', 1250000 -> 'satu juta dua ratus lima
 * puluh ribu'; negative numbers start with 'minus'. 'seribu' is used only for exactly one thousand in the ribu
 * group; one million is 'satu juta'. Up to 999 kuintiliun (10^21 - 1); a RangeError beyond.
 */
export function terbilang(value: bigint | number | string): string {
  const n = toRupiah(value);
  if (n === 0n) return 'nol';
  if (n < 0n) return `minus ${terbilang(-n)}`;
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0n; scale += 1) {
    const unit = SCALES[scale];
    if (unit === undefined) throw new RangeError(`Too large to spell: ${n}`);
    const group = Number(rest % 1000n);
    rest /= 1000n;
    if (group === 0) continue;
    const words = scale === 1 && group === 1 ? 'seribu' : [hundreds(group), unit].filter(Boolean).join(' ');
    groups.unshift(words);
  }
  return groups.join(' ');
}

/** terbilang + ' rupiah': 1250000 -> 'satu juta dua ratus lima puluh ribu rupiah'. */
export function terbilangRupiah(value: bigint | number | string): string {
  return `${terbilang(value)} rupiah`;
}
