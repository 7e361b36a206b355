// The automatic renewal (issue 32, decisions-made.md "Automatic renewal"): a scan finds the subscriptions of
// companies with `auto_renew` whose current order is due (domain autoRenewalDue: within the company's
// `renew_days_before` days of its last day, not ended), and each is renewed and its invoice mailed once:
// - the claim is the `auto_renewals` row (id_order PK), inserted in the renewal's own transaction
//   (renewOrder's `inTransaction`): the renewal and its claim commit together or not at all, so a second
//   instance, a retry or a restart finds it and renews nothing; `orders_one_renewal` is the last guard (a 409
//   from renewOrder, e.g. an order renewed by hand meanwhile, is a quiet skip);
// - the mail goes after the commit, and `mailed_at` is set when it went: a retry mails only while it is null,
//   and `mail_error` keeps the last failure.
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { autoRenewals, companies, subscriptions, type Db } from '@tagih/db';
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
 * The current orders due for their automatic renewal today, not claimed yet. A current order that has not
 * started is a renewal waiting for its period (the chain was renewed already) and is left alone.
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
  return rows
    .filter((row) => autoRenewalDue(row.endPeriod, row.daysBefore, today))
    .map((row) => ({ orderId: row.orderId }));
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
  let claim = await findClaim(deps.db, due.orderId);
  let outcome: AutoRenewalOutcome = 'mailed';
  if (!claim) {
    const made = await renewClaiming(deps, due.orderId, context, todayInJakarta(deps.now()));
    if (!made) return 'skipped';
    claim = { renewal_id: made, mailed_at: null };
    outcome = 'renewed';
  }
  if (claim.mailed_at) return 'skipped';
  try {
    await sendInvoice(deps, claim.renewal_id, context);
  } catch (error) {
    const why = error instanceof AppError ? errorText(error) : String((error as Error)?.message ?? error);
    await deps.db.update(autoRenewals).set({ mail_error: why }).where(eq(autoRenewals.id_order, due.orderId));
    throw error;
  }
  // After the mail: should this write fail, a retry mails again (a second mail, never a lost one).
  await deps.db
    .update(autoRenewals)
    .set({ mailed_at: deps.now(), mail_error: null })
    .where(eq(autoRenewals.id_order, due.orderId));
  return outcome;
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
