// Reference modules and their sub-modules (spec section 7): read-only lists the product item and add-on
// pickers load. The base seed creates them; there is no API to change them.
import { and, asc, count, eq } from 'drizzle-orm';
import { refModules, subModules, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import type { RefModule, SubModule } from '@tagih/domain/schemas/ref-module';
import { AppError } from '../lib/app-error.ts';
import { containsText } from '../lib/search.ts';

const SEARCH_LIMIT = 20;

export async function listRefModules(
  db: Db,
  { page, search }: { page: number; search: string },
): Promise<{ rows: RefModule[]; total: number }> {
  const where = containsText(search, refModules.name);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(refModules)
      .where(where)
      .orderBy(asc(refModules.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(refModules).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

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
