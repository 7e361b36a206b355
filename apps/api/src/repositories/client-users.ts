// Client users (spec 2.20): the standard set, except that update is keyed by the company
// (`PUT /users/update/{id_company}`, the user's id in the body; decisions.md). Branches, groups, group access
// and role must all belong to the user's company, and username_user (an e-mail) is unique.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { clientUserProfiles, clientUsers, companies, userBranches, userRoles, type Db } from '@tagih/db';
import type { User, UserValues } from '@tagih/domain/schemas/user';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../lib/pg-errors.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { findUser, searchUsers, userList, userSearchFilter } from './client-user-rows.ts';
import { idsOfCompany } from './company-lookups.ts';
import { assertFresh } from './simple-crud.ts';
import type { StandardRepository } from './standard-repository.ts';

export type UserInput = UserValues & { updated_at?: string };

const ENTITY = 'client_user';
const USERNAME_TAKEN = 'Email sudah digunakan oleh user lain.';

async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id_company })
    .from(companies)
    .where(eq(companies.id_company, id));
  return row !== undefined;
}

/** Every reference checked at once, so the form shows all its problems in one answer. */
async function checkReferences(db: Db, input: UserInput, userId: number | null): Promise<void> {
  const errors: FieldErrors = {};
  const company = input.id_company;
  if (!(await companyExists(db, company))) {
    errors.id_company = ['Company tidak ditemukan.'];
  } else {
    const foreign = async (kind: Parameters<typeof idsOfCompany>[1], ids: number[]) => {
      const own = await idsOfCompany(db, kind, company, ids);
      return ids.some((id) => !own.has(id));
    };
    if (await foreign('branches', input.branchs_id))
      errors.branchs_id = ['Branch tidak terdaftar pada company yang dipilih.'];
    if (await foreign('rbacRoles', input.user_roles_id))
      errors.user_roles_id = ['Group tidak terdaftar pada company yang dipilih.'];
    if (input.id_group !== null && (await foreign('groupAccesses', [input.id_group])))
      errors.id_group = ['Group access tidak terdaftar pada company yang dipilih.'];
    if (input.id_role !== null && (await foreign('roles', [input.id_role])))
      errors.id_role = ['Role tidak terdaftar pada company yang dipilih.'];
  }
  const sameName = eq(sql`lower(${clientUsers.username_user})`, input.username_user.toLowerCase());
  const [taken] = await db
    .select({ n: count() })
    .from(clientUsers)
    .where(userId === null ? sameName : and(sameName, ne(clientUsers.id, userId)));
  if (Number(taken?.n ?? 0) > 0) errors.username_user = [USERNAME_TAKEN];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** The default branch must be one of the user's branches; the form never shows it, so it follows them. */
function defaultBranchOf(input: UserInput): number {
  return input.default_branch !== null && input.branchs_id.includes(input.default_branch)
    ? input.default_branch
    : input.branchs_id[0]!;
}

async function writeLinks(tx: Db, userId: number, input: UserInput): Promise<void> {
  await tx
    .insert(clientUserProfiles)
    .values({ user_id: userId, name_user: input.name_user, mobile_user: input.mobile_user })
    .onConflictDoUpdate({
      target: clientUserProfiles.user_id,
      set: { name_user: input.name_user, mobile_user: input.mobile_user },
    });
  await tx.delete(userBranches).where(eq(userBranches.user_id, userId));
  await tx.insert(userBranches).values(input.branchs_id.map((branch_id) => ({ user_id: userId, branch_id })));
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  await tx
    .insert(userRoles)
    .values(input.user_roles_id.map((rbac_role_id) => ({ user_id: userId, rbac_role_id })));
}

const columnsOf = (input: UserInput) => ({
  id_company: input.id_company,
  employee_id: input.employee_id,
  username_user: input.username_user,
  default_branch: defaultBranchOf(input),
  id_group: input.id_group,
  id_role: input.id_role,
});

/** A concurrent store of the same e-mail passes the check but not the unique index: same answer. */
async function uniqueUsername<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw AppError.field('username_user', USERNAME_TAKEN);
    throw error;
  }
}

async function requireUser(db: Db, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw AppError.notFound('User');
  return user;
}

export const userRepository: StandardRepository<User, UserInput> = {
  list: (db, query) => userList.page(db, userSearchFilter(db, query.search), query),
  exportRows: (db, query) => userList.exportRows(db, userSearchFilter(db, query.search), query),
  search: searchUsers,
  show: requireUser,

  store: (db, input, context) =>
    uniqueUsername(() =>
      db.transaction(async (tx) => {
        await checkReferences(tx, input, null);
        const now = new Date();
        const [record] = await tx
          .insert(clientUsers)
          .values({ ...columnsOf(input), created_at: now, updated_at: now })
          .returning({ id: clientUsers.id });
        await writeLinks(tx, record!.id, input);
        const after = await requireUser(tx, record!.id);
        await writeAudit(tx, context, { action: 'create', entity: ENTITY, entityId: after.id, after });
        return after;
      }),
    ),

  /** `id` is the company of the address; the user is `input.id` and must already belong to that company. */
  update: (db, companyId, input, context) =>
    uniqueUsername(() =>
      db.transaction(async (tx) => {
        if (input.id === null) throw AppError.field('id', 'Wajib diisi.');
        if (!(await companyExists(tx, companyId))) throw AppError.notFound('Company');
        const [locked] = await tx
          .select()
          .from(clientUsers)
          .where(eq(clientUsers.id, input.id))
          .for('update');
        if (!locked || locked.id_company !== companyId) throw AppError.notFound('User pada company ini');
        if (input.id_company !== companyId)
          throw AppError.field('id_company', 'Company user tidak dapat dipindah.');
        assertFresh(locked.updated_at, input.updated_at);
        await checkReferences(tx, input, locked.id);
        const before = await requireUser(tx, locked.id);
        await tx
          .update(clientUsers)
          .set({ ...columnsOf(input), updated_at: new Date() })
          .where(eq(clientUsers.id, locked.id));
        await writeLinks(tx, locked.id, input);
        const after = await requireUser(tx, locked.id);
        await writeAudit(tx, context, {
          action: 'update',
          entity: ENTITY,
          entityId: locked.id,
          before,
          after,
        });
        return after;
      }),
    ),

  async remove(db, id, context: AuditContext) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(eq(clientUsers.id, id))
        .for('update');
      if (!locked) throw AppError.notFound('User');
      const before = await requireUser(tx, id);
      // Profile, branch and group links and login sessions go with the user (ON DELETE CASCADE).
      await tx.delete(clientUsers).where(eq(clientUsers.id, id));
      await writeAudit(tx, context, { action: 'delete', entity: ENTITY, entityId: id, before });
    });
  },
};
