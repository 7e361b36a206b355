// Client companies (spec 2.6, 2.7): the standard set, with code_company assigned by the server inside the
// storing transaction (decisions.md "Generated codes") and the company's default organisation created
// with it. A company with orders, users or voided invoice numbers in the register cannot be deleted.
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companies, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { Company, CompanyValues } from '@tagih/domain/schemas/company';
import { AppError } from '../lib/app-error.ts';
import { frozen } from '../lib/frozen-sql.ts';
import { containsPattern, containsText, runTimeValue } from '../lib/search.ts';
import { writeAudit } from './audit.ts';
import { estimateRows, SEARCH_COUNT_CAP, searchReach } from './capped-count.ts';
import { createCompanyDefaults } from './company-lookups.ts';
import { NAMED_COUNT, NAMES_BROAD, namedCompaniesIndexOnly } from './company-names.ts';
import { assignCompanyCode, keepsCode } from './company-codes.ts';
import { refuseWhileUsed } from './company-usage.ts';
import { assertFresh } from './simple-crud.ts';
import { readSubscriptionSettings } from './subscription-settings.ts';
import type { ListQuery, StandardRepository } from './standard-repository.ts';
import { sortedList, toCompany, type CompanyRecord } from './company-list-sorted.ts';

type CompanyInput = CompanyValues & { updated_at?: string };
const LABEL = 'Company';
const ENTITY = 'company';

/** The companies whose name or code contains the text: what the company list's search means. */
const searchFilter = (text: string): SQL | undefined =>
  containsText(text, companies.name_company, companies.code_company);

/** A page of the companies matching `filter`, newest first, counted in the same statement (capped-count.ts). */
async function searchPage(
  db: Db,
  filter: SQL,
  offset: number,
): Promise<{ rows: Company[]; total: number; estimated: boolean }> {
  const reach = searchReach(offset, PAGE_SIZE);
  const matches = db
    .select({ id: companies.id_company })
    .from(companies)
    .where(filter)
    .orderBy(desc(companies.id_company))
    .limit(reach)
    .as('matches');
  const counted = db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(matches)
    .orderBy(desc(matches.id))
    .limit(PAGE_SIZE)
    .offset(offset)
    .as('counted');
  const rows = await db
    .select({ record: companies, total: counted.total })
    .from(counted)
    .innerJoin(companies, eq(companies.id_company, counted.id))
    .orderBy(desc(companies.id_company));
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(db.select({ id: companies.id_company }).from(companies).where(filter).limit(reach).as('m'));
    total = Number(row?.n ?? 0);
  }
  const page = rows.map((row) => toCompany(row.record));
  if (total < reach) return { rows: page, total, estimated: false };
  return { rows: page, total: Math.max(reach, await estimateRows(db, companies, filter)), estimated: true };
}

async function find(db: Db, id: number, lock = false): Promise<CompanyRecord> {
  const query = db.select().from(companies).where(eq(companies.id_company, id));
  const [record] = await (lock ? query.for('update') : query);
  if (!record) throw AppError.notFound(LABEL);
  return record;
}

function fieldsOf(input: CompanyInput) {
  const { updated_at: _version, ...fields } = input;
  return fields;
}

const LIMIT = sql.raw(String(SEARCH_COUNT_CAP + 1));

/**
 * A page of the companies whose name or code contains the text, newest first, with their exact number, when
 * at most SEARCH_COUNT_CAP match by name and as many by code: one prepared statement on one generic plan (its values
 * are run-time values), names through the word pairs read index-only (company-names.ts), codes through their
 * trigram index. It answers one row even for an empty page, with the counts. `named` holds distinct ids, so the
 * codes add only the companies it lacks (usually none, and then the hashed NOT IN over `named` is never built)
 * and the total is the sum of two counts: no second pass to remove duplicates over every match.
 */
const SEARCH_PAGE = frozen((value) => {
  const pattern = runTimeValue(value('pattern'), 'text');
  return sql`(with ${namedCompaniesIndexOnly(runTimeValue(value('text'), 'text'), pattern, SEARCH_COUNT_CAP)},
    by_code as materialized (select ${companies.id_company} as id from ${companies} where ${companies.code_company} ilike ${pattern} limit ${LIMIT}),
    code_only as materialized (select id from by_code where id not in (select id from named)),
    counts as materialized (select ${NAMED_COUNT} as named, (select count(*) from by_code)::int as by_code,
      (select count(*) from code_only)::int as code_only),
    page as (select id from (select id from named union all select id from code_only) matched
      order by id desc limit ${sql.raw(String(PAGE_SIZE))} offset ${runTimeValue(value('offset'), 'int')})
    select ${NAMES_BROAD} as broad, counts.named, counts.by_code, counts.named + counts.code_only as matched, page.id
    from counts left join page on true) found`;
});

/** The search page statement on `db` (prepared once by companyRepositoryOn; see orders-search-narrow.ts). */
function prepareSearchPage(db: Db) {
  return db
    .select({
      broad: sql<boolean>`found.broad`,
      named: sql<number>`found.named`,
      byCode: sql<number>`found.by_code`,
      matched: sql<number>`found.matched`,
      company: companies,
    })
    .from(SEARCH_PAGE)
    .leftJoin(companies, eq(companies.id_company, sql`found.id`))
    .orderBy(sql`found.id desc`)
    .prepare('companies_search_page');
}
type SearchPageStatement = ReturnType<typeof prepareSearchPage>;
type Page = { rows: Company[]; total: number; estimated: boolean };

/** The page of a company search that the word index answers, or null (a broad text: searchPage answers). */
async function namedPage(statement: SearchPageStatement, text: string, offset: number): Promise<Page | null> {
  const rows = await statement.execute({ text, pattern: containsPattern(text), offset });
  const head = rows[0];
  if (!head || head.broad || head.named > SEARCH_COUNT_CAP || head.byCode > SEARCH_COUNT_CAP) return null;
  return {
    rows: rows.flatMap((row) => (row.company ? [toCompany(row.company)] : [])),
    total: head.matched,
    estimated: false,
  };
}

/** A page of the company list, newest first (its indexed paths) or in a `sort`; `search`: name or code. */
async function listCompanies(
  db: Db,
  query: ListQuery,
  statement: () => SearchPageStatement,
): Promise<Page | { rows: Company[]; total: number }> {
  const { search } = query;
  if (query.sort) return sortedList.page(db, searchFilter(search), query);
  const offset = (query.page - 1) * PAGE_SIZE;
  if (!search) {
    const [rows, totals] = await Promise.all([
      db.select().from(companies).orderBy(desc(companies.id_company)).limit(PAGE_SIZE).offset(offset),
      db.select({ n: count() }).from(companies),
    ]);
    return { rows: rows.map(toCompany), total: Number(totals[0]?.n ?? 0) };
  }
  return (await namedPage(statement(), search, offset)) ?? searchPage(db, searchFilter(search)!, offset);
}

export const companyRepository: StandardRepository<Company, CompanyInput> = {
  list: (db, query) => listCompanies(db, query, () => prepareSearchPage(db)),
  exportRows: (db, query) => sortedList.exportRows(db, searchFilter(query.search), query),

  async search(db, name) {
    const rows = await db
      .select()
      .from(companies)
      .where(searchFilter(name))
      .orderBy(asc(companies.name_company), asc(companies.id_company))
      .limit(20);
    return rows.map(toCompany);
  },

  async show(db, id) {
    return toCompany(await find(db, id));
  },

  async store(db, input, context) {
    return db.transaction(async (tx) => {
      const now = new Date();
      const code_company = await assignCompanyCode(tx, input.name_company);
      // Without its own automatic-renewal fields, a company takes 'Setting Langganan' as it is now.
      const settings = await readSubscriptionSettings(tx);
      const renewal = {
        auto_renew: input.auto_renew ?? settings.auto_renew,
        renew_days_before: input.renew_days_before ?? settings.renew_days_before,
      };
      const [record] = await tx
        .insert(companies)
        .values({ ...fieldsOf(input), ...renewal, code_company, created_at: now, updated_at: now })
        .returning();
      await createCompanyDefaults(tx, record!.id_company);
      await writeAudit(tx, context, {
        action: 'create',
        entity: ENTITY,
        entityId: record!.id_company,
        after: record,
      });
      return toCompany(record!);
    });
  },

  async update(db, id, input, context) {
    return db.transaction(async (tx) => {
      const before = await find(tx, id, true);
      assertFresh(before.updated_at, input.updated_at);
      const code_company = keepsCode(before.code_company, input.name_company)
        ? before.code_company
        : await assignCompanyCode(tx, input.name_company);
      const [record] = await tx
        .update(companies)
        .set({ ...fieldsOf(input), code_company, updated_at: new Date() })
        .where(eq(companies.id_company, id))
        .returning();
      await writeAudit(tx, context, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before,
        after: record,
      });
      return toCompany(record!);
    });
  },

  async remove(db, id, context) {
    await db.transaction(async (tx) => {
      const before = await find(tx, id, true);
      await refuseWhileUsed(tx, before);
      // Branches, roles, group accesses and roles of the company go with it (ON DELETE CASCADE).
      await tx.delete(companies).where(eq(companies.id_company, id));
      await writeAudit(tx, context, { action: 'delete', entity: ENTITY, entityId: id, before });
    });
  },
};

/** The company repository for the routes on `db`: its search statement prepared once. */
export function companyRepositoryOn(db: Db): StandardRepository<Company, CompanyInput> {
  const statement = prepareSearchPage(db);
  return {
    ...companyRepository,
    list: (listDb, query) =>
      listCompanies(listDb, query, () => (listDb === db ? statement : prepareSearchPage(listDb))),
  };
}
