// Invoice numbers INV/{YYYY}/{MM}/{NNNN}, a sequence per WIB month kept in code_sequences (scope
// 'invoice:YYYY-MM'). The number is taken by the statement that stores the order: the upsert below locks the
// month's row until that statement commits, so concurrent stores queue on it and get consecutive numbers,
// and a store that fails takes no number. No gaps, no duplicates.
import { eq, getTableColumns, is, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { auditLogs, codeSequences, orderAddOns, orderExtraPackages, orders, type Db } from '@tagih/db';
import { formatInvoiceNumber, invoicePrefix } from '@tagih/domain/codes';
import type { CalendarDate } from '@tagih/domain/dates';
import { toJson, type AuditContext } from '../../repositories/audit.ts';
import {
  ADD_ON_KEYS,
  EXTRA_KEYS,
  insertLines,
  linesJson,
  type AddOnLine,
  type ExtraLine,
} from './orders-line-rows.ts';
import { ONE_RENEWAL_INDEX, pgErrorCode, pgErrorConstraint, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';

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

/** A new order's state (schema/orders.ts): the same for every store, so it is written into the statement. */
export const NEW_ORDER_STATE = {
  is_canceled: 0,
  canceled_at: null,
  payment_proof: null,
  status: 0,
  invoice_sent_at: null,
  invoice_sent_to: null,
  paid_at: null,
  paid_by: null,
  faktur_number: null,
  faktur_number_duplicate: false,
  // The chain the order belongs to is set by the trigger orders_subscription from id_order (migration 0024).
  id_subscription: null,
} satisfies Partial<typeof orders.$inferInsert>;

/** The columns of a new order that each store decides (orders-write.ts builds them): all but the above. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'invoice_number' | keyof typeof NEW_ORDER_STATE
>;

/** What one store writes: the order row, its child rows and its audit. */
export interface NumberedOrder {
  row: Required<NewOrder>;
  extras: Array<Required<ExtraLine>>;
  addOns: Array<Required<AddOnLine>>;
  context: AuditContext;
  /** The audit row's action: 'create', or a renewal's 'renew' / 'renew-auto' (packages/domain audit-labels.ts). */
  action: string;
  /** The audit's record of the order; its id and invoice_number are filled in with those taken. */
  after: Record<string, unknown>;
}

/** The month's number for a sequence value (SQL): the prefix, then at least four digits (formatSequence). */
const numberOf = (prefix: string | Placeholder, value: SQLWrapper) =>
  sql`${prefix}::text || case when (${value}) < 10000 then lpad((${value})::text, 4, '0') else (${value})::text end`;

/** Every column of a new order as a placeholder of its own name: the store's values come with each run. */
const ROW_PLACEHOLDERS = Object.fromEntries(
  Object.keys(getTableColumns(orders))
    .filter((key) => key !== 'id' && key !== 'invoice_number' && !(key in NEW_ORDER_STATE))
    .map((key) => [key, sql.placeholder(key)]),
) as { [K in keyof NewOrder]-?: Placeholder };

/**
 * The whole store as ONE statement, prepared once per connection: the upsert of the month's sequence row, the
 * order (drizzle's insert of the row orders-write.ts built, numbered from the upsert), its extra-charge rows
 * and add-on links and its audit row are CTEs of it. The sequence row stays locked until the statement
 * commits, so concurrent stores get consecutive numbers, and nothing can fail between taking a number and
 * committing it: no gaps. No round trip to the server happens while the lock is held (docs/performance.md).
 * Prepared once per app (orders/statements.ts); an upgrade's transaction prepares its own under a savepoint.
 */
export const prepareOrderStore = (db: Db) => {
  const seq = db.$with('seq').as(
    db
      .insert(codeSequences)
      .values({ scope: sql.placeholder('scope'), last_value: 1 })
      .onConflictDoUpdate({
        target: codeSequences.scope,
        set: { last_value: sql`${codeSequences.last_value} + 1` },
      })
      .returning({ last_value: codeSequences.last_value }),
  );
  const num = db
    .$with('num')
    .as(db.select({ number: numberOf(sql.placeholder('prefix'), seq.last_value).as('number') }).from(seq));
  const newOrder = db.$with('new_order').as(
    db
      .insert(orders)
      .values({
        ...ROW_PLACEHOLDERS,
        ...NEW_ORDER_STATE,
        invoice_number: sql`(select ${num.number} from ${num})`,
      })
      .returning({ id: orders.id, invoice_number: orders.invoice_number }),
  );
  const orderId = sql`(select ${newOrder.id} from ${newOrder})`;
  const extras = db
    .$with('extras', {})
    .as(insertLines(orderExtraPackages, EXTRA_KEYS, sql.placeholder('extras'), orderId));
  const addOns = db
    .$with('add_ons', {})
    .as(insertLines(orderAddOns, ADD_ON_KEYS, sql.placeholder('addOns'), orderId));
  const audit = db.$with('audit_row').as(
    db
      .insert(auditLogs)
      .values({
        admin_id: sql.placeholder('adminId'),
        admin_role: sql.placeholder('adminRole'),
        api_key_id: sql.placeholder('apiKeyId'),
        request_id: sql.placeholder('requestId'),
        action: sql.placeholder('action'),
        entity: 'order',
        entity_id: sql`(select ${newOrder.id}::text from ${newOrder})`,
        after: sql`${sql.placeholder('after')}::jsonb || (select jsonb_build_object('id', ${newOrder.id}, 'invoice_number', ${newOrder.invoice_number}) from ${newOrder})`,
      })
      .returning({ id: auditLogs.id }),
  );
  return db
    .with(seq, num, newOrder, extras, addOns, audit)
    .select({ id: newOrder.id })
    .from(newOrder)
    .prepare('order_store');
};
export type OrderStoreStatement = ReturnType<typeof prepareOrderStore>;

/**
 * A number the sequence would give next but an order from elsewhere (imported data) already holds: the
 * sequence moves past it, only if it still stands just before it, so concurrent stores skip it once.
 */
async function skipTakenNumber(db: Db, scope: string, prefix: string): Promise<void> {
  const next = numberOf(prefix, sql`${codeSequences.last_value} + 1`);
  await db
    .update(codeSequences)
    .set({ last_value: sql`${codeSequences.last_value} + 1` })
    .where(
      sql`${codeSequences.scope} = ${scope} and exists (select 1 from ${orders} where ${orders.invoice_number} = ${next})`,
    );
}

/**
 * The order statements (orders/statements.ts) as the store uses them: its statement on a handle. Declared by
 * its shape here, so this module, which statements.ts imports, imports nothing back.
 */
interface StoreStatementsOn {
  on(db: Db): { store: OrderStoreStatement };
}

/**
 * Stores the order with the month's next number (prepareOrderStore), and answers its id, on the statement of
 * `statements` for `db`; in a transaction (an upgrade) on one for a savepoint.
 */
export async function storeNumberedOrder(
  db: Db,
  order: NumberedOrder,
  today: CalendarDate,
  statements: StoreStatementsOn,
): Promise<number> {
  const { year, month, scope } = monthOf(today);
  const prefix = invoicePrefix(year, month);
  const values = {
    ...order.row,
    scope,
    prefix,
    extras: linesJson(orderExtraPackages, EXTRA_KEYS, order.extras),
    addOns: linesJson(orderAddOns, ADD_ON_KEYS, order.addOns),
    action: order.action,
    adminId: order.context.adminId,
    adminRole: order.context.role ?? null,
    apiKeyId: order.context.apiKeyId ?? null,
    requestId: order.context.requestId,
    after: JSON.stringify(toJson(order.after)),
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      // In a transaction (an upgrade) under a savepoint, so a taken number leaves the transaction usable.
      const [stored] = is(db, PgTransaction)
        ? await db.transaction((savepoint) => statements.on(savepoint).store.execute(values))
        : await statements.on(db).store.execute(values);
      return stored!.id;
    } catch (error) {
      // Nothing was written, the number included; a number held by an imported order is skipped, then again.
      // A second live renewal of one order (ONE_RENEWAL_INDEX) is the caller's to refuse (write-errors.ts).
      const renewal = pgErrorConstraint(error) === ONE_RENEWAL_INDEX;
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || renewal || attempt === MAX_TAKEN_NUMBERS) throw error;
      await skipTakenNumber(db, scope, prefix);
    }
  }
}

/** How many numbers held by imported orders one store skips before giving up (a sane bound, not a rule). */
const MAX_TAKEN_NUMBERS = 100;
