// What the invoice's fonts hold: the shipped files (assets/fonts) are DejaVu Sans Condensed trimmed to these
// characters, without layout tables, by scripts/trim-fonts.ts. Declared once here, for the script that makes the
// files and for the test that checks them.

/** The three faces the invoice prints, by their PostScript names (also their files' names). */
export const FONT = {
  regular: 'DejaVuSansCondensed',
  bold: 'DejaVuSansCondensed-Bold',
  italic: 'DejaVuSansCondensed-Oblique',
} as const;

/** Unicode blocks kept, first and last code point: the Latin, Greek and Cyrillic scripts and common symbols. */
export const KEPT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  [0x0180, 0x024f], // Latin Extended-B
  [0x02b0, 0x02ff], // Spacing Modifier Letters (ʼ ˆ ˜)
  [0x0300, 0x036f], // Combining Diacritical Marks (a name typed with a separate accent)
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // General Punctuation (— – ‘ ’ “ ” • … and the special spaces)
  [0x2070, 0x209f], // Superscripts and Subscripts
  [0x20a0, 0x20cf], // Currency Symbols (€ ₹ ₫ …)
  [0x2100, 0x214f], // Letterlike Symbols (№ ™ ℃)
  [0x2150, 0x218f], // Number Forms (⅓ Ⅻ)
  [0x2190, 0x21ff], // Arrows
  [0x2212, 0x2212], // Minus sign
  [0xfffd, 0xfffd], // Replacement character
];

/**
 * The OpenType layout tables dropped, all of them: without GSUB and GPOS fontkit maps characters to glyphs and
 * their advances without running its shaping engine, which was a quarter of an invoice's drawing time
 * (docs/performance.md, "Fonts without layout tables"). What goes with them: kerning (harfbuzz's subsetter
 * keeps no legacy 'kern' table) and the fi ligature, so 'fi' prints as two glyphs; combining marks are still
 * placed over their letter by fontkit's fallback positioning. For an invoice's labels and figures the look
 * barely changes; an invoice laid out before this may break a long line at another word.
 */
export const DROPPED_TABLES: readonly string[] = ['GSUB', 'GPOS', 'GDEF'];

/** The text of every kept character, as a subsetter takes it. */
export function keptText(): string {
  let text = '';
  for (const [first, last] of KEPT_RANGES)
    for (let codePoint = first; codePoint <= last; codePoint += 1) text += String.fromCodePoint(codePoint);
  return text;
}
