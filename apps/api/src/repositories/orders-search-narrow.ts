// The order search for a text that names a few companies (docs/performance.md, "One statement for a narrow
// search"): the page, its rows, the exact total and the checks that the answer is complete come from one
// prepared statement with one generic plan, instead of the three statements of the general search
// (orders-list.ts), one of them planned per request. A plan made once has to be right for any value, so this
// path is taken only where the plan below is right by construction, and its own answer says when it was not:
// - the companies come from the in-process index (at most MAX_CANDIDATES), which has sorted out the ones it
//   can judge itself (company-names.ts); the statement reads the names version, and a stale index sends the
//   search to the general path;
// - invoice numbers are matched through their trigram index and then sorted, which is right while few match:
//   numbers the server gives are INV/YYYY/MM/NNNN, so a text of only those characters, or one too short to
//   give the index a trigram, is left to the general path;
// - package names, a few dozen with a third of all orders each, are only checked here: when one matches, the
//   general path answers. Names the general path found are remembered, so a text within one goes there
//   directly;
// - the total is counted up to SEARCH_COUNT_CAP; a page beyond it, or more matches, go to the general path.
import { sql } from 'drizzle-orm';
import { orders, packageNames, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { COUNTED_REACH, withinCount } from './capped-count.ts';
import { NAMES_VERSION, nameCandidates, namedCompanies } from './company-names.ts';
import { NEWEST_FIRST, orderRowsByIds, type OrderPage } from './orders-read.ts';
import { NamedStatement, runTimeValue } from './raw-rows.ts';

// Written into the statement, not bound: the plan is made for these limits.
const READ_LIMIT = sql.raw(String(COUNTED_REACH));
const PAGE_LIMIT = sql.raw(String(PAGE_SIZE));

/** Text every generated invoice number could contain (case-insensitively): it may match a great many. */
const INVOICE_TEXT = /^[inv/0-9\s]*$/i;
/** Three letters or digits in a row: without them the trigram index cannot narrow the invoice numbers. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

const PATTERN = runTimeValue('pattern', 'text');
/** NEWEST_FIRST over the statement's own columns. */
const NEWEST_MATCH_FIRST = sql`created_on desc, id desc`;

type NarrowRow = { version: number | null; total: number; package_matched: boolean; id: number | null };

const NARROW_SEARCH = new NamedStatement<NarrowRow>(
  'orders_search_narrow',
  // MATERIALIZED: invoice numbers by trigram, not by a newest-first walk of the whole table.
  sql`with ${namedCompanies(PATTERN, false)},
    by_invoice as materialized (select ${orders.id} as id, ${orders.created_on} as created_on from ${orders} where ${orders.invoice_number} ilike ${PATTERN}),
    matches as materialized (
      select id, created_on from (
        (select ${orders.id} as id, ${orders.created_on} as created_on from ${orders}
          where ${orders.id_company} = any(array(select id from named)) order by ${NEWEST_FIRST} limit ${READ_LIMIT})
        union
        (select id, created_on from by_invoice order by ${NEWEST_MATCH_FIRST} limit ${READ_LIMIT})
      ) m order by ${NEWEST_MATCH_FIRST} limit ${READ_LIMIT}),
    page as (select id, created_on from matches order by ${NEWEST_MATCH_FIRST} limit ${PAGE_LIMIT} offset ${runTimeValue('offset', 'int')})
    select ${NAMES_VERSION} as version, (select count(*) from matches)::int as total,
      exists (select 1 from ${packageNames} where ${packageNames.name} ilike ${PATTERN}) as package_matched, page.id as id
    -- One row even when the page is empty: the total and the checks come with it.
    from (select 1) head left join page on true
    order by page.created_on desc, page.id desc`,
);

/** Package names the general search found (a few dozen at most, never removed), lower-cased, per database. */
const knownPackageNames = new WeakMap<Db, Set<string>>();

/** Remembers package names a search matched, so that later texts matching them skip the narrow statement. */
export function rememberPackageNames(db: Db, names: string[]): void {
  if (names.length === 0) return;
  const known = knownPackageNames.get(db) ?? new Set<string>();
  for (const name of names) known.add(name.toLowerCase());
  knownPackageNames.set(db, known);
}

function matchesKnownPackage(db: Db, text: string): boolean {
  const lower = text.toLowerCase();
  for (const name of knownPackageNames.get(db) ?? []) if (name.includes(lower)) return true;
  return false;
}

/** The page of a search that the narrow statement can answer, or null: the general search answers it. */
export async function narrowSearch(
  db: Db,
  text: string,
  pattern: string,
  offset: number,
): Promise<OrderPage | null> {
  if (
    !withinCount(offset, PAGE_SIZE) ||
    INVOICE_TEXT.test(text) ||
    !TRIGRAM.test(text) ||
    matchesKnownPackage(db, text)
  )
    return null;
  const candidates = nameCandidates(db, text);
  if (!candidates) return null;
  const rows = await NARROW_SEARCH.rows(db, {
    sure: candidates.sure,
    unsure: candidates.unsure,
    pattern,
    offset,
  });
  const head = rows[0];
  if (!head || head.package_matched || head.total >= COUNTED_REACH || !candidates.confirms(head.version))
    return null;
  return {
    rows: await orderRowsByIds(
      db,
      rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    ),
    total: head.total,
    estimated: false,
  };
}
