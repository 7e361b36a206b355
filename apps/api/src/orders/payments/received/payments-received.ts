// Payments received ('Pembayaran', issue 30): the payment book across orders, newest received first (ties by
// newest row), with the company, invoice and who recorded each. Page and export read the same select; the
// totals over a filter without a company come from the day totals the book keeps (payment_totals_by_day,
// migration 0016), so page 1 never sums the whole book.
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { admins, companies, orders, payments, paymentTotalsByDay, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { PaymentKind } from '@tagih/domain/payments';
import { PAYMENT_KIND_LABELS, type PaymentReceivedQuery } from '@tagih/domain/schemas/payments-received';
import { afterCursor, keysetChunks, mapChunks, type SortKey } from '../../../repositories/list-order.ts';
import type { ExportRows } from '../../../repositories/standard-repository.ts';
import { isoText } from '../../../repositories/sql-values.ts';

type Filter = Omit<PaymentReceivedQuery, 'page'>;

/** A row as read, before the proof link is signed (`has_proof`: it came from an approved proof). */
export interface PaymentReceivedRecord {
  id: number;
  received_on: string;
  id_company: number;
  name_company: string;
  order_id: number;
  invoice_number: string;
  amount: string;
  kind: PaymentKind;
  approved_by: string | null;
  approved_at: string;
  has_proof: boolean;
}

export type PaymentReceivedExportRow = Omit<PaymentReceivedRecord, 'kind'> & { kind: string; proof: boolean };

const NEWEST_RECEIVED: SortKey = { column: payments.received_on, dir: 'desc', id: payments.id };

function bookFilter(filter: Filter): SQL | undefined {
  return and(
    filter.from ? gte(payments.received_on, filter.from) : undefined,
    filter.to ? lte(payments.received_on, filter.to) : undefined,
    filter.id_company ? eq(orders.id_company, filter.id_company) : undefined,
  );
}

function selectPayments(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: payments.id,
      received_on: payments.received_on,
      id_company: orders.id_company,
      name_company: companies.name_company,
      order_id: payments.order_id,
      invoice_number: orders.invoice_number,
      amount: payments.amount,
      kind: sql<PaymentKind>`${payments.kind}`,
      approved_by: admins.name,
      approved_at: isoText(payments.recorded_at),
      has_proof: sql<boolean>`(${payments.kind} = 'review' and ${orders.payment_proof} is not null)`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .leftJoin(admins, eq(admins.id, payments.recorded_by))
    .where(where)
    .orderBy(desc(payments.received_on), desc(payments.id));
}

/** The count and net amount of every row the filter matches. */
export async function paymentTotals(db: Db, filter: Filter): Promise<{ amount: string; count: number }> {
  if (filter.id_company) {
    const [row] = await db
      .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text`, count: count() })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.order_id))
      .where(bookFilter(filter));
    return { amount: row?.amount ?? '0', count: Number(row?.count ?? 0) };
  }
  const day = paymentTotalsByDay.received_on;
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${paymentTotalsByDay.amount}), 0)::text`,
      count: sql<string>`coalesce(sum(${paymentTotalsByDay.row_count}), 0)::text`,
    })
    .from(paymentTotalsByDay)
    .where(and(filter.from ? gte(day, filter.from) : undefined, filter.to ? lte(day, filter.to) : undefined));
  return { amount: row?.amount ?? '0', count: Number(row?.count ?? 0) };
}

export async function listPaymentsReceived(db: Db, query: PaymentReceivedQuery) {
  const [rows, totals] = await Promise.all([
    selectPayments(db, bookFilter(query))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    paymentTotals(db, query),
  ]);
  return { rows: rows satisfies PaymentReceivedRecord[], totals };
}

/** Every row under the filter, in the list's order, by keyset on (received_on, id). */
export async function exportPaymentsReceived(
  db: Db,
  filter: Filter,
): Promise<ExportRows<PaymentReceivedExportRow>> {
  const where = bookFilter(filter);
  const chunks = keysetChunks(async (after, limit) => {
    const rows = await selectPayments(
      db,
      after ? and(where, afterCursor(NEWEST_RECEIVED, after)) : where,
    ).limit(limit);
    return rows.map((row) => ({ row, cursor_id: row.id, cursor_value: row.received_on }));
  });
  const { count: total } = await paymentTotals(db, filter);
  // The file words the kind as the screen does and marks the rows that came with a proof.
  const toExportRow = ({ row }: { row: PaymentReceivedRecord }) => ({
    ...row,
    kind: PAYMENT_KIND_LABELS[row.kind],
    proof: row.has_proof,
  });
  return { total, chunks: mapChunks(chunks, toExportRow) };
}
