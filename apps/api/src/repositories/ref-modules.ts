// Reference modules and their sub-modules (spec section 7): read-only lists the product item and add-on
// pickers load. The base seed creates them; there is no API to change them.
import { and, asc, eq } from 'drizzle-orm';
import { refModules, subModules, type Db } from '@tagih/db';
import type { RefModule, SubModule } from '@tagih/domain/schemas/ref-module';
import { AppError } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';
import type { ExportQuery, ListQuery } from './standard-repository.ts';
import { tableList } from './table-list.ts';
import { refModuleListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

const SEARCH_LIMIT = 20;

/** The module list in the spec's order (id ascending) or a `sort`, and its export. */
const refModuleList = tableList<RefModule, RefModule>({
  table: refModules,
  id: refModules.id,
  sorts: declaredSorts(refModuleListColumns, { id: refModules.id, name: refModules.name }),
  toRow: (record) => record,
  defaultDir: 'asc',
});

export const listRefModules = (db: Db, query: ListQuery) =>
  refModuleList.page(db, containsText(query.search, refModules.name), query);

export const exportRefModules = (db: Db, query: ExportQuery) =>
  refModuleList.exportRows(db, containsText(query.search, refModules.name), query);

export async function searchRefModules(db: Db, name: string): Promise<RefModule[]> {
  return db
    .select()
    .from(refModules)
    .where(containsText(name, refModules.name))
    .orderBy(asc(refModules.id))
    .limit(SEARCH_LIMIT);
}

/** The sub-modules of one module, in their seeded order; 404 when the module does not exist. */
export async function subModulesOf(db: Db, moduleId: number): Promise<SubModule[]> {
  const [module] = await db.select().from(refModules).where(eq(refModules.id, moduleId));
  if (!module) throw AppError.notFound('Ref module');
  return db
    .select()
    .from(subModules)
    .where(eq(subModules.ref_module_id, moduleId))
    .orderBy(asc(subModules.id));
}

export async function showSubModule(db: Db, id: number): Promise<SubModule> {
  const [subModule] = await db.select().from(subModules).where(eq(subModules.id, id));
  if (!subModule) throw AppError.notFound('Sub-module');
  return subModule;
}

export async function searchSubModules(db: Db, name: string, moduleId?: number): Promise<SubModule[]> {
  const where = and(
    containsText(name, subModules.name),
    moduleId === undefined ? undefined : eq(subModules.ref_module_id, moduleId),
  );
  return db
    .select()
    .from(subModules)
    .where(where)
    .orderBy(asc(subModules.ref_module_id), asc(subModules.id))
    .limit(SEARCH_LIMIT);
}
