// Opening and closing what must be done in Coretax about an order's numbered faktur (issue 31; PER-11/PJ/2025
// Articles 48-49). Each runs inside the caller's transaction with the order locked (lockOrder), so the action
// and the order's own change are one write, and each step is an audit row on the order (its Riwayat).
import { and, eq } from 'drizzle-orm';
import { fakturActions, type Db } from '@tagih/db';
import { todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import type { OrderRecord } from '../read/orders-read.ts';

export type FakturAction = typeof fakturActions.$inferSelect;

/** The order's open action of `kind`, locked, if any. */
export async function openActionOf(
  tx: Db,
  orderId: number,
  kind: FakturAction['kind'],
): Promise<FakturAction | undefined> {
  const [action] = await tx
    .select()
    .from(fakturActions)
    .where(
      and(
        eq(fakturActions.order_id, orderId),
        eq(fakturActions.kind, kind),
        eq(fakturActions.status, 'open'),
      ),
    )
    .for('update');
  return action;
}

async function auditStep(
  tx: Db,
  context: AuditContext,
  action: string,
  orderId: number,
  before: FakturAction | null,
  after: FakturAction | null,
): Promise<void> {
  await writeAudit(tx, context, { action, entity: 'order', entityId: orderId, before, after });
}

/**
 * The order `before` is being cancelled: its numbered faktur must be cancelled in Coretax. An open
 * replacement is withdrawn first (its row removed, the audit keeps it): the faktur Coretax holds is still the
 * one numbered on the order, and that is the one to cancel.
 */
export async function openCancelAction(
  tx: Db,
  before: OrderRecord,
  context: AuditContext,
  now: Date,
): Promise<void> {
  if (before.faktur_number === null) return;
  const replacing = await openActionOf(tx, before.id, 'replace');
  if (replacing) {
    await tx.delete(fakturActions).where(eq(fakturActions.id, replacing.id));
    await auditStep(tx, context, 'faktur-replacement-withdrawn', before.id, replacing, null);
  }
  const [opened] = await tx
    .insert(fakturActions)
    .values({
      order_id: before.id,
      kind: 'cancel',
      faktur_number: before.faktur_number,
      opened_at: now,
      opened_by: context.adminId,
    })
    .returning();
  await auditStep(tx, context, 'faktur-cancel-opened', before.id, null, opened ?? null);
}

/** Starts a replacement of the locked order's faktur: its figures may change until the new number is recorded. */
export async function openReplaceAction(tx: Db, before: OrderRecord, context: AuditContext): Promise<void> {
  if (before.is_canceled === 1)
    throw AppError.conflict('Order ini sudah dicancel; fakturnya dibatalkan di Coretax, bukan diganti.');
  if (before.faktur_number === null)
    throw AppError.conflict(
      'Faktur pajak order ini belum bernomor; order dapat diubah tanpa faktur pengganti.',
    );
  if (await openActionOf(tx, before.id, 'replace'))
    throw AppError.conflict(
      'Penggantian faktur order ini sudah dimulai; catat nomor faktur penggantinya untuk menyelesaikannya.',
    );
  const [opened] = await tx
    .insert(fakturActions)
    .values({
      order_id: before.id,
      kind: 'replace',
      faktur_number: before.faktur_number,
      opened_by: context.adminId,
    })
    .returning();
  await auditStep(tx, context, 'faktur-replacement-started', before.id, null, opened ?? null);
}

/**
 * The new faktur number `fakturNumber` is being recorded on the locked order: an open replacement is done on
 * `doneOn` (today in WIB unless the clerk said). Answers the action closed, if any. The new number must
 * differ from the replaced one: recording the same number again would replace nothing.
 */
export async function closeReplaceAction(
  tx: Db,
  orderId: number,
  fakturNumber: string,
  context: AuditContext,
  doneOn: CalendarDate = todayInJakarta(),
): Promise<FakturAction | undefined> {
  const open = await openActionOf(tx, orderId, 'replace');
  if (!open) return undefined;
  if (open.faktur_number === fakturNumber)
    throw AppError.conflict(
      `Nomor faktur pengganti harus berbeda dari nomor faktur yang diganti (${fakturNumber}).`,
    );
  assertNotBeforeOpened(open, doneOn);
  const [done] = await tx
    .update(fakturActions)
    .set({
      status: 'done',
      done_on: doneOn,
      done_at: new Date(),
      done_by: context.adminId,
      new_faktur_number: fakturNumber,
    })
    .where(eq(fakturActions.id, open.id))
    .returning();
  await auditStep(tx, context, 'faktur-replacement-done', orderId, open, done ?? null);
  return done;
}

/** 422 on `date` when the day given is before the day (WIB) the action was opened. */
export function assertNotBeforeOpened(action: FakturAction, doneOn: CalendarDate): void {
  const openedOn = todayInJakarta(action.opened_at);
  if (doneOn < openedOn)
    throw AppError.field('date', `Tanggal tidak boleh sebelum tindakan dibuka (${openedOn}).`);
}

/** Closes an open cancel action on `doneOn`: the faktur was cancelled in Coretax. */
export async function closeCancelAction(
  tx: Db,
  open: FakturAction,
  doneOn: CalendarDate,
  context: AuditContext,
): Promise<void> {
  assertNotBeforeOpened(open, doneOn);
  const [done] = await tx
    .update(fakturActions)
    .set({ status: 'done', done_on: doneOn, done_at: new Date(), done_by: context.adminId })
    .where(eq(fakturActions.id, open.id))
    .returning();
  await auditStep(tx, context, 'faktur-cancel-done', open.order_id, open, done ?? null);
}
