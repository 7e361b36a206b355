// Which subscriptions a 'Langganan' query keeps (issue 32), as SQL over the kept subscriptions table. A status is
// a range of the current order's period around today, the same rule as the domain's subscriptionStatus (a test
// holds the two together), written as range conditions on start_period and end_period so PostgreSQL answers
// it from their indexes (subscriptions_start_idx, subscriptions_end_idx) instead of judging every row.
import { and, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { companies, subscriptions, type Db } from '@tagih/db';
import { addDays, type CalendarDate } from '@tagih/domain/dates';
import type { SubscriptionListQuery } from '@tagih/domain/schemas/subscription';
import type { SubscriptionStatus } from '@tagih/domain/subscriptions';
import { containsText } from '../lib/search.ts';

/** The day a status is judged on and when a running subscription counts as ending. */
export interface SubscriptionClock {
  today: CalendarDate;
  /** 'Setting Langganan' ending_within_days. */
  endingWithin: number;
}

const { start_period: start, end_period: end } = subscriptions;

/** Running on `today`: started on or before it and not yet past its last day. */
const running = (today: CalendarDate) => and(lte(start, today), gte(end, today))!;

/**
 * The subscriptions whose status on `clock.today` is `status` (domain subscriptionStatus):
 * renewed = starts after today; ended = ended before today (a period that ended started before);
 * ending = running and its last day at most N days away; active = running and further away.
 */
export function statusCondition(status: SubscriptionStatus, clock: SubscriptionClock): SQL {
  const { today, endingWithin } = clock;
  const lastEndingDay = addDays(today, endingWithin);
  switch (status) {
    case 'renewed':
      return gt(start, today);
    case 'ended':
      return lt(end, today);
    case 'ending':
      return and(running(today), lte(end, lastEndingDay))!;
    case 'active':
      return and(lte(start, today), gt(end, lastEndingDay))!;
  }
}

/** The filter of a list or export query: company-name search, status, ends within N days, company, product. */
export function subscriptionFilter(
  db: Db,
  query: Omit<SubscriptionListQuery, 'page'>,
  clock: SubscriptionClock,
): SQL | undefined {
  const named = containsText(query.search, companies.name_company);
  return and(
    named &&
      inArray(subscriptions.id_company, db.select({ id: companies.id_company }).from(companies).where(named)),
    query.status && statusCondition(query.status, clock),
    query.ending_within !== undefined
      ? and(running(clock.today), lte(end, addDays(clock.today, query.ending_within)))
      : undefined,
    query.id_company !== undefined ? eq(subscriptions.id_company, query.id_company) : undefined,
    query.id_product_item !== undefined
      ? eq(subscriptions.id_product_item, query.id_product_item)
      : undefined,
  );
}
