// The order list at a million rows (docs/performance.md). Without a search the total is the sum of the
// per-month counts the triggers keep (order_counts_by_month), and a page is read as ids from the
// (created_on, id) index alone, then joined: a deep page starts in the month that holds it instead of
// skipping half a million rows. A search that names a few companies is one prepared statement
// (orders-search-narrow.ts). Any other first resolves the company names (company-names.ts) and package names
// (package_names) that match, and then filters orders by indexed columns only, so the planner can choose
// between the indexes (a few matches) and a newest-first walk (many). Its total is counted as capped-count.ts
// says.
import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { companies, orderCountsByMonth, orders, packageNames, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { OrderExportQuery, OrderListQuery } from '@tagih/domain/schemas/list-columns';
import { frozen } from '../../lib/frozen-sql.ts';
import { containsPattern, runTimeValue } from '../../lib/search.ts';
import { COUNTED_REACH, estimateRows, searchReach, withinCount } from '../../repositories/capped-count.ts';
import { NEWEST_FIRST, type OrderPage, type OrderRowsByIds } from '../read/orders-read.ts';
import { orderRowsColumn, orderRowsJson } from './order-rows-json.ts';
import { NAMES_BROAD, namedCompanies, namedIds } from '../../repositories/company-names.ts';
import type { narrowSearchOn } from './orders-search-narrow.ts';
import {
  exportOrders,
  isPlainOrderQuery,
  type firstSortedPages,
  sortedOrderPage,
  type OrderListStatements,
} from './orders-list-sorted.ts';

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

/** The list's total without a search: the per-month counts the triggers keep. */
const KEPT_TOTAL = sql<number>`(select coalesce(sum(${orderCountsByMonth.row_count}), 0) from ${orderCountsByMonth})::int`;

/**
 * Page 1 and the total in one row: the page's ids from the (created_on, id) index, the page size written into
 * the statement (see listAll), and their rows as one JSON array (order-rows-json.ts, derived from
 * orderRowFields): one value to parse instead of some fifty columns of ten rows to map.
 */
const FIRST_PAGE = sql`(select ${KEPT_TOTAL} as total, ${orderRowsJson(
  sql`select ${orders.id} from ${orders} order by ${NEWEST_FIRST} limit ${sql.raw(String(PAGE_SIZE))}`,
)} as rows) first_page`;

async function listAll({ db, firstPage, rowsById }: OrderLists, page: number): Promise<OrderPage> {
  const offset = (page - 1) * PAGE_SIZE;
  if (offset === 0) {
    // Page 1 is what the console opens on: one prepared statement answers its rows and the total, with
    // neither parsing nor planning per request. It has no parameter at all (the page size is written into
    // it): with a `limit $1` PostgreSQL would plan it afresh every time, a custom plan being so much cheaper
    // than a generic one for an unknown limit, and planning costs more than running it.
    const [first] = await firstPage.execute();
    if (first) return { rows: first.rows, total: first.total, estimated: false };
  }
  const months = await db
    .select({
      month_utc: sql<string>`${orderCountsByMonth.month_utc}::text`,
      row_count: sql<number>`${orderCountsByMonth.row_count}::int`,
    })
    .from(orderCountsByMonth)
    .where(sql`${orderCountsByMonth.row_count} <> 0`)
    .orderBy(desc(orderCountsByMonth.month_utc));
  const total = months.reduce((sum, m) => sum + m.row_count, 0);
  const start = startOf(months, offset);
  if (!start) return { rows: [], total, estimated: false };
  const below = start.below ? sql`where ${orders.created_on} < ${start.below.toISOString()}` : sql``;
  const pageIds = sql`select ${orders.id} from ${orders} ${below} order by ${NEWEST_FIRST} limit ${PAGE_SIZE} offset ${start.offset}`;
  return { rows: await pageRows(db, rowsById, pageIds), total, estimated: false };
}

/** The rows of a subquery of order ids: the ids planned for their values, then the rows by id (prepared). */
async function pageRows(db: Db, rowsById: OrderLists['rowsById'], ids: SQL): Promise<OrderPage['rows']> {
  const page = await db.select({ id: sql<number>`page.id` }).from(sql`(${ids}) as page(id)`);
  return page.length === 0 ? [] : rowsById.execute({ ids: page.map((row) => row.id) });
}

/**
 * How many orders carry a matching package name, counted up to one past SEARCH_COUNT_CAP on the package
 * index alone (its order keeps the plan on that index for a rare name and a common one alike).
 */
const PACKAGE_ORDERS = sql`(select count(*) from (
    select 1 from ${orders} where ${orders.packages} = any(array(select name from matching_packages))
    order by ${orders.packages} limit ${sql.raw(String(COUNTED_REACH))}) carried)::int`;

/** The companies the text names, the package names that match and their orders: one prepared statement. */
const NAMES_MATCHING = frozen((value) => {
  const pattern = runTimeValue(value('pattern'), 'text');
  return sql`(with ${namedCompanies(runTimeValue(value('text'), 'text'), pattern)},
    matching_packages as materialized (select ${packageNames.name} as name from ${packageNames} where ${packageNames.name} ilike ${pattern})
    select ${NAMES_BROAD} as broad, array(select id from named) as ids, array(select name from matching_packages) as packages,
      ${PACKAGE_ORDERS} as package_orders) found`;
});

interface MatchingNames {
  /** Companies whose name contains the text, or null when there are too many to list. */
  companyIds: number[] | null;
  packageNames: string[];
  /** Orders carrying one of packageNames, up to COUNTED_REACH. */
  packageOrders: number;
}

async function matchingNames(on: OrderLists, text: string, pattern: string): Promise<MatchingNames> {
  const [found] = await on.names.execute({ text, pattern });
  return {
    companyIds: found ? namedIds(found) : null,
    packageNames: found?.packages ?? [],
    packageOrders: found?.packageOrders ?? 0,
  };
}

function searchFilter(pattern: string, names: MatchingNames): SQL {
  const byCompany =
    names.companyIds === null
      ? sql`${orders.id_company} in (select ${companies.id_company} from ${companies} where ${companies.name_company} ilike ${pattern})`
      : names.companyIds.length > 0
        ? inArray(orders.id_company, names.companyIds)
        : undefined;
  const byPackage = names.packageNames.length > 0 ? inArray(orders.packages, names.packageNames) : undefined;
  return or(byCompany, sql`${orders.invoice_number} ilike ${pattern}`, byPackage)!;
}

async function search(on: OrderLists, page: number, text: string): Promise<OrderPage> {
  const { db } = on;
  const pattern = containsPattern(text);
  const offset = (page - 1) * PAGE_SIZE;
  const narrow = await on.narrow(text, pattern, offset);
  if (narrow) return narrow;
  const names = await matchingNames(on, text, pattern);
  const filter = searchFilter(pattern, names);
  if (names.packageOrders >= COUNTED_REACH && withinCount(offset, PAGE_SIZE)) {
    // More orders carry a matching package than are counted exactly: the total is the planner's estimate,
    // and only the page is read, newest first, instead of the first SEARCH_COUNT_CAP matches.
    const pageIds = sql`select ${orders.id} from ${orders} where ${filter} order by ${NEWEST_FIRST} limit ${PAGE_SIZE} offset ${offset}`;
    return {
      rows: await pageRows(db, on.rowsById, pageIds),
      total: Math.max(COUNTED_REACH, await estimateRows(db, orders, filter)),
      estimated: true,
    };
  }
  // The newest matches up to the cap (or up to this page), counted and paged in one statement over orders
  // alone (cheap to plan; the filter's values decide the plan), then the page's rows by id (prepared).
  const reach = searchReach(offset, PAGE_SIZE);
  const newest = db
    .select({ id: orders.id, created_on: orders.created_on })
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.created_on), desc(orders.id))
    .limit(reach)
    .as('newest');
  const matches = await db
    .select({ id: newest.id, total: sql<number>`(count(*) over ())::int` })
    .from(newest)
    .orderBy(desc(newest.created_on), desc(newest.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  const rows = matches.length === 0 ? [] : await on.rowsById.execute({ ids: matches.map((row) => row.id) });
  let total = matches[0]?.total;
  if (total === undefined) {
    // A page past the last: count on its own (capped the same way).
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: orders.id }).from(orders).where(filter).limit(reach).as('m'));
    total = row?.n ?? 0;
  }
  if (total < reach) return { rows, total, estimated: false };
  return {
    rows,
    total: Math.max(reach, await estimateRows(db, orders, filter)),
    estimated: true,
  };
}

/**
 * The order list's own statements on one database handle: built by orders/statements.ts, the one place that
 * prepares order statements, once per handle (orders-search-narrow.ts says why once).
 */
export function prepareOrderListPages(db: Db) {
  return {
    firstPage: db
      .select({ total: sql<number>`first_page.total`, rows: orderRowsColumn(sql`first_page.rows`) })
      .from(FIRST_PAGE)
      .prepare('orders_list_first_page'),
    names: db
      .select({
        broad: sql<boolean>`found.broad`,
        ids: sql<number[]>`found.ids`,
        packages: sql<string[]>`found.packages`,
        packageOrders: sql<number>`found.package_orders`,
      })
      .from(NAMES_MATCHING)
      .prepare('orders_search_names'),
  };
}

type OrderListPages = ReturnType<typeof prepareOrderListPages>;

/** What the list reads with: its own statements and those it shares, all from orders/statements.ts. */
export interface OrderLists extends OrderListPages {
  db: Db;
  rowsById: OrderRowsByIds;
  narrow: ReturnType<typeof narrowSearchOn>;
  firstSortedPage: ReturnType<typeof firstSortedPages>;
}

/**
 * The order list on prepared statements (orders/statements.ts makes it once per app): a page, newest first;
 * `search` matches the company name, invoice number or package name.
 */
export function orderListOn(on: OrderLists) {
  const statements: OrderListStatements = {
    db: on.db,
    rowsById: on.rowsById,
    firstSortedPage: on.firstSortedPage,
    async searchWhere(text) {
      const pattern = containsPattern(text);
      return searchFilter(pattern, await matchingNames(on, text, pattern));
    },
  };
  return {
    /** A page: the fast paths for newest first with at most a search, else in a sort and filters (issue 20). */
    page: (query: OrderListQuery): Promise<OrderPage> =>
      !isPlainOrderQuery(query)
        ? sortedOrderPage(statements, query)
        : query.search
          ? search(on, query.page, query.search)
          : listAll(on, query.page),
    export: (query: OrderExportQuery) => exportOrders(statements, query),
  };
}
