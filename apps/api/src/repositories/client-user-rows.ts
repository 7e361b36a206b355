// Reading client users in the nested shape of spec section 3: company, profile, default branch, group and
// role as objects, and the user's branches and groups (RBAC roles) as id lists with their names.
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  branches,
  clientUserProfiles,
  clientUsers,
  companies,
  groupAccesses,
  rbacRoles,
  roles,
  userBranches,
  userRoles,
  type Db,
} from '@tagih/db';
import type { User } from '@tagih/domain/schemas/user';
import { containsText } from '../lib/search.ts';
import { afterCursor, cursorFields, keysetChunks, mapChunks, orderOf, type SortKey } from './list-order.ts';

function baseQuery<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({
      ...(extra as Extra),
      user: clientUsers,
      company: { id_company: companies.id_company, name_company: companies.name_company },
      profile: { name_user: clientUserProfiles.name_user, mobile_user: clientUserProfiles.mobile_user },
      branch: { id: branches.id, name: branches.name },
      group: { id: groupAccesses.id, name: groupAccesses.name },
      role: { id_role: roles.id, name: roles.name },
    })
    .from(clientUsers)
    .innerJoin(companies, eq(companies.id_company, clientUsers.id_company))
    .leftJoin(clientUserProfiles, eq(clientUserProfiles.user_id, clientUsers.id))
    .leftJoin(branches, eq(branches.id, clientUsers.default_branch))
    .leftJoin(groupAccesses, eq(groupAccesses.id, clientUsers.id_group))
    .leftJoin(roles, eq(roles.id, clientUsers.id_role))
    .$dynamic();
}
type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery<Record<never, never>>>['execute']>>[number];

/**
 * Adds each user's branches and groups (two queries for the whole page, not two per user), one after the
 * other: a store or update reads its user back inside its transaction, whose connection runs one at a time.
 */
async function hydrate(db: Db, rows: BaseRow[]): Promise<User[]> {
  const ids = rows.map((row) => row.user.id);
  if (ids.length === 0) return [];
  const branchLinks = await db
    .select({ user_id: userBranches.user_id, id: branches.id, name: branches.name })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branch_id))
    .where(inArray(userBranches.user_id, ids))
    .orderBy(asc(branches.name), asc(branches.id));
  const roleLinks = await db
    .select({ user_id: userRoles.user_id, id: rbacRoles.id, name: rbacRoles.name })
    .from(userRoles)
    .innerJoin(rbacRoles, eq(rbacRoles.id, userRoles.rbac_role_id))
    .where(inArray(userRoles.user_id, ids))
    .orderBy(asc(rbacRoles.name), asc(rbacRoles.id));
  return rows.map(({ user, company, profile, branch, group, role }) => {
    const own = branchLinks.filter((link) => link.user_id === user.id).map(({ id, name }) => ({ id, name }));
    const groups = roleLinks.filter((link) => link.user_id === user.id).map(({ id, name }) => ({ id, name }));
    return {
      id: user.id,
      id_company: user.id_company,
      company,
      employee_id: user.employee_id,
      username_user: user.username_user,
      profile: profile ?? { name_user: '', mobile_user: null },
      default_branch: user.default_branch,
      branch,
      branchs_id: own.map((item) => item.id),
      branches: own,
      user_roles_id: groups.map((item) => item.id),
      roles: groups.map((item) => ({ rbac_role_id: item.id, role: item })),
      id_group: user.id_group,
      group,
      id_role: user.id_role,
      role,
      created_at: user.created_at.toISOString(),
      updated_at: user.updated_at.toISOString(),
    };
  });
}

/**
 * Users whose username, employee id, name or company name contains the text. The name and company parts
 * are subqueries so each side can use its own trigram index.
 */
export function userSearchFilter(db: Db, text: string): SQL | undefined {
  if (!text) return undefined;
  return or(
    containsText(text, clientUsers.username_user, clientUsers.employee_id),
    inArray(
      clientUsers.id,
      db
        .select({ id: clientUserProfiles.user_id })
        .from(clientUserProfiles)
        .where(containsText(text, clientUserProfiles.name_user)),
    ),
    inArray(
      clientUsers.id_company,
      db
        .select({ id: companies.id_company })
        .from(companies)
        .where(containsText(text, companies.name_company)),
    ),
  );
}

export async function selectUsers(
  db: Db,
  options: { where?: SQL; limit: number; offset?: number; byName?: boolean; order?: SQL[] },
): Promise<User[]> {
  const order =
    options.order ??
    (options.byName ? [asc(clientUserProfiles.name_user), asc(clientUsers.id)] : [desc(clientUsers.id)]);
  const rows = await baseQuery(db)
    .where(options.where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return hydrate(db, rows);
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await selectUsers(db, { where: eq(clientUsers.id, id), limit: 1 });
  return row;
}

/** The user list's sorts (list-columns.ts), keyed by wire field. */
export const USER_SORT_COLUMNS = {
  name_company: companies.name_company,
  employee_id: clientUsers.employee_id,
  username_user: clientUsers.username_user,
  name_user: clientUserProfiles.name_user,
};
export const USERS_NEWEST_FIRST: SortKey = { column: clientUsers.id, dir: 'desc', id: clientUsers.id };

/** Every user matching `where` in the order of `key`, a chunk at a time (the export). */
export function userChunks(db: Db, key: SortKey, where: SQL | undefined): AsyncIterable<User[]> {
  return mapChunks(
    keysetChunks(async (after, limit) => {
      const rows = await baseQuery(db, cursorFields(key))
        .where(after ? and(where, afterCursor(key, after)) : where)
        .orderBy(...orderOf(key))
        .limit(limit);
      const users = await hydrate(db, rows);
      return rows.map((row, index) => ({ ...row, user: users[index]! }));
    }),
    (row) => row.user,
  );
}
