import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/lib/sanitize-html.ts';
import { harmfulParts, XSS_PAYLOADS } from './fixtures/xss-payloads.ts';

describe('sanitizeHtml: the one sanitiser of stored rich text', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing that can run script in %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(harmfulParts(clean)).toEqual([]);
    // Sanitising is stable: what is stored comes back unchanged when saved again.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('the checker itself spots what the payloads try (so the test above can fail)', () => {
    expect(harmfulParts('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['href="javascript:alert(1)"']);
    expect(harmfulParts('<p onclick="x()">a</p>')).toEqual(['event handler attribute']);
    expect(harmfulParts('<img src=x>')).toHaveLength(2);
    expect(harmfulParts('<a href="//evil.example">x</a>')).toHaveLength(1);
    expect(harmfulParts('<p style="color:red">a</p>')).toEqual(['style attribute']);
    for (const payload of XSS_PAYLOADS.slice(0, 20))
      expect(harmfulParts(payload).length, payload).toBeGreaterThan(0);
  });

  it('keeps the formatting the console editor produces', () => {
    const html =
      '<h3>Fitur baru</h3><p><strong>Tebal</strong>, <em>miring</em>, <u>garis</u>, <s>coret</s></p><ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote><p>kutipan</p></blockquote><hr />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links, closes window.opener and drops unsafe parts of them', () => {
    expect(sanitizeHtml('<a href="https://tagih.co.id/docs" target="_blank">Docs</a>')).toBe(
      '<a href="https://tagih.co.id/docs" target="_blank" rel="noopener noreferrer nofollow">Docs</a>',
    );
    expect(sanitizeHtml('<a href="mailto:halo@tagih.co.id" target="_top">Mail</a>')).toBe(
      '<a href="mailto:halo@tagih.co.id" rel="noopener noreferrer nofollow">Mail</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps the text around removed markup, escaped, and drops the content of script-like elements', () => {
    expect(sanitizeHtml('Harga < 5 & diskon > 2')).toBe('Harga &lt; 5 &amp; diskon &gt; 2');
    expect(sanitizeHtml('<p>Halo<script>alert(1)</script> dunia</p>')).toBe('<p>Halo dunia</p>');
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>Teks</div>')).toBe('Teks');
  });
});
