// The automatic renewal (issue 32, decisions-made.md "Automatic renewal"): a scan finds the subscriptions of
// companies with `auto_renew` whose current order is due (domain autoRenewalDue: within the company's
// `renew_days_before` days of its last day, not ended), and each is renewed and its invoice mailed once:
// - the claim is the `auto_renewals` row (id_order PK), inserted in the renewal's own transaction
//   (renewOrder's `inTransaction`): the renewal and its claim commit together or not at all, so a second
//   instance, a retry or a restart finds it and renews nothing; `orders_one_renewal` is the last guard (a 409
//   from renewOrder, e.g. an order renewed by hand meanwhile, is a quiet skip);
// - the mail goes after the commit by the caller that made the claim, and `mailed_at` is set when it went;
//   `mail_error` keeps the last failure, and a retry (a later scan) mails only while `mailed_at` is null and
//   only after taking the failure (clearing `mail_error` in one UPDATE), so two instances never both retry.
import { and, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { autoRenewals, companies, orders, subscriptions, type Db } from '@tagih/db';
import { addDays, todayInJakarta, type CalendarDate } from '@tagih/domain/dates';
import { autoRenewalDue, MAX_SUBSCRIPTION_DAYS } from '@tagih/domain/subscriptions';
import { AppError } from '../lib/app-error.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../lib/pg-errors.ts';
import type { AuditContext } from '../repositories/audit.ts';
import { sendInvoice } from '../orders/invoice/delivery/send-invoice.ts';
import { errorText, renewOrder, type RenewDeps } from './renew.ts';

export interface AutoRenewalDeps extends RenewDeps {
  /** The clock "today" (WIB) is read from; injected so tests move it. */
  now: () => Date;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/** One due renewal: the current order to renew. */
export interface DueRenewal {
  orderId: number;
}

export type AutoRenewalOutcome = 'renewed' | 'mailed' | 'skipped' | 'failed';

/**
 * The current orders due for their automatic renewal today, not claimed yet, then the claims whose invoice is
 * still to be mailed. A current order that has not started is a renewal waiting for its period (the chain was
 * renewed already) and is left alone; so is an order whose claim stands (its automatic renewal was cancelled
 * since: a clerk's choice the job does not undo).
 */
export async function scanDueRenewals(deps: AutoRenewalDeps): Promise<DueRenewal[]> {
  const today = todayInJakarta(deps.now());
  const rows = await deps.db
    .select({
      orderId: subscriptions.id_order,
      endPeriod: subscriptions.end_period,
      daysBefore: companies.renew_days_before,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id_company, subscriptions.id_company))
    .leftJoin(autoRenewals, eq(autoRenewals.id_order, subscriptions.id_order))
    .where(
      and(
        eq(companies.auto_renew, true),
        isNull(autoRenewals.id_order),
        lte(subscriptions.start_period, today),
        gte(subscriptions.end_period, today),
        lte(subscriptions.end_period, addDays(today, MAX_SUBSCRIPTION_DAYS)),
      ),
    )
    .orderBy(subscriptions.end_period, subscriptions.id_order);
  const due = rows.filter((row) => autoRenewalDue(row.endPeriod, row.daysBefore, today));
  return [...due, ...(await unmailedClaims(deps.db, today))].map((row) => ({ orderId: row.orderId }));
}

/**
 * Renewals made whose invoice did not go (a failure recorded: no address yet, the mail server refused) while
 * the renewed order has not ended: each scan tries the mail again, so a clerk who adds the company's email sees it go within the hour.
 */
async function unmailedClaims(db: Db, today: CalendarDate) {
  return db
    .select({ orderId: autoRenewals.id_order })
    .from(autoRenewals)
    .innerJoin(orders, eq(orders.id, autoRenewals.id_order))
    .where(
      and(isNull(autoRenewals.mailed_at), isNotNull(autoRenewals.mail_error), gte(orders.end_period, today)),
    )
    .orderBy(autoRenewals.id_order);
}

/**
 * Renews `due.orderId` unless it was claimed already, then mails the renewal's invoice unless it was mailed.
 * A mail that fails is recorded in `mail_error` and thrown, so the queue retries the job (which then only mails).
 */
export async function renewAutomatically(
  deps: AutoRenewalDeps,
  due: DueRenewal,
  context: AuditContext,
): Promise<AutoRenewalOutcome> {
  const claim = await findClaim(deps.db, due.orderId);
  if (claim) {
    // A claim made earlier: its mail is retried only after a failure was recorded, by the one caller whose
    // update takes it (clears mail_error). A claim with neither is being mailed by the caller that made it.
    if (claim.mailed_at || !(await takeMailRetry(deps.db, due.orderId))) return 'skipped';
    await mailRenewal(deps, due.orderId, claim.renewal_id, context);
    return 'mailed';
  }
  const made = await renewClaiming(deps, due.orderId, context, todayInJakarta(deps.now()));
  if (made === null) return 'skipped';
  await mailRenewal(deps, due.orderId, made, context);
  return 'renewed';
}

/** Mails the renewal's invoice and records it; a failure is recorded in `mail_error` and thrown. */
async function mailRenewal(deps: AutoRenewalDeps, orderId: number, renewalId: number, context: AuditContext) {
  try {
    await sendInvoice(deps, renewalId, context);
  } catch (error) {
    const why = error instanceof AppError ? errorText(error) : String((error as Error)?.message ?? error);
    await deps.db.update(autoRenewals).set({ mail_error: why }).where(eq(autoRenewals.id_order, orderId));
    throw error;
  }
  // After the mail: should this write fail, the claim keeps neither mark and is not retried by a scan (a mail
  // lost to a crash, never a second one); the queue's retry of the job finds it the same way.
  await deps.db
    .update(autoRenewals)
    .set({ mailed_at: deps.now(), mail_error: null })
    .where(eq(autoRenewals.id_order, orderId));
}

async function takeMailRetry(db: Db, orderId: number): Promise<boolean> {
  const taken = await db
    .update(autoRenewals)
    .set({ mail_error: null })
    .where(
      and(
        eq(autoRenewals.id_order, orderId),
        isNull(autoRenewals.mailed_at),
        isNotNull(autoRenewals.mail_error),
      ),
    )
    .returning({ id: autoRenewals.id_order });
  return taken.length > 0;
}

async function findClaim(db: Db, orderId: number) {
  const [claim] = await db
    .select({ renewal_id: autoRenewals.renewal_id, mailed_at: autoRenewals.mailed_at })
    .from(autoRenewals)
    .where(eq(autoRenewals.id_order, orderId));
  return claim;
}

/**
 * The renewal with its claim in one transaction: the id of the renewal made, or null when the order was renewed
 * meanwhile (by hand, or by another instance whose claim committed first) or is no longer renewable.
 */
async function renewClaiming(
  deps: AutoRenewalDeps,
  orderId: number,
  context: AuditContext,
  today: CalendarDate,
): Promise<number | null> {
  try {
    const { renewal } = await renewOrder(deps, orderId, context, {
      send: false,
      automatic: true,
      today,
      inTransaction: async (tx, renewalId) => {
        await tx
          .insert(autoRenewals)
          .values({ id_order: orderId, renewal_id: renewalId, made_at: deps.now() });
      },
    });
    deps.log.info({ orderId, renewalId: renewal.id }, 'automatic renewal made');
    return renewal.id;
  } catch (error) {
    // 409: renewed meanwhile (orders_one_renewal, or refused under the row lock); 404: voided; a unique
    // violation: a claim stands for it (its renewal was cancelled since: a clerk's choice, not renewed again).
    const renewed = error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404);
    if (renewed || pgErrorCode(error) === UNIQUE_VIOLATION) {
      deps.log.info({ orderId, why: String(error) }, 'automatic renewal skipped: renewed or gone');
      return null;
    }
    throw error;
  }
}

/** How many of each outcome a run had (app.renewals.runNow answers it). */
export function noOutcomes(): Record<AutoRenewalOutcome, number> {
  return { renewed: 0, mailed: 0, skipped: 0, failed: 0 };
}
