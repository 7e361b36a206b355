// The number DJP gave an order's tax invoice (POST /orders/faktur-number): recorded after the Coretax
// upload, printed on the invoice from then on. Only an order that carries PPN has a tax invoice, and a
// cancelled order gets none.
import { eq } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../lib/app-error.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { findOrderRow, lockOrder, type OrderRowById } from './orders-read.ts';

export async function recordFakturNumber(
  db: Db,
  rowById: OrderRowById,
  id: number,
  fakturNumber: string,
  context: AuditContext,
): Promise<OrderRow> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    if (before.is_canceled === 1)
      throw AppError.conflict('Order ini sudah dicancel; faktur pajaknya tidak dapat diberi nomor.');
    if (before.ppn_rate === null)
      throw AppError.conflict('Order ini tidak dikenai PPN; tidak ada faktur pajak untuk diberi nomor.');
    const [after] = await tx
      .update(orders)
      .set({ faktur_number: fakturNumber, updated_at: new Date() })
      .where(eq(orders.id, id))
      .returning({ faktur_number: orders.faktur_number, updated_at: orders.updated_at });
    await writeAudit(tx, context, {
      action: 'faktur_number',
      entity: 'order',
      entityId: id,
      before: { faktur_number: before.faktur_number },
      after,
    });
  });
  return findOrderRow(rowById, id);
}
