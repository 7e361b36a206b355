// The record of reminders (issue 21): which orders have a step due, claiming a step before its mail goes,
// recording that it went, and the list the view dialog shows. UNIQUE (order_id, step_day) decides between
// instances: whoever inserts the row sends; a second scan or a second instance finds the row and does nothing.
import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { invoiceReminders, orders, type Db } from '@tagih/db';
import { addDays, jakartaDateTimeToUtc, todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { invoiceDatesWithStepDue, invoiceDueDate, reminderStepDue } from '@tagih/domain/reminders';
import type { SentReminder } from '@tagih/domain/schemas/reminder';
import { z } from 'zod';
import { writeAudit, type AuditContext } from '../../../repositories/audit.ts';
import { isoText } from '../../../repositories/sql-values.ts';
import { emitReminderSent } from './delivery-events.ts';

/**
 * How long a claim without sent_at is left alone: longer than a send job may run (pg-boss expires it after
 * REMINDER_SEND_EXPIRY_SECONDS), so only a send that was cut off (the process died between the claim and the
 * record of the mail) is ever taken up again.
 */
export const REMINDER_CLAIM_LEASE_MS = 30 * 60_000;

/**
 * A step whose mail failed this many times (no address, the mail server refusing) is left alone: its last error
 * shows in the view dialog, and the hourly scan stops drawing its PDF again and again.
 */
export const REMINDER_MAX_ATTEMPTS = 5;

export interface DueReminder {
  orderId: number;
  stepDay: number;
  dueDate: CalendarDate;
}

/**
 * An order the reminders chase (issue 21: "unpaid, uncancelled orders past their due date"): not cancelled,
 * not paid and something is owed, whether or not its invoice was mailed before (the reminder carries it).
 */
const chased = and(eq(orders.is_canceled, 0), ne(orders.status, 1), gt(orders.balance_due, '0'));

/**
 * The (order, step) pairs due on `today` (WIB) under the schedule `days` that have no reminder yet, or whose
 * send was cut off (claimed before `now - lease`, never recorded as sent). Reads only the orders stored in the
 * window of invoice dates that can have a step due (domain reminders.ts), on the created_on index.
 */
export async function dueReminders(
  db: Db,
  today: CalendarDate,
  days: readonly number[],
  now: Date,
): Promise<DueReminder[]> {
  const window = invoiceDatesWithStepDue(today, days);
  if (!window) return [];
  const staleBefore = new Date(now.getTime() - REMINDER_CLAIM_LEASE_MS);
  const rows = await db
    .select({
      id: orders.id,
      created_on: orders.created_on,
      // Steps already sent, or claimed by a send that may still be running.
      taken: sql<number[]>`coalesce((select array_agg(r.step_day::int) from ${invoiceReminders} r
        where r.order_id = ${orders.id}
          and (r.sent_at is not null or r.attempts >= ${REMINDER_MAX_ATTEMPTS}
            or (r.last_error is null and r.claimed_at >= ${staleBefore}))), '{}')`,
    })
    .from(orders)
    .where(
      and(
        chased,
        gte(orders.created_on, jakartaDateTimeToUtc(window.from, '00:00')),
        lt(orders.created_on, jakartaDateTimeToUtc(addDays(window.to, 1), '00:00')),
      ),
    )
    .orderBy(asc(orders.id));
  const due: DueReminder[] = [];
  for (const row of rows) {
    const dueDate = invoiceDueDate(todayInJakarta(row.created_on));
    const stepDay = reminderStepDue(dueDate, today, days);
    if (stepDay !== null && !row.taken.includes(stepDay)) due.push({ orderId: row.id, stepDay, dueDate });
  }
  return due;
}

const claimedRows = z.object({
  rows: z.array(z.object({ id: z.coerce.number().int(), amount_due: z.string() })),
});

export interface ReminderClaim {
  id: number;
  amountDue: string;
}

/**
 * Claims step `stepDay` of the order for this sender, in one statement: inserted only while the order is
 * still chased (a payment or a cancellation since the scan stops it), or taken over when an earlier claim
 * failed to mail (last_error) or was cut off (older than the lease). Null: someone else has it, it went, or
 * the order no longer needs it. The claim commits before the mail goes (decisions-made.md, "Reminders").
 */
export async function claimReminder(db: Db, reminder: DueReminder, now: Date): Promise<ReminderClaim | null> {
  const staleBefore = new Date(now.getTime() - REMINDER_CLAIM_LEASE_MS);
  const r = invoiceReminders;
  // INSERT ... SELECT from the order itself (drizzle's insert().select() wants every column), so the claim and
  // the "still chased" check are one statement.
  const result = await db.execute(sql`
    insert into ${r} (${sql.identifier(r.order_id.name)}, ${sql.identifier(r.step_day.name)},
      ${sql.identifier(r.due_date.name)}, ${sql.identifier(r.amount_due.name)}, ${sql.identifier(r.claimed_at.name)})
    select ${orders.id}, ${reminder.stepDay}, ${reminder.dueDate}::date, ${orders.balance_due}, ${now}::timestamptz
      from ${orders} where ${and(eq(orders.id, reminder.orderId), chased)}
    on conflict (${sql.identifier(r.order_id.name)}, ${sql.identifier(r.step_day.name)}) do update
      set ${sql.identifier(r.claimed_at.name)} = excluded.${sql.identifier(r.claimed_at.name)},
          ${sql.identifier(r.amount_due.name)} = excluded.${sql.identifier(r.amount_due.name)},
          ${sql.identifier(r.attempts.name)} = ${r}.${sql.identifier(r.attempts.name)} + 1,
          ${sql.identifier(r.last_error.name)} = null
      where ${r}.${sql.identifier(r.sent_at.name)} is null
        and ${r}.${sql.identifier(r.attempts.name)} < ${REMINDER_MAX_ATTEMPTS}
        and (${r}.${sql.identifier(r.last_error.name)} is not null
          or ${r}.${sql.identifier(r.claimed_at.name)} < ${staleBefore}::timestamptz)
    returning ${sql.identifier(r.id.name)} as id, ${sql.identifier(r.amount_due.name)}::text as amount_due`);
  const claimed = claimedRows.parse(result).rows.map((row) => ({ id: row.id, amountDue: row.amount_due }));
  return claimed[0] ?? null;
}

/** The mail went: records when and to whom, with the audit row, in one transaction. */
export async function recordReminderSent(
  db: Db,
  claim: ReminderClaim,
  sent: { orderId: number; stepDay: number; to: string[]; bcc: string[]; sentAt: Date },
  context: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(invoiceReminders)
      .set({ sent_at: sent.sentAt, sent_to: sent.to, bcc: sent.bcc })
      .where(eq(invoiceReminders.id, claim.id));
    await writeAudit(tx, context, {
      action: 'send_reminder',
      entity: 'order',
      entityId: sent.orderId,
      after: {
        step_day: sent.stepDay,
        sent_at: sent.sentAt,
        sent_to: sent.to,
        bcc: sent.bcc,
        amount_due: claim.amountDue,
      },
    });
    await emitReminderSent(tx, sent.orderId, sent.stepDay, await listOrderReminders(tx, sent.orderId));
  });
}

/** The mail did not go (no address, the mail server refused): the claim is released for a later try. */
export async function recordReminderFailed(db: Db, claim: ReminderClaim, why: string): Promise<void> {
  await db
    .update(invoiceReminders)
    .set({ last_error: why.slice(0, 500) })
    .where(eq(invoiceReminders.id, claim.id));
}

/** GET /orders/{id}/reminders: the order's reminders, by step. */
export async function listOrderReminders(db: Db, orderId: number): Promise<SentReminder[]> {
  return db
    .select({
      step_day: invoiceReminders.step_day,
      due_date: invoiceReminders.due_date,
      claimed_at: isoText(invoiceReminders.claimed_at),
      sent_at: isoText(invoiceReminders.sent_at),
      sent_to: invoiceReminders.sent_to,
      amount_due: invoiceReminders.amount_due,
      last_error: invoiceReminders.last_error,
    })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.order_id, orderId))
    .orderBy(asc(invoiceReminders.step_day));
}
