// The bukti potong of a payment with PPh 23 withheld (issue 31; decisions.md "Tax"). The withheld amount is
// written on the payment itself (a book entry, never changed: a reversal negates it); the slip's number, date
// and PDF live in `withholding_slips`, opened at approval and filled in when the buyer sends them, often
// weeks later. Each write locks the order first, as every payment write does, so a later recording never
// races the reversal of its payment.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { payments, withholdingSlips, type Db } from '@tagih/db';
import { formatRupiah } from '@tagih/domain/money';
import type { ApprovePayment } from '@tagih/domain/schemas/payment';
import type { WithholdingFields } from '@tagih/domain/schemas/withholding';
import { AppError } from '../../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../../repositories/audit.ts';
import { lockOrder } from '../../read/orders-read.ts';

const reversal = alias(payments, 'reversal');

/** Received plus withheld may settle the balance, not more: the withheld part is what exceeds, so it is named. */
export function assertWithheldWithinBalance(amount: bigint, withheld: bigint, balance: bigint): void {
  if (amount + withheld > balance)
    throw AppError.field(
      'withheld_pph23',
      `Jumlah diterima ditambah PPh 23 dipotong melebihi sisa tagihan (${formatRupiah(balance)}).`,
    );
}

/** The slip of a payment approved with PPh 23 withheld, with its number and date when already known. */
export async function openWithholdingSlip(
  tx: Db,
  paymentId: number,
  input: Pick<ApprovePayment, 'withholding_number' | 'withholding_date'>,
  context: AuditContext,
  now: Date,
) {
  const [slip] = await tx
    .insert(withholdingSlips)
    .values({
      payment_id: paymentId,
      number: input.withholding_number ?? null,
      slip_date: input.withholding_date ?? null,
      updated_by: context.adminId,
      updated_at: now,
    })
    .returning();
  return slip!;
}

/**
 * The payment of order `orderId` whose bukti potong may be recorded: 404 when it is not one of the order's,
 * 409 when nothing was withheld from it or it was reversed (its PPh 23 no longer settles anything).
 */
async function withholdingPayment(db: Db, orderId: number, paymentId: number) {
  const [payment] = await db
    .select({
      id: payments.id,
      withheld: payments.withheld,
      kind: payments.kind,
      reversed: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(reversal)
        .where(eq(reversal.reverses_id, payments.id))})`,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.order_id, orderId)));
  if (!payment) throw AppError.notFound('Pembayaran');
  if (payment.kind === 'reversal' || BigInt(payment.withheld) <= 0n)
    throw AppError.conflict('Pembayaran ini tanpa PPh 23 dipotong; tidak ada bukti potong untuk dicatat.');
  if (payment.reversed)
    throw AppError.conflict('Pembayaran ini sudah dibatalkan; bukti potongnya tidak dapat dicatat lagi.');
  return payment;
}

/** Checked before the PDF is stored, so a refused recording stores nothing; checked again under the lock. */
export async function assertWithholdingOpen(db: Db, orderId: number, paymentId: number): Promise<void> {
  await withholdingPayment(db, orderId, paymentId);
}

/**
 * Records what came of the bukti potong: its number, date and/or PDF (`fileKey`), each left as it was when
 * not given. Answers the PDF key it replaced, for the caller to remove once this is committed.
 */
export async function recordWithholding(
  db: Db,
  ids: { orderId: number; paymentId: number },
  fields: WithholdingFields,
  fileKey: string | null,
  context: AuditContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, ids.orderId);
    await withholdingPayment(tx, ids.orderId, ids.paymentId);
    const [before] = await tx
      .select()
      .from(withholdingSlips)
      .where(eq(withholdingSlips.payment_id, ids.paymentId))
      .for('update');
    const change = {
      ...(fields.number === undefined ? {} : { number: fields.number }),
      ...(fields.date === undefined ? {} : { slip_date: fields.date }),
      ...(fileKey === null ? {} : { file_key: fileKey }),
      updated_by: context.adminId,
      updated_at: new Date(),
    };
    const [after] = await tx
      .insert(withholdingSlips)
      .values({ payment_id: ids.paymentId, ...change })
      .onConflictDoUpdate({ target: withholdingSlips.payment_id, set: change })
      .returning();
    await writeAudit(tx, context, {
      action: 'withholding-record',
      entity: 'withholding_slip',
      entityId: ids.paymentId,
      before: before ?? null,
      after,
    });
    return fileKey !== null && before?.file_key && before.file_key !== fileKey ? before.file_key : null;
  });
}

/** The stored PDF of a payment's bukti potong, if any. */
export async function findWithholdingPdfKey(db: Db, paymentId: number): Promise<string | null> {
  const [slip] = await db
    .select({ key: withholdingSlips.file_key })
    .from(withholdingSlips)
    .where(eq(withholdingSlips.payment_id, paymentId));
  return slip?.key ?? null;
}
