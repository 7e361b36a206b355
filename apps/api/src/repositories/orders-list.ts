// The order list at a million rows (docs/performance.md). Without a search the total is the sum of the
// per-month counts the triggers keep (order_counts_by_month), and a page is read as ids from the
// (created_on, id) index alone, then joined: a deep page starts in the month that holds it instead of
// skipping half a million rows. A search first resolves the company names and package names that match
// (small, indexed) and then filters orders by indexed columns only, so the planner can choose between the
// indexes (a few matches) and a newest-first walk (many). Its total is counted as capped-count.ts says.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { companies, orderCountsByMonth, orders, userPackages, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { containsPattern } from '../lib/search.ts';
import { estimateRows, rawRows, searchReach } from './capped-count.ts';
import { orderRowColumns, toOrderRow } from './orders-read.ts';

/** Above this many matching companies a search filters by a subquery instead of listing their ids. */
const COMPANY_ID_LIST_LIMIT = 200;

export interface OrderPage {
  rows: OrderRow[];
  total: number;
  /** True when total is the planner's estimate (a search matching more than SEARCH_COUNT_CAP orders). */
  estimated: boolean;
}

const newestFirst = [desc(orders.created_on), desc(orders.id)];

/** The full rows of `ids` (a subquery of ids in page order), newest first. */
function rowsOf(db: Db, ids: SQL) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .innerJoin(userPackages, eq(userPackages.id, orders.id_user_package))
    .where(sql`${orders.id} in ${ids}`)
    .orderBy(...newestFirst);
}

/** Where the offset falls: the end of the month to start below and the offset left inside it. */
function startOf(months: Array<{ month_utc: string; row_count: number }>, offset: number) {
  let before = 0;
  for (const [index, month] of months.entries()) {
    if (offset < before + month.row_count) {
      // Below the end of this month (UTC): the newer months' rows are skipped without reading them.
      const newer = months[index - 1];
      return { below: newer ? new Date(`${newer.month_utc}T00:00:00Z`) : null, offset: offset - before };
    }
    before += month.row_count;
  }
  return null;
}

/**
 * Page 1 is what the console opens on: one prepared statement answers its rows and the total, with neither
 * parsing nor planning per request. It has no parameter at all (the page size is written into it): with a
 * `limit $1` PostgreSQL would plan it afresh every time, a custom plan being so much cheaper than a generic
 * one for an unknown limit, and planning costs more than running it.
 */
function prepareFirstPage(db: Db) {
  const newestIds = sql`select ${orders.id} from ${orders} order by ${orders.created_on} desc, ${orders.id} desc limit ${sql.raw(String(PAGE_SIZE))}`;
  const total = sql<number>`(select coalesce(sum(${orderCountsByMonth.row_count}), 0) from ${orderCountsByMonth})`.mapWith(Number);
  return db
    .select({ ...orderRowColumns, total })
    .from(orders)
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .innerJoin(userPackages, eq(userPackages.id, orders.id_user_package))
    .where(sql`${orders.id} in (${newestIds})`)
    .orderBy(...newestFirst)
    .prepare('orders_list_first_page');
}
const firstPageStatements = new WeakMap<Db, ReturnType<typeof prepareFirstPage>>();

async function listAll(db: Db, page: number): Promise<OrderPage> {
  const offset = (page - 1) * PAGE_SIZE;
  if (offset === 0) {
    let statement = firstPageStatements.get(db);
    if (!statement) firstPageStatements.set(db, (statement = prepareFirstPage(db)));
    const rows = await statement.execute();
    if (rows.length > 0) return { rows: rows.map(toOrderRow), total: rows[0]!.total, estimated: false };
  }
  const monthsQuery = db
    .select({ month_utc: orderCountsByMonth.month_utc, row_count: orderCountsByMonth.row_count })
    .from(orderCountsByMonth)
    .where(sql`${orderCountsByMonth.row_count} <> 0`)
    .orderBy(desc(orderCountsByMonth.month_utc));
  const pageIds = (below: Date | null, skip: number) =>
    sql`(${db
      .select({ id: orders.id })
      .from(orders)
      .where(below ? lt(orders.created_on, below) : undefined)
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(skip)})`;
  const months = (await monthsQuery).map((m) => ({ month_utc: m.month_utc, row_count: Number(m.row_count) }));
  const total = months.reduce((sum, m) => sum + m.row_count, 0);
  const start = startOf(months, offset);
  if (!start) return { rows: [], total, estimated: false };
  const rows = await rowsOf(db, pageIds(start.below, start.offset));
  return { rows: rows.map(toOrderRow), total, estimated: false };
}

/** The company ids and stored package names containing the text, in one round trip. */
async function matchingNames(db: Db, pattern: string) {
  // Package names: a skip scan of orders_packages_idx visits each distinct name once.
  const rows = await rawRows<{ kind: 'company' | 'package'; value: string }>(db, sql`
    (select 'company' as kind, ${companies.id_company}::text as value from ${companies}
      where ${companies.name_company} ilike ${pattern} limit ${COMPANY_ID_LIST_LIMIT + 1})
    union all
    (with recursive names(name) as (
       (select packages from orders order by packages limit 1)
       union all
       select (select packages from orders where packages > names.name order by packages limit 1) from names where names.name is not null)
     select 'package', name from names where name ilike ${pattern})`);
  const companyIds = rows.filter((row) => row.kind === 'company').map((row) => Number(row.value));
  const packageNames = rows.filter((row) => row.kind === 'package').map((row) => row.value);
  return { companyIds, packageNames };
}

function searchFilter(pattern: string, names: { companyIds: number[]; packageNames: string[] }): SQL {
  const byCompany =
    names.companyIds.length > COMPANY_ID_LIST_LIMIT
      ? sql`${orders.id_company} in (select ${companies.id_company} from ${companies} where ${companies.name_company} ilike ${pattern})`
      : names.companyIds.length > 0
        ? inArray(orders.id_company, names.companyIds)
        : undefined;
  const byPackage = names.packageNames.length > 0 ? inArray(orders.packages, names.packageNames) : undefined;
  return or(byCompany, sql`${orders.invoice_number} ilike ${pattern}`, byPackage)!;
}

async function search(db: Db, page: number, text: string): Promise<OrderPage> {
  const pattern = containsPattern(text);
  const filter = searchFilter(pattern, await matchingNames(db, pattern));
  const offset = (page - 1) * PAGE_SIZE;
  // The newest matches up to the cap (or up to this page), counted and paged in one statement.
  const reach = searchReach(offset, PAGE_SIZE);
  const matches = db.select({ id: orders.id, created_on: orders.created_on }).from(orders).where(filter).orderBy(...newestFirst).limit(reach).as('matches');
  const counted = db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(matches)
    .orderBy(desc(matches.created_on), desc(matches.id))
    .limit(PAGE_SIZE)
    .offset(offset)
    .as('counted');
  const rows = await db
    .select({ ...orderRowColumns, total: counted.total })
    .from(counted)
    .innerJoin(orders, eq(orders.id, counted.id))
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .innerJoin(userPackages, eq(userPackages.id, orders.id_user_package))
    .orderBy(...newestFirst);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the last: count on its own (capped the same way).
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(db.select({ id: orders.id }).from(orders).where(and(filter)).limit(reach).as('m'));
    total = row?.n ?? 0;
  }
  if (total < reach) return { rows: rows.map(toOrderRow), total, estimated: false };
  return { rows: rows.map(toOrderRow), total: Math.max(reach, await estimateRows(db, orders, filter)), estimated: true };
}

/** A page of the order list, newest first; `search` matches the company name, invoice number or package name. */
export async function listOrders(db: Db, query: { page: number; search: string }): Promise<OrderPage> {
  return query.search ? search(db, query.page, query.search) : listAll(db, query.page);
}
