// The order's status words, declared once (issue 29): what a screen, a filter, an export, the lifecycle's
// diagram, the payment words and the invoice call statuses 0, 1 and 2. The invoice prints its own word for
// each (a printed invoice says 'Belum dibayar', and 'LUNAS' in capitals as its stamp does).

/** Statuses 0 Baru (new, unpaid), 1 Lunas (paid), 2 Ditangguhkan (suspended). */
export const ORDER_STATUS_VALUES = [0, 1, 2] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

export const ORDER_STATUS = {
  0: { word: 'Baru', onInvoice: 'Belum dibayar' },
  1: { word: 'Lunas', onInvoice: 'LUNAS' },
  2: { word: 'Ditangguhkan', onInvoice: 'Ditangguhkan' },
} as const satisfies Record<OrderStatus, { word: string; onInvoice: string }>;

/** The words of statuses 0, 1 and 2, the one set every screen, export and drawing uses. */
export const ORDER_STATUS_WORDS = [ORDER_STATUS[0].word, ORDER_STATUS[1].word, ORDER_STATUS[2].word] as const;

/** What an invoice prints for a status (the paid stamp is `ORDER_STATUS[1].onInvoice`). */
export function invoiceStatusWord(status: number): string {
  return status === 0 || status === 1 || status === 2 ? ORDER_STATUS[status].onInvoice : String(status);
}
