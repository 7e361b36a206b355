// Invoice numbers INV/{YYYY}/{MM}/{NNNN}, a sequence per WIB month kept in code_sequences (scope
// 'invoice:YYYY-MM'). The number is taken inside the transaction that stores the order: the upsert below
// locks the month's row until that transaction ends, so concurrent stores queue on it and get consecutive
// numbers, and a store that fails rolls its number back with it. No gaps, no duplicates.
import { eq, sql } from 'drizzle-orm';
import { codeSequences, orders, type Db } from '@tagih/db';
import { formatInvoiceNumber } from '@tagih/domain/codes';
import type { CalendarDate } from '@tagih/domain/dates';

function monthOf(today: CalendarDate): { year: number; month: number; scope: string } {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return { year, month, scope: `invoice:${today.slice(0, 7)}` };
}

async function isTaken(db: Db, number: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.invoice_number, number));
  return row !== undefined;
}

/** The number the next order of this month would get; nothing is reserved (GET /orders/get_invoice_number). */
export async function previewInvoiceNumber(db: Db, today: CalendarDate): Promise<string> {
  const { year, month, scope } = monthOf(today);
  const [row] = await db
    .select({ last: codeSequences.last_value })
    .from(codeSequences)
    .where(eq(codeSequences.scope, scope));
  let seq = (row?.last ?? 0) + 1;
  while (await isTaken(db, formatInvoiceNumber(year, month, seq))) seq += 1;
  return formatInvoiceNumber(year, month, seq);
}

/**
 * Takes the month's next number. Must run inside the storing transaction. A number already used by an order
 * that did not come from the sequence (imported data) is skipped, still under the same lock.
 */
export async function assignInvoiceNumber(tx: Db, today: CalendarDate): Promise<string> {
  const { year, month, scope } = monthOf(today);
  for (;;) {
    const [row] = await tx
      .insert(codeSequences)
      .values({ scope, last_value: 1 })
      .onConflictDoUpdate({
        target: codeSequences.scope,
        set: { last_value: sql`${codeSequences.last_value} + 1` },
      })
      .returning({ last: codeSequences.last_value });
    const number = formatInvoiceNumber(year, month, row!.last);
    if (!(await isTaken(tx, number))) return number;
  }
}
