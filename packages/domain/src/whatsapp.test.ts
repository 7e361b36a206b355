import { describe, expect, it } from 'vitest';
import { whatsappMessage, whatsappNumber, whatsappUrl } from './whatsapp.ts';

describe('whatsappNumber: the PIC phone as wa.me digits', () => {
  it('a local mobile number: 081234567890 -> 6281234567890 (the trunk 0 becomes 62)', () => {
    expect(whatsappNumber('081234567890')).toBe('6281234567890');
  });
  it('+62 with spaces, dashes and brackets: +62 (812) 3456-7890 -> 6281234567890', () => {
    expect(whatsappNumber('+62 (812) 3456-7890')).toBe('6281234567890');
  });
  it('already international, and without the trunk 0: 6281234567890, 81234567890', () => {
    expect(whatsappNumber('6281234567890')).toBe('6281234567890');
    expect(whatsappNumber('81234567890')).toBe('6281234567890');
  });
  it('refuses what cannot be a number: empty, letters, too short, too long, 620..., another country', () => {
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('0812-ABC-789')).toBeNull();
    expect(whatsappNumber('08123')).toBeNull(); // 6 digits after 62
    expect(whatsappNumber('0812345678901234')).toBeNull(); // 17 digits after the 62
    expect(whatsappNumber('62081234567')).toBeNull(); // a trunk 0 after the country code
    expect(whatsappNumber('+6591234567')).toBeNull(); // Singapore: not read as Indonesian
  });
});

describe('whatsappMessage and whatsappUrl', () => {
  it('greets the PIC, names the invoice, the amount, the due date and the link; the URL encodes it', () => {
    const message = whatsappMessage({
      picName: 'Budi',
      invoiceNumber: 'INV/2026/03/0001',
      amount: 'Rp. 1.250.000',
      dueDate: '19 Maret 2026',
      url: 'https://billing.example/x?exp=1&sig=a',
    });
    expect(message).toBe(
      'Yth. Budi, berikut invoice INV/2026/03/0001 sebesar Rp. 1.250.000, jatuh tempo 19 Maret 2026: https://billing.example/x?exp=1&sig=a',
    );
    const url = new URL(whatsappUrl('6281234567890', message));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe(message);
  });
});
