// A company's statement of account (issue 30): the ledger of what it was asked for and what it paid, read as
// debits and credits in date order with a running balance. Decided here once so the JSON, the PDF and the
// benchmark's check against SQL agree. The entries come from the books as they stand (docs/decisions-made.md,
// "Statement of account"): an invoice is a debit of its amount due on its invoice date, a payment a credit on
// the day it was received, a reversal of a payment a debit on its own day, and a cancelled invoice a credit of
// its amount on the day it was cancelled. PPh 23 the buyer withheld (issue 31) settles like money received: a
// credit on the day of its payment, and a debit again when that payment is reversed. Everything before `from`
// is the opening balance.
import { compareDates, type CalendarDate } from './dates.ts';
import type { Rupiah } from './money.ts';
import { terbilangRupiah } from './terbilang.ts';

export const STATEMENT_LINE_KINDS = [
  'invoice',
  'payment',
  'withholding',
  'reversal',
  'cancellation',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** One movement of the books. `sequence` (the order's or the payment's id) orders a day's movements of a kind. */
export interface StatementEntry {
  date: CalendarDate;
  kind: StatementLineKind;
  sequence: number;
  invoice_number: string;
  description: string;
  debit: Rupiah;
  credit: Rupiah;
}

export interface StatementLine extends Omit<StatementEntry, 'sequence'> {
  /** What the company owes after this line (negative: a credit in its favour). */
  balance: Rupiah;
}

export interface Statement {
  opening_balance: Rupiah;
  closing_balance: Rupiah;
  lines: StatementLine[];
}

/** Within one day: what was invoiced first, then what was paid, then the corrections. */
const KIND_ORDER: Readonly<Record<StatementLineKind, number>> = {
  invoice: 0,
  payment: 1,
  withholding: 2,
  reversal: 3,
  cancellation: 4,
};

function byDateKindSequence(a: StatementEntry, b: StatementEntry): number {
  return compareDates(a.date, b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.sequence - b.sequence;
}

/**
 * The statement of `entries` from `from` to `to` (both included): the balance of every entry before `from`
 * opens it, each entry in the period is a line carrying the balance after it, entries after `to` are left
 * out. Opening + the debits - the credits = closing, exactly (bigint).
 */
export function buildStatement(
  entries: readonly StatementEntry[],
  from: CalendarDate,
  to: CalendarDate,
): Statement {
  let opening = 0n;
  const inPeriod: StatementEntry[] = [];
  for (const entry of entries) {
    if (compareDates(entry.date, from) < 0) opening += entry.debit - entry.credit;
    else if (compareDates(entry.date, to) <= 0) inPeriod.push(entry);
  }
  inPeriod.sort(byDateKindSequence);
  let balance = opening;
  const lines = inPeriod.map(({ sequence: _sequence, ...entry }) => {
    balance += entry.debit - entry.credit;
    return { ...entry, balance };
  });
  return { opening_balance: opening, closing_balance: balance, lines };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The closing balance in words, as the invoice writes its amount ('Satu juta rupiah'); a balance in the
 * company's favour says so ('Kredit: lima ratus ribu rupiah') rather than 'minus'.
 */
export function balanceInWords(balance: Rupiah): string {
  if (balance < 0n) return `Kredit: ${terbilangRupiah(-balance)}`;
  return capitalise(terbilangRupiah(balance));
}
