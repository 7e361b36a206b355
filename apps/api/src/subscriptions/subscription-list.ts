// 'Langganan' (issue 32): a page of the kept subscriptions joined to their companies, and the export of the same
// filter and sort. Status and days left are judged here on the app's day (domain subscriptions.ts), from the
// current order's period the row holds.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { companies, subscriptions, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import {
  subscriptionListColumns,
  type SubscriptionExportQuery,
  type SubscriptionListQuery,
  type SubscriptionRow,
} from '@tagih/domain/schemas/subscription';
import { daysLeft, SUBSCRIPTION_STATUS_LABELS, subscriptionStatus } from '@tagih/domain/subscriptions';
import { estimateRows, searchReach } from '../repositories/capped-count.ts';
import { declaredSorts, orderOf, sortKeyOf } from '../repositories/list-order.ts';
import type { ExportRows } from '../repositories/standard-repository.ts';
import { tableList } from '../repositories/table-list.ts';
import { subscriptionFilter, type SubscriptionClock } from './subscription-filter.ts';

const fields = {
  id: subscriptions.id,
  id_company: subscriptions.id_company,
  name_company: companies.name_company,
  id_order: subscriptions.id_order,
  invoice_number: subscriptions.invoice_number,
  id_product_item: subscriptions.id_product_item,
  product: subscriptions.product,
  start_period: subscriptions.start_period,
  end_period: subscriptions.end_period,
  total_month: subscriptions.total_month,
  monthly_value: subscriptions.monthly_value,
  auto_renew: companies.auto_renew,
};
type SubscriptionRecord = Omit<SubscriptionRow, 'days_left' | 'status' | 'status_label'>;

/** `days_left` is the end less today: it sorts as the end does. */
const sorts = declaredSorts(subscriptionListColumns, {
  name_company: companies.name_company,
  start_period: subscriptions.start_period,
  end_period: subscriptions.end_period,
  days_left: subscriptions.end_period,
  monthly_value: subscriptions.monthly_value,
});
const newestFirst = { column: subscriptions.id, dir: 'desc' as const, id: subscriptions.id };

const from = (db: Db, selected = fields as object) =>
  db
    .select(selected as typeof fields)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id_company, subscriptions.id_company))
    .$dynamic();

/** A row as the wire has it: the record and what it is on the clock's day. */
function rowOn(clock: SubscriptionClock) {
  return (record: SubscriptionRecord): SubscriptionRow => {
    const status = subscriptionStatus(record, clock.today, clock.endingWithin);
    return {
      ...record,
      days_left: daysLeft(record, clock.today),
      status,
      status_label: SUBSCRIPTION_STATUS_LABELS[status],
    };
  };
}

/**
 * The total of a filter: exact up to the cap, else the planner's estimate, flagged (capped-count.ts, as a
 * search's total): at a million chains counting every one would cost more than the page.
 */
async function cappedTotal(db: Db, filter: SQL | undefined, offset: number) {
  const reach = searchReach(offset, PAGE_SIZE);
  const matches = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(filter)
    .limit(reach)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const total = Number(row?.n ?? 0);
  if (total < reach) return { total, estimated: false };
  const estimate = await estimateRows(db, subscriptions, filter ?? sql`true`);
  return { total: Math.max(reach, estimate), estimated: true };
}

export async function listSubscriptions(
  db: Db,
  query: SubscriptionListQuery,
  clock: SubscriptionClock,
): Promise<{ rows: SubscriptionRow[]; total: number; estimated: boolean }> {
  const filter = subscriptionFilter(db, query, clock);
  const offset = (query.page - 1) * PAGE_SIZE;
  const [records, counted] = await Promise.all([
    from(db)
      .where(filter)
      .orderBy(...orderOf(sortKeyOf(sorts, query, newestFirst)))
      .limit(PAGE_SIZE)
      .offset(offset),
    cappedTotal(db, filter, offset),
  ]);
  return { rows: records.map(rowOn(clock)), ...counted };
}

/** Every row of the list under its query, in its order, in keyset chunks (table-list.ts). */
export function exportSubscriptions(
  db: Db,
  query: SubscriptionExportQuery,
  clock: SubscriptionClock,
): Promise<ExportRows<SubscriptionRow>> {
  const list = tableList<SubscriptionRecord, SubscriptionRow>({
    table: subscriptions,
    id: subscriptions.id,
    sorts,
    joined: { fields, from: (database, selected) => from(database, selected) },
    toRow: rowOn(clock),
  });
  return list.exportRows(db, subscriptionFilter(db, query, clock), query);
}
