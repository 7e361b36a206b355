// The order lifecycle (packages/domain/src/order-lifecycle.ts) taken on stored orders. A step is refused with
// 409 and the table's own message, and taken as one conditional UPDATE whose WHERE is the step's rules turned
// into SQL, under the order's row lock (which gives the audit its before and the refusal its reason). So two
// steps racing on one order are applied one after the other, each against what the other left, and no
// interleaving reaches a state the table does not allow: a cancelled order is never paid, a paid one never
// cancelled.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import {
  ORDER_LIFECYCLE,
  orderState,
  refusal,
  type OrderStep,
  type StepRule,
} from '@tagih/domain/order-lifecycle';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type AuditContext } from '../../repositories/audit.ts';
import { lockOrder, type OrderRecord } from '../read/orders-read.ts';
import { isUpgraded } from '../read/orders-upgraded-by.ts';
import { emitStepEvent } from '../write/order-events.ts';

/** A flag the table reads as present or absent, stored as a nullable column. */
function presence(
  column: typeof orders.payment_proof | typeof orders.invoice_sent_at,
  allowed: readonly boolean[],
): SQL {
  if (allowed.length !== 1) return sql`true`;
  return allowed[0] ? isNotNull(column) : isNull(column);
}

function ruleSql(rule: StepRule): SQL {
  switch (rule.field) {
    case 'status':
      return inArray(orders.status, [...(rule.allowed as readonly number[])]);
    case 'is_canceled':
      return inArray(orders.is_canceled, [...(rule.allowed as readonly number[])]);
    case 'has_proof':
      return presence(orders.payment_proof, rule.allowed as readonly boolean[]);
    case 'sent':
      return presence(orders.invoice_sent_at, rule.allowed as readonly boolean[]);
    case 'upgraded': {
      const allowed = rule.allowed as readonly boolean[];
      if (allowed.length !== 1) return sql`true`;
      return allowed[0] ? isUpgraded(orders.id) : sql`not ${isUpgraded(orders.id)}`;
    }
  }
}

/** The WHERE that holds exactly when `step` is allowed on the row (ORDER_LIFECYCLE[step].rules as SQL). */
export function stepGuard(step: OrderStep): SQL {
  return and(sql`true`, ...ORDER_LIFECYCLE[step].rules.map(ruleSql))!;
}

/** 409 with the table's message when `step` is not allowed on the stored order. */
export function assertStep(step: OrderStep, order: OrderRecord): void {
  const reason = refusal(step, orderState(order));
  if (reason) throw AppError.conflict(reason);
}

export interface StepWrite {
  /** The step, or how to choose it from the locked order (change-status: pay, unpay, resume or suspend). */
  step: OrderStep | ((before: OrderRecord) => OrderStep);
  /** The columns the step sets, from the locked order. */
  set: (before: OrderRecord, now: Date) => Partial<typeof orders.$inferInsert>;
  /** The audit row's action. */
  action: string;
}

/** Takes one lifecycle step on order `id` in its own transaction; answers the row before and after. */
export async function takeStep(
  db: Db,
  id: number,
  write: StepWrite,
  context: AuditContext,
): Promise<{ before: OrderRecord; after: OrderRecord }> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const after = await takeLockedStep(tx, before, write, context);
    return { before, after };
  });
}

/**
 * Takes one lifecycle step on an order the caller holds locked (lockOrder) inside its transaction `tx`, so
 * that other rows (a payment, a review) are written in the same transaction as the step.
 */
export async function takeLockedStep(
  tx: Db,
  before: OrderRecord,
  write: StepWrite,
  context: AuditContext,
  now = new Date(),
): Promise<OrderRecord> {
  const step = typeof write.step === 'function' ? write.step(before) : write.step;
  assertStep(step, before);
  const [after] = await tx
    .update(orders)
    .set({ ...write.set(before, now), updated_at: now })
    .where(and(eq(orders.id, before.id), stepGuard(step)))
    .returning();
  // Unreachable under the row lock; kept so the write can never go through without its guard holding.
  if (!after) throw AppError.conflict(refusal(step, orderState(before)) ?? 'Order berubah; muat ulang.');
  await writeAudit(tx, context, {
    action: write.action,
    entity: 'order',
    entityId: before.id,
    before,
    after,
  });
  await emitStepEvent(tx, step, after);
  return after;
}
