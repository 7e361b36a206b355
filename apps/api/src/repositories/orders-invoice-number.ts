// Invoice numbers INV/{YYYY}/{MM}/{NNNN}, a sequence per WIB month kept in code_sequences (scope
// 'invoice:YYYY-MM'). The number is taken by the statement that stores the order: the upsert below locks the
// month's row until that statement commits, so concurrent stores queue on it and get consecutive numbers,
// and a store that fails takes no number. No gaps, no duplicates.
import { eq, sql } from 'drizzle-orm';
import { auditLogs, codeSequences, orderAddOns, orderExtraPackages, orders, type Db } from '@tagih/db';
import { formatInvoiceNumber, invoicePrefix } from '@tagih/domain/codes';
import type { CalendarDate } from '@tagih/domain/dates';
import { toJson, type AuditContext } from './audit.ts';
import { NamedStatement } from './raw-rows.ts';

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

/** What one store writes: the order row (every column but its id and number), its child rows and its audit. */
export interface NumberedOrder {
  row: Record<string, unknown>;
  extras: Array<{
    id_extra_package: number;
    name_extra_package: string;
    price_extra_package: string;
    disc_extra_package: string;
    position: number;
  }>;
  addOns: Array<{ add_on_id: number; name: string; price: string }>;
  context: AuditContext;
  /** The audit's record of the order; its id and invoice_number are filled in with those taken. */
  after: Record<string, unknown>;
  /** An upgrade: the previous order must still be as it was priced (same updated_at, not cancelled). */
  previous: { id: number; updated_at: Date } | null;
}

/**
 * The whole store as ONE autocommit statement, prepared once per connection: the guard on the previous order
 * (FOR SHARE), the order's id, the upsert of the month's sequence row, the order, its extra-charge rows and
 * add-on links and its audit row are CTEs of it. The sequence row stays locked until the statement commits,
 * so concurrent stores get consecutive numbers, and nothing can fail between taking a number and committing
 * it: no gaps. No round trip to the server happens while the lock is held (docs/performance.md).
 */
const STORE_NUMBERED = new NamedStatement<{ id: number | null; numbered: string }>(
  'order_store_numbered',
  sql`with previous_ok as (
        select 1 from ${orders} where ${orders.id} = ${sql.placeholder('previousId')}::int
          and date_trunc('milliseconds', ${orders.updated_at}) = ${sql.placeholder('previousVersion')}::timestamptz
          and ${orders.is_canceled} = 0 for share),
      seq as (
        insert into ${codeSequences} (scope, last_value)
        select ${sql.placeholder('scope')}::text, 1 where ${sql.placeholder('previousId')}::int is null or exists (select 1 from previous_ok)
        on conflict (scope) do update set last_value = ${codeSequences.last_value} + 1
        returning last_value),
      num as (
        select ${sql.placeholder('prefix')}::text || case when last_value < 10000 then lpad(last_value::text, 4, '0') else last_value::text end as number,
               nextval(pg_get_serial_sequence('orders', 'id'))::int as id
        from seq),
      new_order as (
        insert into ${orders}
        -- In FROM, so the record is built once: (jsonb_populate_record(...)).* would build it once per column.
        select record.* from num,
          jsonb_populate_record(null::orders, ${sql.placeholder('row')}::jsonb || jsonb_build_object('id', num.id, 'invoice_number', num.number)) as record
        on conflict (invoice_number) do nothing
        returning id, invoice_number),
      extras as (
        insert into ${orderExtraPackages} (order_id, id_extra_package, name_extra_package, price_extra_package, disc_extra_package, position)
        select new_order.id, x.id_extra_package, x.name_extra_package, x.price_extra_package, x.disc_extra_package, x.position
        from new_order, jsonb_to_recordset(${sql.placeholder('extras')}::jsonb)
          as x(id_extra_package int, name_extra_package text, price_extra_package bigint, disc_extra_package bigint, position int)
        returning 1),
      add_ons as (
        insert into ${orderAddOns} (order_id, add_on_id, name, price)
        select new_order.id, x.add_on_id, x.name, x.price
        from new_order, jsonb_to_recordset(${sql.placeholder('addOns')}::jsonb) as x(add_on_id int, name text, price bigint)
        returning 1),
      audit_row as (
        insert into ${auditLogs} (admin_id, request_id, action, entity, entity_id, after)
        select ${sql.placeholder('adminId')}::int, ${sql.placeholder('requestId')}::text, 'create', 'order', new_order.id::text,
               ${sql.placeholder('after')}::jsonb || jsonb_build_object('id', new_order.id, 'invoice_number', new_order.invoice_number)
        from new_order
        returning 1)
      select (select id from new_order) as id, (select count(*) from seq)::text as numbered`,
);

/**
 * Stores the order with the month's next number (STORE_NUMBERED). A number already used by an order that did
 * not come from the sequence (imported data) is skipped, still under the lock. Answers the new order's id, or
 * null when the previous order changed since it was read (nothing written).
 */
export async function storeNumberedOrder(
  db: Db,
  order: NumberedOrder,
  today: CalendarDate,
): Promise<number | null> {
  const { year, month, scope } = monthOf(today);
  const json = (data: unknown) => JSON.stringify(toJson(data));
  const values = {
    previousId: order.previous?.id ?? null,
    previousVersion: order.previous?.updated_at.toISOString() ?? null,
    scope,
    prefix: invoicePrefix(year, month),
    row: json(order.row),
    extras: json(order.extras),
    addOns: json(order.addOns),
    adminId: order.context.adminId,
    requestId: order.context.requestId,
    after: json(order.after),
  };
  for (;;) {
    const [result] = await STORE_NUMBERED.rows(db, values);
    if (result?.id) return result.id;
    if (Number(result?.numbered ?? 0) === 0) return null; // the previous order changed: nothing was taken
    // Otherwise the number was taken by an order from elsewhere: the next one, still under the lock.
  }
}
