// Client companies (spec 2.6, 2.7): the standard set, with code_company assigned by the server inside the
// storing transaction (decisions.md "Generated codes") and the company's default organisation created
// with it. A company with orders, users or voided invoice numbers in the register cannot be deleted.
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { clientUsers, companies, orders, voidedInvoices, type Db } from '@tagih/db';
import { companyInitials, formatCompanyCode, parseCompanyCode } from '@tagih/domain/codes';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { Company, CompanyValues } from '@tagih/domain/schemas/company';
import { AppError } from '../lib/app-error.ts';
import { containsPattern } from '../lib/search.ts';
import { writeAudit } from './audit.ts';
import { estimateRows, searchReach } from './capped-count.ts';
import { createCompanyDefaults } from './company-lookups.ts';
import { NAMES_VERSION, nameCandidates, namedCompanies } from './company-names.ts';
import { NamedStatement, runTimeValue } from './raw-rows.ts';
import { peekNext, takeNext } from './code-sequences.ts';
import { assertFresh, type StandardRepository } from './simple-crud.ts';

type CompanyRecord = typeof companies.$inferSelect;
type CompanyInput = CompanyValues & { updated_at?: string };

const LABEL = 'Company';
const ENTITY = 'company';

export function toCompany(record: CompanyRecord): Company {
  const { created_at, updated_at, ...fields } = record;
  return { ...fields, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}

const scopeOf = (initials: string) => `company:${initials}`;

async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id_company })
    .from(companies)
    .where(eq(companies.code_company, code))
    .limit(1);
  return row !== undefined;
}

/** The code a company with this name would get now; nothing is reserved (the form's preview). */
export async function previewCompanyCode(db: Db, name: string): Promise<string> {
  const initials = companyInitials(name);
  let seq = await peekNext(db, scopeOf(initials));
  while (await codeTaken(db, formatCompanyCode(initials, seq))) seq += 1;
  return formatCompanyCode(initials, seq);
}

/** Takes the next free code for the name; the sequence row stays locked until the transaction ends. */
async function assignCompanyCode(tx: Db, name: string): Promise<string> {
  const initials = companyInitials(name);
  for (;;) {
    const code = formatCompanyCode(initials, await takeNext(tx, scopeOf(initials)));
    if (!(await codeTaken(tx, code))) return code;
  }
}

/** A renamed company keeps its code while the initials stay the same; new initials get a new code. */
export function keepsCode(code: string, newName: string): boolean {
  return parseCompanyCode(code)?.initials === companyInitials(newName);
}

const searchFilter = (text: string): SQL | undefined => {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(companies.name_company, pattern), ilike(companies.code_company, pattern));
};

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

/** What keeps a company in the books: its orders, its users, and the numbers of its voided orders in the register. */
async function usage(db: Db, id: number): Promise<{ orders: number; users: number; voided: number }> {
  const [[orderCount], [userCount], [voidedCount]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.id_company, id)),
    db.select({ n: count() }).from(clientUsers).where(eq(clientUsers.id_company, id)),
    db.select({ n: count() }).from(voidedInvoices).where(eq(voidedInvoices.id_company, id)),
  ]);
  return {
    orders: Number(orderCount?.n ?? 0),
    users: Number(userCount?.n ?? 0),
    voided: Number(voidedCount?.n ?? 0),
  };
}

type SearchPageRow = CompanyRecord & { names_version: number | null; matched: number };

/**
 * A page of the companies whose name or code contains the text, newest first, their exact number and the
 * names version, from the name index's candidates (at most a few hundred): one prepared statement on one
 * generic plan (runTimeValue). A row comes even for an empty page, with the count and version.
 */
const SEARCH_PAGE = new NamedStatement<SearchPageRow>(
  'companies_search_page',
  sql`with ${namedCompanies(runTimeValue('pattern', 'text'), true)},
    page as (select id from named order by id desc limit ${sql.raw(String(PAGE_SIZE))} offset ${runTimeValue('offset', 'int')})
    select ${NAMES_VERSION} as names_version, (select count(*) from named)::int as matched, ${companies}.*
    from (select 1) head left join (page join ${companies} on ${companies.id_company} = page.id) on true
    order by page.id desc`,
);

/** A page of the companies whose name or code contains the text, when the name index can say (else null). */
async function namedPage(
  db: Db,
  text: string,
  offset: number,
): Promise<{ rows: Company[]; total: number; estimated: boolean } | null> {
  const candidates = nameCandidates(db, text, true);
  if (!candidates) return null;
  const rows = await SEARCH_PAGE.rows(db, {
    sure: candidates.sure,
    unsure: candidates.unsure,
    pattern: containsPattern(text),
    offset,
  });
  if (!candidates.confirms(rows[0]?.names_version)) return null;
  return {
    rows: rows.flatMap(({ names_version: _version, matched: _matched, ...record }) =>
      record.id_company === null ? [] : [toCompany(record)],
    ),
    total: rows[0]!.matched,
    estimated: false,
  };
}

export const companyRepository: StandardRepository<Company, CompanyInput> = {
  async list(db, { page, search }) {
    const offset = (page - 1) * PAGE_SIZE;
    if (!search) {
      const [rows, totals] = await Promise.all([
        db.select().from(companies).orderBy(desc(companies.id_company)).limit(PAGE_SIZE).offset(offset),
        db.select({ n: count() }).from(companies),
      ]);
      return { rows: rows.map(toCompany), total: Number(totals[0]?.n ?? 0) };
    }
    return (await namedPage(db, search, offset)) ?? searchPage(db, searchFilter(search)!, offset);
  },

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
      const [record] = await tx
        .insert(companies)
        .values({ ...fieldsOf(input), code_company, created_at: now, updated_at: now })
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
      const used = await usage(tx, id);
      if (used.orders > 0 || used.users > 0 || used.voided > 0) {
        const parts = [
          used.orders > 0 ? `${used.orders} order` : '',
          used.users > 0 ? `${used.users} user` : '',
          used.voided > 0 ? `${used.voided} nomor invoice void di register` : '',
        ].filter(Boolean);
        throw AppError.conflict(
          `Company ${before.name_company} masih memiliki ${parts.join(' dan ')}, sehingga tidak dapat dihapus.`,
        );
      }
      // Branches, roles, group accesses and roles of the company go with it (ON DELETE CASCADE).
      await tx.delete(companies).where(eq(companies.id_company, id));
      await writeAudit(tx, context, { action: 'delete', entity: ENTITY, entityId: id, before });
    });
  },
};
