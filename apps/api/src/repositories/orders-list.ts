// The order list at a million rows (docs/performance.md). Without a search the total is the sum of the
// per-month counts the triggers keep (order_counts_by_month), and a page is read as ids from the
// (created_on, id) index alone, then joined: a deep page starts in the month that holds it instead of
// skipping half a million rows. A search that names a few companies is one prepared statement
// (orders-search-narrow.ts). Any other first resolves the company names (company-names.ts) and package names
// (package_names) that match, and then filters orders by indexed columns only, so the planner can choose
// between the indexes (a few matches) and a newest-first walk (many). Its total is counted as capped-count.ts
// says.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { companies, orderCountsByMonth, orders, packageNames, userPackages, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { preparedPerDatabase } from '../lib/prepared.ts';
import { containsPattern } from '../lib/search.ts';
import { COUNTED_REACH, estimateRows, searchReach, withinCount } from './capped-count.ts';
import {
  NEWEST_FIRST,
  orderRowFields,
  orderRowJoins,
  orderRowsByIds,
  selectOrderRows,
  type OrderPage,
} from './orders-read.ts';
import { NAMES_VERSION, nameCandidates, namedCompanies, type CheckedRow } from './company-names.ts';
import { NamedStatement, rawRows, runTimeValue } from './raw-rows.ts';
import { narrowSearch, rememberPackageNames } from './orders-search-narrow.ts';

/** Above this many matching companies a search filters by a subquery instead of listing their ids. */
const COMPANY_ID_LIST_LIMIT = 200;

/** The full rows of `ids` (a subquery of order ids), newest first. */
function rowsOf(db: Db, ids: SQL) {
  return selectOrderRows(db)
    .where(sql`${orders.id} in (${ids})`)
    .orderBy(NEWEST_FIRST);
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
 * Page 1 is what the console opens on: one named statement answers its rows and the total, with neither
 * parsing nor planning per request. It has no parameter at all (the page size is written into it): with a
 * `limit $1` PostgreSQL would plan it afresh every time, a custom plan being so much cheaper than a generic
 * one for an unknown limit, and planning costs more than running it.
 */
const firstPage = preparedPerDatabase((db) =>
  db
    .select({
      ...orderRowFields,
      total:
        sql`(select coalesce(sum(${orderCountsByMonth.row_count}), 0) from ${orderCountsByMonth})::int`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .innerJoin(companies, orderRowJoins.company)
    .innerJoin(userPackages, orderRowJoins.userPackage)
    .where(
      sql`${orders.id} in (select ${orders.id} from ${orders} order by ${NEWEST_FIRST} limit ${sql.raw(String(PAGE_SIZE))})`,
    )
    .orderBy(NEWEST_FIRST)
    .prepare('orders_list_first_page'),
);

async function listAll(db: Db, page: number): Promise<OrderPage> {
  const offset = (page - 1) * PAGE_SIZE;
  if (offset === 0) {
    const rows = await firstPage(db).execute();
    if (rows.length > 0) return { rows, total: rows[0]!.total, estimated: false };
  }
  const months = (
    await rawRows<{ month_utc: string; row_count: number }>(
      db,
      sql`select ${orderCountsByMonth.month_utc}::text as month_utc, ${orderCountsByMonth.row_count}::int as row_count
        from ${orderCountsByMonth} where ${orderCountsByMonth.row_count} <> 0 order by ${orderCountsByMonth.month_utc} desc`,
    )
  ).map((m) => ({ month_utc: m.month_utc, row_count: Number(m.row_count) }));
  const total = months.reduce((sum, m) => sum + m.row_count, 0);
  const start = startOf(months, offset);
  if (!start) return { rows: [], total, estimated: false };
  const below = start.below ? sql`where ${orders.created_on} < ${start.below.toISOString()}` : sql``;
  const pageIds = sql`select ${orders.id} from ${orders} ${below} order by ${NEWEST_FIRST} limit ${PAGE_SIZE} offset ${start.offset}`;
  const rows = await rowsOf(db, pageIds);
  return { rows, total, estimated: false };
}

/** Package names containing the pattern, for the statements below (a CTE named matching_packages). */
const matchingPackages = (pattern: SQL) => sql`matching_packages as materialized (
  select ${packageNames.name} as name from ${packageNames} where ${packageNames.name} ilike ${pattern})`;

/**
 * How many orders carry a matching package name, counted up to one past SEARCH_COUNT_CAP on the package
 * index alone (its order keeps the plan on that index for a rare name and a common one alike).
 */
const PACKAGE_ORDERS = sql`(select count(*) from (
    select 1 from ${orders} where ${orders.packages} = any(array(select name from matching_packages))
    order by ${orders.packages} limit ${sql.raw(String(COUNTED_REACH))}) carried)::int`;

type NamesRow = CheckedRow & { name: string | null; package_orders: number | null };

/** The companies the text names, the package names that match and their orders, the names version. */
const NAMES_MATCHING = new NamedStatement<NamesRow>(
  'orders_search_names',
  sql`with ${namedCompanies(runTimeValue('pattern', 'text'), false)},
    ${matchingPackages(runTimeValue('pattern', 'text'))}
    select ${NAMES_VERSION} as version, null::int as id, null::text as name, ${PACKAGE_ORDERS} as package_orders
    union all
    select null, id, null, null from named
    union all
    select null, null, name, null from matching_packages`,
);

interface MatchingNames {
  /** Companies whose name contains the text (more than COMPANY_ID_LIST_LIMIT: too many to list). */
  companyIds: number[];
  packageNames: string[];
  /** Orders carrying one of packageNames, up to COUNTED_REACH. */
  packageOrders: number;
}

function namesOf(
  rows: Array<{ name: string | null; package_orders: number | null }>,
  companyIds: number[],
): MatchingNames {
  return {
    companyIds,
    packageNames: rows.flatMap((row) => (row.name === null ? [] : [row.name])),
    packageOrders: Number(rows.find((row) => row.package_orders !== null)?.package_orders ?? 0),
  };
}

async function matchingNames(db: Db, text: string, pattern: string): Promise<MatchingNames> {
  const candidates = nameCandidates(db, text);
  if (candidates) {
    const rows = await NAMES_MATCHING.rows(db, { sure: candidates.sure, unsure: candidates.unsure, pattern });
    const companyIds = candidates.matches(rows);
    if (companyIds) return namesOf(rows, companyIds);
  }
  // The index could not say: the company name trigram index does.
  const rows = await rawRows<{ id: number | null; name: string | null; package_orders: number | null }>(
    db,
    sql`with ${matchingPackages(sql`${pattern}`)}
      (select ${companies.id_company} as id, null::text as name, null::int as package_orders from ${companies}
        where ${companies.name_company} ilike ${pattern} limit ${COMPANY_ID_LIST_LIMIT + 1})
      union all
      select null, name, null from matching_packages
      union all
      select null, null, ${PACKAGE_ORDERS}`,
  );
  return namesOf(
    rows,
    rows.flatMap((row) => (row.id === null ? [] : [row.id])),
  );
}

function searchFilter(pattern: string, names: MatchingNames): SQL {
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
  const offset = (page - 1) * PAGE_SIZE;
  const narrow = await narrowSearch(db, text, pattern, offset);
  if (narrow) return narrow;
  const names = await matchingNames(db, text, pattern);
  rememberPackageNames(db, names.packageNames);
  const filter = searchFilter(pattern, names);
  if (names.packageOrders >= COUNTED_REACH && withinCount(offset, PAGE_SIZE)) {
    // More orders carry a matching package than are counted exactly: the total is the planner's estimate,
    // and only the page is read, newest first, instead of the first SEARCH_COUNT_CAP matches.
    const pageIds = sql`select ${orders.id} from ${orders} where ${filter} order by ${NEWEST_FIRST} limit ${PAGE_SIZE} offset ${offset}`;
    const rows = await rowsOf(db, pageIds);
    return {
      rows,
      total: Math.max(COUNTED_REACH, await estimateRows(db, orders, filter)),
      estimated: true,
    };
  }
  // The newest matches up to the cap (or up to this page), counted and paged in one statement over orders
  // alone (cheap to plan; the filter's values decide the plan), then the page's rows by id (prepared).
  const reach = searchReach(offset, PAGE_SIZE);
  const matches = await rawRows<{ id: number; total: number }>(
    db,
    sql`select id, (count(*) over ())::int as total from (
        select ${orders.id} as id, ${orders.created_on} as created_on from ${orders} where ${filter} order by ${NEWEST_FIRST} limit ${reach}
      ) matches order by created_on desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
  );
  const rows = await orderRowsByIds(
    db,
    matches.map((row) => row.id),
  );
  let total = matches[0]?.total;
  if (total === undefined) {
    // A page past the last: count on its own (capped the same way).
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${orders} where ${filter} limit ${reach}) m`,
    );
    total = row?.n ?? 0;
  }
  if (total < reach) return { rows, total, estimated: false };
  return {
    rows,
    total: Math.max(reach, await estimateRows(db, orders, filter)),
    estimated: true,
  };
}

/** A page of the order list, newest first; `search` matches the company name, invoice number or package name. */
export async function listOrders(db: Db, query: { page: number; search: string }): Promise<OrderPage> {
  return query.search ? search(db, query.page, query.search) : listAll(db, query.page);
}
