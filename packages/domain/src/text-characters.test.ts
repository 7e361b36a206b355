import { describe, expect, it } from 'vitest';
import {
  codePointLabel,
  firstForbiddenCharacter,
  forbiddenCharacterMessage,
  xmlSafeText,
} from './text-characters.ts';

/** XML 1.0's Char production (section 2.2), the characters a well-formed document may hold. */
const isXmlChar = (c: number) =>
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

describe('the characters a stored text may hold', () => {
  it('a one-line text refuses every C0 control, tab and line breaks included', () => {
    for (let c = 0; c <= 0x1f; c++)
      expect(firstForbiddenCharacter(`PT${String.fromCharCode(c)}Maju`, false)).toBe(c);
  });

  it('a multi-line text takes tab, LF and CR, and refuses the other C0 controls', () => {
    expect(firstForbiddenCharacter('Jl. Sudirman 1\r\nJakarta\t12190', true)).toBeNull();
    expect(firstForbiddenCharacter('Jl. Sudirman\u000b1', true)).toBe(0x0b);
  });

  it('refuses DEL and the C1 controls, U+FFFE, U+FFFF and a lone surrogate of either half', () => {
    for (const c of [0x7f, 0x80, 0x85, 0x9f, 0xfffe, 0xffff, 0xd800, 0xdfff])
      expect(firstForbiddenCharacter(`a${String.fromCharCode(c)}b`, true), codePointLabel(c)).toBe(c);
  });

  it('takes letters of every script, a paired surrogate (an emoji), NBSP and U+FFFD', () => {
    expect(firstForbiddenCharacter('Café Überall 日本 😀 \u00a0 \ufffd \u00a0', false)).toBeNull();
  });

  it('says which character, in Indonesian', () => {
    expect(forbiddenCharacterMessage('PT\u0001Maju', false)).toBe(
      'Berisi karakter tersembunyi yang tidak diizinkan (U+0001). Hapus karakter itu, lalu simpan lagi.',
    );
    expect(forbiddenCharacterMessage('PT Maju\nJaya', false)).toBe(
      'Tidak boleh berisi baris baru atau tab (U+000A); tulis dalam satu baris.',
    );
    expect(forbiddenCharacterMessage('PT Maju\nJaya', true)).toBeNull();
  });
});

describe('xmlSafeText: what the Coretax export writes of a stored text', () => {
  it('replaces each run of forbidden characters by one space, so words stay apart', () => {
    expect(xmlSafeText('PT\u0001Maju\u001f\u007f\u0085Jaya\ufffeAbadi')).toBe('PT Maju Jaya Abadi');
    expect(xmlSafeText('Jl. Sudirman 1\nJakarta')).toBe('Jl. Sudirman 1\nJakarta');
  });

  it('leaves only characters XML 1.0 allows, for every code point of the BMP and lone surrogates', () => {
    const leftBad: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const safe = xmlSafeText(`a${String.fromCharCode(c)}b`);
      if (![...safe].every((character) => isXmlChar(character.codePointAt(0)!)))
        leftBad.push(codePointLabel(c));
    }
    expect(leftBad).toEqual([]);
    expect(xmlSafeText('\u{1f600}')).toBe('\u{1f600}');
  });
});
