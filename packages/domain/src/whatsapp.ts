// 'Kirim via WhatsApp' (issue 21): the PIC's phone as wa.me wants it (international digits, no '+') and the
// short Indonesian message. Here so the API and any screen that shows the number agree on one reading.

/** Digits of a phone as wa.me reads it: 0812... -> 62812..., +62 812... -> 62812..., 812... -> 62812.... */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone || /[^\d\s+().-]/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('62')
    ? digits
    : digits.startsWith('0')
      ? `62${digits.slice(1)}`
      : digits.startsWith('8')
        ? `62${digits}`
        : null;
  // An Indonesian number: 62, then no trunk 0, 8 to 13 more digits (E.164 allows 15 in all).
  if (!international || !/^62[1-9]\d{7,12}$/.test(international)) return null;
  return international;
}

export function whatsappMessage(share: {
  picName: string | null;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
  url: string;
}): string {
  const name = share.picName?.trim() || 'Bapak/Ibu';
  return `Yth. ${name}, berikut invoice ${share.invoiceNumber} sebesar ${share.amount}, jatuh tempo ${share.dueDate}: ${share.url}`;
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
