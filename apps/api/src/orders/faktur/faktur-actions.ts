// The 'Faktur perlu dibatalkan / diganti' list (GET /tax/faktur-actions), its 'Selesai'
// (POST /tax/faktur-actions/{id}/done) and 'Ganti Faktur' (POST /orders/{id}/faktur-replacement). The steps
// themselves, with their audit rows, are in faktur-actions-write.ts.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { companies, fakturActions, orders, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { FakturActionRow } from '@tagih/domain/schemas/faktur-action';
import type { z } from 'zod';
import type {
  fakturActionDoneBodySchema,
  fakturActionListQuerySchema,
} from '@tagih/domain/schemas/faktur-action';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { AppError } from '../../lib/app-error.ts';
import type { AuditContext } from '../../repositories/audit.ts';
import { isoText } from '../../repositories/sql-values.ts';
import { findOrderRow, lockOrder, type OrderRowById } from '../read/orders-read.ts';
import { recordFakturNumber } from '../write/orders-faktur.ts';
import { closeCancelAction, openReplaceAction } from './faktur-actions-write.ts';

const rowFields = {
  id: fakturActions.id,
  kind: fakturActions.kind,
  status: fakturActions.status,
  faktur_number: fakturActions.faktur_number,
  new_faktur_number: fakturActions.new_faktur_number,
  order: {
    id: orders.id,
    invoice_number: orders.invoice_number,
    id_company: orders.id_company,
    name_company: companies.name_company,
  },
  opened_at: isoText(fakturActions.opened_at),
  opened_by: fakturActions.opened_by,
  done_on: fakturActions.done_on,
  done_at: isoText(fakturActions.done_at),
  done_by: fakturActions.done_by,
};

/** A page of actions of one status (and kind): open ones oldest first (the backlog), done ones newest first. */
export async function listFakturActions(
  db: Db,
  query: z.output<typeof fakturActionListQuerySchema>,
): Promise<{ rows: FakturActionRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(fakturActions.status, query.status),
    query.kind ? eq(fakturActions.kind, query.kind) : undefined,
  );
  const order =
    query.status === 'open'
      ? [fakturActions.opened_at, fakturActions.id]
      : [desc(fakturActions.done_at), desc(fakturActions.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(fakturActions)
      .innerJoin(orders, eq(orders.id, fakturActions.order_id))
      .innerJoin(companies, eq(companies.id_company, orders.id_company))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(fakturActions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** 'Ganti Faktur': opens the replacement of the order's numbered faktur; answers the order's row. */
export async function startFakturReplacement(
  db: Db,
  rowById: OrderRowById,
  id: number,
  context: AuditContext,
): Promise<OrderRow> {
  await db.transaction(async (tx) => openReplaceAction(tx, await lockOrder(tx, id), context));
  return findOrderRow(rowById, id);
}

const alreadyDone = (action: typeof fakturActions.$inferSelect) =>
  AppError.conflict(
    `Tindakan faktur ini sudah selesai (${action.done_on ?? ''}${action.new_faktur_number ? `, faktur pengganti ${action.new_faktur_number}` : ''}).`,
  );

/**
 * 'Selesai': the clerk did it in Coretax on `date`. A cancellation closes here; a replacement is done by
 * recording its new faktur number on the order (recordFakturNumber, which closes it in the same transaction).
 */
export async function completeFakturAction(
  db: Db,
  rowById: OrderRowById,
  id: number,
  body: z.output<typeof fakturActionDoneBodySchema>,
  context: AuditContext,
): Promise<void> {
  const [action] = await db.select().from(fakturActions).where(eq(fakturActions.id, id));
  if (!action) throw AppError.notFound('Tindakan faktur');
  if (action.status === 'done') throw alreadyDone(action);
  if (action.kind === 'replace') {
    if (!body.faktur_number) throw AppError.field('faktur_number', 'Nomor faktur pengganti wajib diisi.');
    await recordFakturNumber(db, rowById, action.order_id, body.faktur_number, context, {
      doneOn: body.date,
      actionId: action.id,
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(fakturActions).where(eq(fakturActions.id, id)).for('update');
    if (!locked || locked.status === 'done') throw alreadyDone(locked ?? action);
    await closeCancelAction(tx, locked, body.date, context);
  });
}
