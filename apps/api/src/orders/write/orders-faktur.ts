// The number DJP gave an order's tax invoice (POST /orders/faktur-number): recorded after the Coretax
// upload, printed on the invoice from then on. Only an order that carries PPN has a tax invoice, and a
// cancelled order gets none. A number belongs to one order (issue 28): another order's is refused with 409
// naming that order's invoice, and the unique index orders_faktur_number_unique holds it under a race.
import { and, asc, eq, ne } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import type { CalendarDate } from '@tagih/domain/dates';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { findOrderRow, lockOrder, type OrderRowById } from '../read/orders-read.ts';
import { closeReplaceAction } from '../faktur/faktur-actions-write.ts';

/** 409 naming the invoice of the order that already holds the number. */
async function takenBy(db: Db, id: number, fakturNumber: string): Promise<AppError | undefined> {
  const [holder] = await db
    .select({ invoice_number: orders.invoice_number })
    .from(orders)
    .where(and(eq(orders.faktur_number, fakturNumber), ne(orders.id, id)))
    .orderBy(asc(orders.id))
    .limit(1);
  return holder
    ? AppError.conflict(
        `Nomor faktur pajak ${fakturNumber} sudah dipakai invoice ${holder.invoice_number}; satu nomor hanya untuk satu faktur.`,
      )
    : undefined;
}

/**
 * Records the number; when a replacement is open it is the replacing faktur's, and closes the replacement
 * (faktur-actions-write.ts) on `closing.doneOn` (today in WIB by default). `closing.actionId` is given by
 * POST /tax/faktur-actions/{id}/done: 409 when that action is no longer the open one.
 */
export async function recordFakturNumber(
  db: Db,
  rowById: OrderRowById,
  id: number,
  fakturNumber: string,
  context: AuditContext,
  closing: { doneOn?: CalendarDate; actionId?: number } = {},
): Promise<OrderRow> {
  await db
    .transaction(async (tx) => {
      const before = await lockOrder(tx, id);
      if (before.is_canceled === 1)
        throw AppError.conflict('Order ini sudah dicancel; faktur pajaknya tidak dapat diberi nomor.');
      if (before.ppn_rate === null)
        throw AppError.conflict('Order ini tidak dikenai PPN; tidak ada faktur pajak untuk diberi nomor.');
      const taken = await takenBy(tx, id, fakturNumber);
      if (taken) throw taken;
      const closed = await closeReplaceAction(tx, id, fakturNumber, context, closing.doneOn);
      if (closing.actionId !== undefined && closed?.id !== closing.actionId)
        throw AppError.conflict('Tindakan faktur ini sudah selesai; muat ulang daftarnya.');
      const [after] = await tx
        .update(orders)
        // Recorded now, the number is unique: a duplicate kept by migration 0015 joins the index again.
        .set({ faktur_number: fakturNumber, faktur_number_duplicate: false, updated_at: new Date() })
        .where(eq(orders.id, id))
        .returning({ faktur_number: orders.faktur_number, updated_at: orders.updated_at });
      await writeAudit(tx, context, {
        action: 'faktur_number',
        entity: 'order',
        entityId: id,
        before: { faktur_number: before.faktur_number },
        after,
      });
    })
    .catch(async (error: unknown) => {
      // Another order took the number between the check and the write (two clerks at once): the index refused.
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      throw (await takenBy(db, id, fakturNumber)) ?? error;
    });
  return findOrderRow(rowById, id);
}
