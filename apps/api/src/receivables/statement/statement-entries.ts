// What a statement of account is read from (issue 30): the company's orders and their payment book, up to the
// period's last day, as the domain's ledger entries (packages/domain statement.ts). Two selects on the
// company's index (orders_company_idx, then payments_order_idx): a company's whole history, because the
// opening balance is everything before the period. Each invoice's amount is the domain's `amountDue` of its
// stored figures, the one rule the invoice prints and the owed columns are written from.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { companies, orders, payments, withholdingSlips, type Db } from '@tagih/db';
import type { CalendarDate } from '@tagih/domain/dates';
import { toRupiah } from '@tagih/domain/money';
import { amountDue } from '@tagih/domain/payments';
import type { StatementEntry } from '@tagih/domain/statement';
import { AppError } from '../../lib/app-error.ts';

/** The words of each kind of line, as the JSON and the PDF show them. */
export const STATEMENT_DESCRIPTIONS = {
  invoice: (packages: string) => (packages.trim() ? `Tagihan ${packages.trim()}` : 'Tagihan'),
  payment: 'Pembayaran diterima',
  reversal: 'Pembayaran dibatalkan (koreksi)',
  withholding: (slip: string | null) => `PPh 23 dipotong (bukti potong ${slip ?? 'belum diterima'})`,
  withholdingReversal: 'PPh 23 dipotong dibatalkan (koreksi)',
  cancellation: 'Invoice dibatalkan',
} as const;

/** The WIB calendar day of a timestamp, as text: the day the books put it on. */
const wibDay = (instant: typeof orders.created_on | typeof orders.updated_at) =>
  sql<string>`((${instant} at time zone 'Asia/Jakarta')::date)::text`;

export type StatementCompany = typeof companies.$inferSelect;

export async function findStatementCompany(db: Db, id: number): Promise<StatementCompany> {
  const [company] = await db.select().from(companies).where(eq(companies.id_company, id));
  if (!company) throw AppError.notFound('Perusahaan');
  return company;
}

async function invoiceEntries(db: Db, companyId: number, to: CalendarDate): Promise<StatementEntry[]> {
  const rows = await db
    .select({
      id: orders.id,
      invoice_number: orders.invoice_number,
      packages: orders.packages,
      invoice_day: wibDay(orders.created_on),
      is_canceled: orders.is_canceled,
      // An order cancelled before canceled_at was kept has its last change as the day it was cancelled.
      canceled_day: sql<string>`((coalesce(${orders.canceled_at}, ${orders.updated_at}) at time zone 'Asia/Jakarta')::date)::text`,
      id_order: orders.id_order,
      total_price: orders.total_price,
      previous_total: orders.previous_total,
      total_prorate: orders.total_prorate,
      sisa_bayar: orders.sisa_bayar,
      total_with_ppn: orders.total_with_ppn,
      ppn_buyer_type: orders.ppn_buyer_type,
    })
    .from(orders)
    .where(
      and(
        eq(orders.id_company, companyId),
        sql`(${orders.created_on} at time zone 'Asia/Jakarta')::date <= ${to}::date`,
      ),
    )
    .orderBy(asc(orders.id));
  return rows.flatMap((row) => {
    const amount = amountDue(row);
    const invoice: StatementEntry = {
      date: row.invoice_day,
      kind: 'invoice',
      sequence: row.id,
      invoice_number: row.invoice_number,
      description: STATEMENT_DESCRIPTIONS.invoice(row.packages),
      debit: amount,
      credit: 0n,
    };
    if (row.is_canceled !== 1) return [invoice];
    const cancellation: StatementEntry = {
      ...invoice,
      date: row.canceled_day,
      kind: 'cancellation',
      description: STATEMENT_DESCRIPTIONS.cancellation,
      debit: 0n,
      credit: amount,
    };
    return [invoice, cancellation];
  });
}

/** A payment row's lines: the money (or its reversal) and the PPh 23 withheld beside it (or its reversal). */
function bookRowEntries(row: {
  id: number;
  amount: string;
  withheld: string;
  received_on: string;
  invoice_number: string;
  slip_number: string | null;
}): StatementEntry[] {
  const amount = toRupiah(row.amount);
  const withheld = toRupiah(row.withheld);
  // A reversal is a negative row of the book: the money counted as received is owed again.
  const reversal = amount < 0n;
  const line = { date: row.received_on, sequence: row.id, invoice_number: row.invoice_number };
  const entries: StatementEntry[] = [
    {
      ...line,
      kind: reversal ? 'reversal' : 'payment',
      description: reversal ? STATEMENT_DESCRIPTIONS.reversal : STATEMENT_DESCRIPTIONS.payment,
      debit: reversal ? -amount : 0n,
      credit: reversal ? 0n : amount,
    },
  ];
  if (withheld > 0n)
    entries.push({
      ...line,
      kind: 'withholding',
      description: STATEMENT_DESCRIPTIONS.withholding(row.slip_number),
      debit: 0n,
      credit: withheld,
    });
  if (withheld < 0n)
    entries.push({
      ...line,
      kind: 'reversal',
      description: STATEMENT_DESCRIPTIONS.withholdingReversal,
      debit: -withheld,
      credit: 0n,
    });
  return entries;
}

async function paymentEntries(db: Db, companyId: number, to: CalendarDate): Promise<StatementEntry[]> {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      withheld: payments.withheld,
      received_on: payments.received_on,
      invoice_number: orders.invoice_number,
      slip_number: withholdingSlips.number,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .leftJoin(withholdingSlips, eq(withholdingSlips.payment_id, payments.id))
    .where(and(eq(orders.id_company, companyId), lte(payments.received_on, to)))
    .orderBy(asc(payments.id));
  return rows.flatMap(bookRowEntries);
}

/** Every movement of the company's books up to `to` (the statement leaves out what falls after it). */
export async function readStatementEntries(
  db: Db,
  companyId: number,
  to: CalendarDate,
): Promise<StatementEntry[]> {
  // One after the other: a request's statements run on one connection at a time (decisions-made.md).
  const invoices = await invoiceEntries(db, companyId, to);
  return [...invoices, ...(await paymentEntries(db, companyId, to))];
}
