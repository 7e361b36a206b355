// 'Bukti Potong' (issue 31): every standing PPh 23 withholding (a payment with `withheld` > 0 that was not
// reversed), newest payment first, with its company, invoice and bukti potong; `missing=1` those whose number
// or PDF is still to be collected (a partial index of migration 0022). Page and export read the same select.
import { and, count, desc, eq, gt, gte, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, orders, payments, withholdingSlips, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { WithholdingQuery } from '@tagih/domain/schemas/withholding';
import { afterCursor, keysetChunks, mapChunks, type SortKey } from '../../../repositories/list-order.ts';
import type { ExportRows } from '../../../repositories/standard-repository.ts';

type Filter = Omit<WithholdingQuery, 'page'>;

/** A row as read, before the PDF link is signed. */
export interface WithholdingRecord {
  payment_id: number;
  order_id: number;
  invoice_number: string;
  id_company: number;
  name_company: string;
  received_on: string;
  withheld: string;
  number: string | null;
  slip_date: string | null;
  has_pdf: boolean;
  missing: boolean;
}

const NEWEST_PAYMENT: SortKey = { column: payments.received_on, dir: 'desc', id: payments.id };
const reversal = alias(payments, 'reversal');

function withholdingFilter(db: Db, filter: Filter): SQL | undefined {
  return and(
    gt(payments.withheld, '0'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(reversal)
        .where(eq(reversal.reverses_id, payments.id)),
    ),
    filter.missing === 1 ? or(isNull(withholdingSlips.number), isNull(withholdingSlips.file_key)) : undefined,
    filter.from ? gte(payments.received_on, filter.from) : undefined,
    filter.to ? lte(payments.received_on, filter.to) : undefined,
  );
}

function selectWithholdings(db: Db, where: SQL | undefined) {
  return db
    .select({
      payment_id: payments.id,
      order_id: payments.order_id,
      invoice_number: orders.invoice_number,
      id_company: orders.id_company,
      name_company: companies.name_company,
      received_on: payments.received_on,
      withheld: payments.withheld,
      number: withholdingSlips.number,
      slip_date: withholdingSlips.slip_date,
      has_pdf: sql<boolean>`(${withholdingSlips.file_key} is not null)`,
      missing: sql<boolean>`(${withholdingSlips.number} is null or ${withholdingSlips.file_key} is null)`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .leftJoin(withholdingSlips, eq(withholdingSlips.payment_id, payments.id))
    .where(where)
    .orderBy(desc(payments.received_on), desc(payments.id));
}

async function countWithholdings(db: Db, filter: Filter): Promise<number> {
  // Company and invoice are not filtered on: the count needs only the payment and its slip.
  const [row] = await db
    .select({ count: count() })
    .from(payments)
    .leftJoin(withholdingSlips, eq(withholdingSlips.payment_id, payments.id))
    .where(withholdingFilter(db, filter));
  return Number(row?.count ?? 0);
}

export async function listWithholdings(db: Db, query: WithholdingQuery) {
  const [rows, total] = await Promise.all([
    selectWithholdings(db, withholdingFilter(db, query))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    countWithholdings(db, query),
  ]);
  return { rows: rows satisfies WithholdingRecord[], total };
}

/** Every row under the filter, in the list's order, by keyset on (received_on, id); `pdf` marks an uploaded PDF. */
export async function exportWithholdings(
  db: Db,
  filter: Filter,
): Promise<ExportRows<WithholdingRecord & { pdf: boolean }>> {
  const where = withholdingFilter(db, filter);
  const chunks = keysetChunks(async (after, limit) => {
    const rows = await selectWithholdings(
      db,
      after ? and(where, afterCursor(NEWEST_PAYMENT, after)) : where,
    ).limit(limit);
    return rows.map((row) => ({ row, cursor_id: row.payment_id, cursor_value: row.received_on }));
  });
  const total = await countWithholdings(db, filter);
  return { total, chunks: mapChunks(chunks, ({ row }) => ({ ...row, pdf: row.has_pdf })) };
}
