// The order search for a text that names a few companies (docs/performance.md, "One statement for a narrow
// search"): the page, its rows, the exact total and the checks that the answer is complete come from one
// prepared statement with one generic plan, instead of the three statements of the general search
// (orders-list.ts), one of them planned per request. A plan made once has to be right for any value, so this
// path is taken only where the plan below is right by construction, and its own answer says when it was not:
// - the companies come from the name word and word pair indexes (company-names.ts), at most MAX_NAMED; a
//   broad text or more companies send the search to the general path;
// - invoice numbers are matched through their trigram index and then sorted, which is right while few match:
//   numbers the server gives are INV/YYYY/MM/NNNN, so a text of only those characters, or one too short to
//   give the index a trigram, is left to the general path;
// - package names, a few dozen with a third of all orders each, are only checked here: when one matches, the
//   general path answers;
// - the total is counted up to SEARCH_COUNT_CAP; a page beyond it, or more matches, go to the general path.
import { sql } from 'drizzle-orm';
import { orders, packageNames, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { frozen } from '../../lib/frozen-sql.ts';
import { runTimeValue } from '../../lib/search.ts';
import { COUNTED_REACH, withinCount } from '../../repositories/capped-count.ts';
import { MAX_NAMED, NAMED_COUNT, NAMES_BROAD, namedCompanies } from '../../repositories/company-names.ts';
import { NEWEST_FIRST, type OrderPage } from '../read/orders-read.ts';
import { orderRowsColumn, orderRowsJson } from './order-rows-json.ts';

// Written into the statement, not bound: the plan is made for these limits.
const READ_LIMIT = sql.raw(String(COUNTED_REACH));
const PAGE_LIMIT = sql.raw(String(PAGE_SIZE));

/** Text every generated invoice number could contain (case-insensitively): it may match a great many. */
const INVOICE_TEXT = /^[inv/0-9\s]*$/i;
/** Three letters or digits in a row: without them the trigram index cannot narrow the invoice numbers. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** NEWEST_FIRST over the statement's own columns. */
const NEWEST_MATCH_FIRST = sql`created_on desc, id desc`;

// MATERIALIZED: invoice numbers by trigram, not by a newest-first walk of the whole table. The orders of the
// named companies are read only when they are few enough to list, the invoice numbers only when no package
// name matches (the general path answers then: 'Cloud' costs this statement next to nothing). The invoice
// numbers are read up to READ_LIMIT: more and the general path answers anyway, and without the limit the
// generic plan's cost grew with the table (50,000 estimated matches at ten million orders) past
// jit_above_cost, and PostgreSQL compiled the statement on every run, 30-120 ms for a search that reads for
// 1 ms (docs/performance.md, "Search at ten million orders").
const NARROW_SEARCH = frozen((value) => {
  const pattern = runTimeValue(value('pattern'), 'text');
  return sql`(with ${namedCompanies(runTimeValue(value('text'), 'text'), pattern)},
    package_matched as materialized (select exists (select 1 from ${packageNames} where ${packageNames.name} ilike ${pattern}) as yes),
    by_invoice as materialized (select ${orders.id} as id, ${orders.created_on} as created_on from ${orders}
      where not (select yes from package_matched) and ${orders.invoice_number} ilike ${pattern} limit ${READ_LIMIT}),
    matches as materialized (
      select id, created_on from (
        (select ${orders.id} as id, ${orders.created_on} as created_on from ${orders}
          where ${NAMED_COUNT} <= ${sql.raw(String(MAX_NAMED))} and ${orders.id_company} = any(array(select id from named))
          order by ${NEWEST_FIRST} limit ${READ_LIMIT})
        union
        (select id, created_on from by_invoice order by ${NEWEST_MATCH_FIRST} limit ${READ_LIMIT})
      ) m order by ${NEWEST_MATCH_FIRST} limit ${READ_LIMIT}),
    page as (select id, created_on from matches order by ${NEWEST_MATCH_FIRST} limit ${PAGE_LIMIT} offset ${runTimeValue(value('offset'), 'int')})
    select ${NAMES_BROAD} as broad, ${NAMED_COUNT} as named, (select count(*) from matches)::int as total,
      (select yes from package_matched) as package_matched,
      ${orderRowsJson(sql`select id from page`)} as rows
  ) found`;
});

/**
 * The narrow search on `db`, its statement prepared once (drizzle builds and renders a statement anew on each
 * prepare(), which cost almost as much as running it, docs/performance.md): the page of a search that the
 * narrow statement can answer, or null, and the general search answers it. The page's rows come in the same
 * statement, as JSON (orderRowsJson): one round trip.
 */
export function narrowSearchOn(db: Db) {
  const statement = db
    .select({
      broad: sql<boolean>`found.broad`,
      named: sql<number>`found.named`,
      total: sql<number>`found.total`,
      packageMatched: sql<boolean>`found.package_matched`,
      rows: orderRowsColumn(sql`found.rows`),
    })
    .from(NARROW_SEARCH)
    .prepare('orders_search_narrow');
  return async (text: string, pattern: string, offset: number): Promise<OrderPage | null> => {
    if (!withinCount(offset, PAGE_SIZE) || INVOICE_TEXT.test(text) || !TRIGRAM.test(text)) return null;
    const [found] = await statement.execute({ text, pattern, offset });
    if (
      !found ||
      found.broad ||
      found.named > MAX_NAMED ||
      found.packageMatched ||
      found.total >= COUNTED_REACH
    )
      return null;
    return { rows: found.rows, total: found.total, estimated: false };
  };
}
