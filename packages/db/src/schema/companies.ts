// Client companies and their organisation: branches, RBAC roles, group accesses and roles, all per company.
import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, timestamps } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id_company: serial('id_company').primaryKey(),
    code_company: text('code_company').notNull(),
    name_company: text('name_company').notNull(),
    phone_company: text('phone_company'),
    email: text('email'),
    pic_email: text('pic_email'),
    pic_name: text('pic_name'),
    pic_phone: text('pic_phone'),
    fax_number: text('fax_number'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    npwp: text('npwp'),
    address_company: text('address_company'),
    status_type_job_order: smallint('status_type_job_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_code_unique').on(t.code_company),
    index('companies_name_trgm').using('gin', t.name_company.op('gin_trgm_ops')),
    index('companies_code_trgm').using('gin', t.code_company.op('gin_trgm_ops')),
  ],
);

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id_company, { onDelete: 'cascade' });

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    name: text('name').notNull(),
    is_default: flag('is_default'),
    ...timestamps,
  },
  (t) => [
    index('branches_company_idx').on(t.company_id),
    uniqueIndex('branches_company_name_unique').on(t.company_id, t.name),
  ],
);

export const rbacRoles = pgTable(
  'rbac_roles',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [
    index('rbac_roles_company_idx').on(t.company_id),
    uniqueIndex('rbac_roles_company_name_unique').on(t.company_id, t.name),
  ],
);

export const groupAccesses = pgTable(
  'group_accesses',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [index('group_accesses_company_idx').on(t.company_id)],
);

export const roles = pgTable(
  'roles',
  { id: serial('id').primaryKey(), company_id: companyId(), name: text('name').notNull(), ...timestamps },
  (t) => [index('roles_company_idx').on(t.company_id)],
);

/**
 * Versions of what in-process search indexes hold (apps/api/src/lib/name-index.ts): 'companies' moves
 * whenever a company is added, removed or renamed or its code changes (a statement trigger, migration
 * 0003_search_support), so every server process can tell, in the statement that checks a search's
 * candidates, that its index is stale.
 */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
