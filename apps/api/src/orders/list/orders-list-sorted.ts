// The order list in a sort or with filters, and its export (issue 20). Newest first with at most a search
// stays on orders-list.ts's fast paths; anything else is one query builder here: the search's filter
// (orders-list.ts resolves the names it means, the same as for its own pages), the filters, and the sort
// on its (column, id) index (migration "order_sort_indexes"). A page reads its ids on orders alone (joined
// to companies only to sort by their name), then the rows by id with the list's prepared statement; the
// export walks the same order by keyset in chunks.
import { and, eq, gt, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { companies, orderCountsByMonth, orders, userPackages, type Db } from '@tagih/db';
import { addDays, jakartaDateTimeToUtc } from '@tagih/domain/dates';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import {
  orderListColumns,
  type OrderExportQuery,
  type OrderListQuery,
} from '@tagih/domain/schemas/list-columns';
import { orderExportColumns } from '@tagih/domain/schemas/export-columns';
import { COUNTED_REACH, estimateRows, searchReach } from '../../repositories/capped-count.ts';
import {
  afterCursor,
  cursorFields,
  declaredSelection,
  declaredSorts,
  keysetChunks,
  orderOf,
  plainColumns,
  sortKeyOf,
  type SortKey,
} from '../../repositories/list-order.ts';
import { orderRowFields, orderRowJoins, type OrderPage, type OrderRowsByIds } from '../read/orders-read.ts';
import { IS_OVERDUE } from '../payments/orders-owed.ts';

type OrderFilters = Omit<OrderExportQuery, 'format' | 'search' | 'sort' | 'dir'>;

/**
 * The SQL of each sort orderListColumns declares (list-order.ts `declaredSorts`: one missing fails the
 * typecheck): the order row's own columns as orderRowFields reads them, and by their column the fields the row
 * reads through an expression or nests.
 */
export const ORDER_SORT_COLUMNS = declaredSorts(orderListColumns, {
  ...plainColumns(orderRowFields),
  name_company: companies.name_company,
  created_on: orders.created_on,
  packages: orders.packages,
  is_canceled: orders.is_canceled,
});

/** The spec's order: newest first, the later id first among orders of the same moment. */
const NEWEST_FIRST: SortKey = { column: orders.created_on, dir: 'desc', id: orders.id };

export const orderSortOf = (query: { sort?: string; dir?: 'asc' | 'desc' }) =>
  sortKeyOf(ORDER_SORT_COLUMNS, query, NEWEST_FIRST);

const present = (
  column: typeof orders.payment_proof | typeof orders.invoice_sent_at | typeof orders.id_order,
  flag?: 0 | 1,
) => (flag === undefined ? undefined : flag === 1 ? isNotNull(column) : isNull(column));

/** The filters of issue 20; created-on days are WIB days, both ends inclusive. */
export function orderFilter(query: OrderFilters): SQL | undefined {
  return and(
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.canceled === undefined ? undefined : eq(orders.is_canceled, query.canceled),
    present(orders.payment_proof, query.has_proof),
    present(orders.invoice_sent_at, query.sent),
    present(orders.id_order, query.upgrade),
    query.id_company === undefined ? undefined : eq(orders.id_company, query.id_company),
    query.payment_status === undefined ? undefined : eq(orders.payment_status, query.payment_status),
    query.overdue === undefined ? undefined : query.overdue === 1 ? IS_OVERDUE : sql`not ${IS_OVERDUE}`,
    query.open === undefined
      ? undefined
      : query.open === 1
        ? gt(orders.balance_due, '0')
        : eq(orders.balance_due, '0'),
    query.from === undefined ? undefined : gte(orders.created_on, jakartaDateTimeToUtc(query.from, '00:00')),
    query.to === undefined
      ? undefined
      : lt(orders.created_on, jakartaDateTimeToUtc(addDays(query.to, 1), '00:00')),
  );
}

/** Whether a query leaves the spec's newest-first list with at most a search (the fast paths). */
export function isPlainOrderQuery(query: OrderListQuery): boolean {
  return query.sort === undefined && orderFilter(query) === undefined;
}

/**
 * Page 1 in one sort with neither search nor filter, the sorted list the console opens on a header click: like
 * the newest-first page 1 (orders-list.ts), one prepared statement answers the rows and the kept total, with
 * no parameter (the page size is written into it), so a request is neither parsed nor planned. One statement
 * per sort, prepared on first use (at most two per sortable column).
 */
export function firstSortedPages(db: Db) {
  const prepare = (key: SortKey, name: string) => {
    const join =
      key.column === companies.name_company ? sql`join ${companies} on ${orderRowJoins.company}` : sql``;
    const firstIds = sql`${orders.id} in (select ${orders.id} from ${orders} ${join}
      order by ${sql.join(orderOf(key), sql`, `)} limit ${sql.raw(String(PAGE_SIZE))})`;
    return db
      .select({ ...orderRowFields, total: KEPT_TOTAL })
      .from(orders)
      .innerJoin(companies, orderRowJoins.company)
      .innerJoin(userPackages, orderRowJoins.userPackage)
      .where(firstIds)
      .orderBy(...orderOf(key))
      .prepare(name);
  };
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  return (field: string, key: SortKey) => {
    const name = `orders_first_page_${field}_${key.dir}`;
    let statement = prepared.get(name);
    if (!statement) prepared.set(name, (statement = prepare(key, name)));
    return statement;
  };
}

/** What the list and the export share: the list's whole filter (search and filters) and its sort. */
export interface OrderListStatements {
  db: Db;
  rowsById: OrderRowsByIds;
  firstSortedPage: ReturnType<typeof firstSortedPages>;
  /** The search's filter on orders (orders-list.ts), the same its own pages use. */
  searchWhere(text: string): Promise<SQL>;
}

async function whereOf(on: OrderListStatements, query: OrderExportQuery | OrderListQuery) {
  return and(query.search ? await on.searchWhere(query.search) : undefined, orderFilter(query));
}

/** The orders' ids in the sort, joined to companies only when the sort is their name. */
function idsInOrder(db: Db, key: SortKey) {
  const select = db.select({ id: orders.id, ...cursorFields(key) }).from(orders);
  return (
    key.column === companies.name_company ? select.innerJoin(companies, orderRowJoins.company) : select
  ).$dynamic();
}

const KEPT_TOTAL = sql<number>`(select coalesce(sum(${orderCountsByMonth.row_count}), 0) from ${orderCountsByMonth})::int`;

async function keptTotal(db: Db): Promise<number> {
  const [row] = await db.select({ total: KEPT_TOTAL }).from(sql`(select 1) one`);
  return Number(row?.total ?? 0);
}

/** The total of a filter: exact up to the cap (or this page), else the planner's estimate (capped-count.ts). */
async function cappedTotal(db: Db, where: SQL, offset: number) {
  const reach = searchReach(offset, PAGE_SIZE);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(db.select({ id: orders.id }).from(orders).where(where).limit(reach).as('m'));
  const counted = row?.n ?? 0;
  if (counted < reach) return { total: counted, estimated: false };
  return { total: Math.max(reach, COUNTED_REACH, await estimateRows(db, orders, where)), estimated: true };
}

/** A page of the order list in the query's sort and filters. */
export async function sortedOrderPage(on: OrderListStatements, query: OrderListQuery): Promise<OrderPage> {
  const { db } = on;
  const key = orderSortOf(query);
  const where = await whereOf(on, query);
  if (!where && query.page === 1 && query.sort !== undefined) {
    const first = await on.firstSortedPage(query.sort, key).execute();
    if (first.length > 0) {
      const rows = first.map(({ total: _total, ...row }) => row);
      return { rows, total: first[0]!.total, estimated: false };
    }
  }
  const offset = (query.page - 1) * PAGE_SIZE;
  const [ids, counted] = await Promise.all([
    idsInOrder(db, key)
      .where(where)
      .orderBy(...orderOf(key))
      .limit(PAGE_SIZE)
      .offset(offset),
    where ? cappedTotal(db, where, offset) : keptTotal(db).then((total) => ({ total, estimated: false })),
  ]);
  const found = ids.length === 0 ? [] : await on.rowsById.execute({ ids: ids.map((row) => row.id) });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((row) => byId.get(row.id) ?? []);
  return { rows, total: counted.total, estimated: counted.estimated };
}

/**
 * What the export writes of an order (orderExportColumns, at their fields and paths) and nothing more: the
 * entries of orderRowFields those columns read, so the export reads each value as the list's row does (the
 * whole row, some 40 fields and a second join, cost the export most of its time). The orders route's
 * registerListExport refuses to compile while a declared column is not a field of the row.
 */
const orderExportFields = declaredSelection(orderRowFields, orderExportColumns);

/** Every order the list shows, in its order, a chunk at a time; the count when it is the kept total. */
export async function exportOrders(on: OrderListStatements, query: OrderExportQuery) {
  const { db } = on;
  const key = orderSortOf(query);
  const where = await whereOf(on, query);
  const chunks = keysetChunks((after, limit) =>
    db
      .select({ ...orderExportFields, ...cursorFields(key) })
      .from(orders)
      .innerJoin(companies, orderRowJoins.company)
      .where(after ? and(where, afterCursor(key, after)) : where)
      .orderBy(...orderOf(key))
      .limit(limit),
  );
  return { total: where ? undefined : await keptTotal(db), chunks };
}
