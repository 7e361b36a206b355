// The shape of an invoice's content: everything it prints, as plain data, declared apart from the code that
// decides it (invoice-content.ts and the modules it calls) and the code that draws it (drawing/), so each
// side imports only this.
import type { InvoiceLine } from './invoice-lines.ts';
import type { InvoiceVariant } from './variant.ts';

export interface Seller {
  name: string;
  address: string;
  npwp: string;
  bankAccount: string;
}

export interface TotalRow {
  label: string;
  /** A smaller line under the label: what the amount is made of, or which order it names. */
  note?: string;
  amount: string;
  strong?: boolean;
}

/** The table's columns: qty x unit price x months, or an upgrade's full-period amount x days / total days. */
export type TableColumns = 'standard' | 'prorated';
export type ColumnKey = 'description' | 'qty' | 'unitPrice' | 'months' | 'amount';

/** A line of the payment section: the sentence asking for payment or saying it was received is strong. */
export interface PaymentLine {
  text: string;
  strong?: boolean;
  /** Printed in the paid colour (the LUNAS sentence). */
  paid?: boolean;
}

/**
 * Everything an invoice prints, as plain data (no pdfkit, nothing but strings, numbers and arrays), in the
 * order it is printed; render-pdf.ts only decides where and in which type.
 */
export interface InvoiceContent {
  variant: InvoiceVariant;
  /** The PDF's title and author, as a viewer shows them. */
  document: { title: string; author: string };
  title: string;
  number: string;
  /** Display dates: '14 November 2026', and the period '1 November 2026 s.d. 30 November 2026'. */
  invoiceDate: string;
  dueDate: string;
  period: string;
  seller: Seller;
  /** Under the seller's name: its address and NPWP. */
  sellerLines: string[];
  /** Set on a paid order's invoice: 'LUNAS' and the payment date. */
  paid: { stamp: string; date: string | null } | null;
  buyer: { heading: string; name: string; lines: string[] };
  facts: Array<[label: string, value: string]>;
  /** The box under the parties: the reorder variant's renewal, or the order an upgrade upgrades. */
  box: { title: string; lines: string[] } | null;
  /** The heading of every page after the first. */
  continued: string;
  table: { kind: TableColumns; columns: Array<{ key: ColumnKey; title: string }> };
  lines: InvoiceLine[];
  totals: TotalRow[];
  /** What the invoice asks for: the amount due less the payments approved so far (`balance_due`). */
  amountDue: bigint;
  /**
   * Set when the buyer collects the PPN itself (TrxCode 02/03): the sentence that says so, which the mail
   * repeats (the PDF says it in its totals); null for every other invoice.
   */
  ppnCollectedByBuyer: string | null;
  /** The amount due in words: 'Terbilang: Satu juta dua ratus lima puluh ribu rupiah'. */
  words: string;
  payment: { heading: string; lines: PaymentLine[] };
  footnote: string;
  /** Under every page: the seller and number on the left, the page ('{page}', '{pages}' filled in) on the right. */
  footer: { left: string; page: string };
}
