// A company as the API answers it, and the company list in a sort (issue 20) with its export: the same search
// filter in any order, its sorts the ones companyListColumns declares (list-order.ts `declaredSorts`).
import { companies } from '@tagih/db';
import type { Company } from '@tagih/domain/schemas/company';
import { companyListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';
import { tableList } from './table-list.ts';

export type CompanyRecord = typeof companies.$inferSelect;

export function toCompany(record: CompanyRecord): Company {
  const { created_at, updated_at, ...fields } = record;
  return { ...fields, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}

export const sortedList = tableList<CompanyRecord, Company>({
  table: companies,
  id: companies.id_company,
  sorts: declaredSorts(companyListColumns, {
    code_company: companies.code_company,
    name_company: companies.name_company,
    phone_company: companies.phone_company,
  }),
  toRow: toCompany,
});
