// A company's organisation: its branches, RBAC roles (the user form's groups), group accesses and roles.
// Every company gets named defaults when it is created (decisions.md "Client users, branches, roles"), and
// the look-ups are always filtered by company.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { branches, companies, groupAccesses, rbacRoles, roles, type Db } from '@tagih/db';
import { COMPANY_DEFAULTS, type LookupRow } from '@tagih/domain/schemas/lookup';
import { AppError } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';
import { writeAudit, type AuditContext } from './audit.ts';

type CompanyOwned = PgTable & { id: PgColumn; company_id: PgColumn; name: PgColumn };

export const LOOKUP_TABLES = {
  branches: branches,
  rbacRoles: rbacRoles,
  groupAccesses: groupAccesses,
  roles: roles,
} satisfies Record<string, CompanyOwned>;
export type LookupKind = keyof typeof LOOKUP_TABLES;

const SEARCH_LIMIT = 20;

/** Up to 20 rows of one company whose name contains `name` (any case), alphabetically. */
export async function searchLookup(
  db: Db,
  kind: LookupKind,
  query: { name: string; company_id: number },
): Promise<LookupRow[]> {
  const table: CompanyOwned = LOOKUP_TABLES[kind];
  const filters: SQL[] = [eq(table.company_id, query.company_id)];
  const named = containsText(query.name, table.name);
  if (named) filters.push(named);
  return (await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(...filters))
    .orderBy(asc(table.name), asc(table.id))
    .limit(SEARCH_LIMIT)) as LookupRow[];
}

/** The ids among `ids` that belong to the company; a caller compares to tell foreign ones. */
export async function idsOfCompany(
  db: Db,
  kind: LookupKind,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table: CompanyOwned = LOOKUP_TABLES[kind];
  const rows = (await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.company_id, companyId), inArray(table.id, ids)))) as Array<{ id: number }>;
  return new Set(rows.map((row) => row.id));
}

/** Kantor Pusat, the Administrator and Staff roles, a Default group access and a User role. */
export async function createCompanyDefaults(tx: Db, companyId: number): Promise<void> {
  await tx.insert(branches).values({ company_id: companyId, name: COMPANY_DEFAULTS.branch, is_default: 1 });
  await tx
    .insert(rbacRoles)
    .values(COMPANY_DEFAULTS.rbacRoles.map((name) => ({ company_id: companyId, name })));
  await tx.insert(groupAccesses).values({ company_id: companyId, name: COMPANY_DEFAULTS.groupAccess });
  await tx.insert(roles).values({ company_id: companyId, name: COMPANY_DEFAULTS.role });
}

/** Adds a branch to a company (the company must exist; names are unique within it). */
export async function addBranch(
  db: Db,
  input: { company_id: number; name: string },
  context: AuditContext,
): Promise<LookupRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id_company })
      .from(companies)
      .where(eq(companies.id_company, input.company_id));
    if (!company) throw AppError.field('company_id', 'Company tidak ditemukan.');
    const [row] = await tx
      .insert(branches)
      .values({ company_id: input.company_id, name: input.name })
      .onConflictDoNothing()
      .returning({ id: branches.id, name: branches.name });
    if (!row) throw AppError.field('name', 'Branch dengan nama ini sudah ada pada company tersebut.');
    await writeAudit(tx, context, {
      action: 'create',
      entity: 'branch',
      entityId: row.id,
      after: { ...row, company_id: input.company_id },
    });
    return row;
  });
}
