// Which characters a stored text may hold. A control character pasted into a company's name goes raw into the
// Coretax XML, and XML 1.0 has no way to write most of them (not even as &#1;): the month's file is not
// well-formed and Coretax refuses all of it. So every free text the API stores refuses them (the schemas'
// `textCharacters` refinement, schemas/common.ts), and the export replaces them in rows stored before the rule
// (`xmlSafeText`).

/** Tab, line feed and carriage return: allowed in a multi-line field (an address, remarks, a description). */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/**
 * A code point no stored text may hold: C0 controls (U+0000-U+001F, tab and line breaks only when the field
 * is multi-line), DEL and the C1 controls (U+007F-U+009F), the noncharacters U+FFFE and U+FFFF, and a lone
 * surrogate (half of a pair whose other half is missing: no character at all).
 */
export function isForbiddenCharacter(codePoint: number, multiline: boolean): boolean {
  if (codePoint <= 0x1f) return !(multiline && LINE_BREAKS_AND_TAB.has(codePoint));
  return (
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0xfffe ||
    codePoint === 0xffff ||
    (codePoint >= 0xd800 && codePoint <= 0xdfff)
  );
}

/** 0x1 -> 'U+0001'. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first forbidden code point of a text, or null. Iterating a string yields a lone surrogate by itself. */
export function firstForbiddenCharacter(text: string, multiline: boolean): number | null {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (isForbiddenCharacter(codePoint, multiline)) return codePoint;
  }
  return null;
}

/** The message under a field whose text holds a forbidden character, or null when it holds none. */
export function forbiddenCharacterMessage(text: string, multiline: boolean): string | null {
  const codePoint = firstForbiddenCharacter(text, multiline);
  return codePoint === null ? null : characterMessage(codePoint);
}

/** The message that names one forbidden character (the API's input guard says it of NUL and lone surrogates). */
export function characterMessage(codePoint: number): string {
  if (LINE_BREAKS_AND_TAB.has(codePoint))
    return `Tidak boleh berisi baris baru atau tab (${codePointLabel(codePoint)}); tulis dalam satu baris.`;
  return `Berisi karakter tersembunyi yang tidak diizinkan (${codePointLabel(codePoint)}). Hapus karakter itu, lalu simpan lagi.`;
}

/**
 * A text as an XML 1.0 document may carry it: each run of characters a stored text may not hold (tab and
 * line breaks kept, as XML allows them) becomes one space, so 'PT\u0001Maju' reads 'PT Maju' rather than
 * 'PTMaju'. Used by the Coretax export for rows stored before the input rule.
 */
export function xmlSafeText(text: string): string {
  let safe = '';
  let replacing = false;
  for (const character of text) {
    if (isForbiddenCharacter(character.codePointAt(0) ?? 0, true)) {
      if (!replacing) safe += ' ';
      replacing = true;
    } else {
      safe += character;
      replacing = false;
    }
  }
  return safe;
}
