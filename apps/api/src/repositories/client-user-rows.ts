// Reading client users in the nested shape of spec section 3: company, profile, default branch, group and
// role as objects, and the user's branches and groups (RBAC roles) as id lists with their names.
import { asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
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
import { userSchema, type User } from '@tagih/domain/schemas/user';
import { containsText } from '../lib/search.ts';
import { jsonRows } from './sql-values.ts';
import { tableList } from './table-list.ts';
import { userListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

/** Each of a user's links (branches or groups), as {id, name} in name order: a JSON list per user row. */
function linksOf(table: typeof branches | typeof rbacRoles, ids: SQL) {
  return jsonRows(
    userSchema.shape.branches,
    sql`select json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}) order by ${table.name}, ${table.id})
      from ${table} where ${table.id} in (${ids})`,
  );
}
/** The default branch, joined under its own name: `branches` is the user's branches' sub-select. */
const defaultBranch = alias(branches, 'default_branch');

/**
 * What a user row is read from, in one statement: the user, its company, profile, default branch, group and
 * role joined, and its branches and groups (RBAC roles) as JSON lists of sub-selects on the user's id.
 */
const userFields = {
  user: getTableColumns(clientUsers),
  company: { id_company: companies.id_company, name_company: companies.name_company },
  profile: { name_user: clientUserProfiles.name_user, mobile_user: clientUserProfiles.mobile_user },
  branch: { id: defaultBranch.id, name: defaultBranch.name },
  group: { id: groupAccesses.id, name: groupAccesses.name },
  role: { id_role: roles.id, name: roles.name },
  own: linksOf(
    branches,
    sql`select ${userBranches.branch_id} from ${userBranches} where ${userBranches.user_id} = ${clientUsers.id}`,
  ),
  groups: linksOf(
    rbacRoles,
    sql`select ${userRoles.rbac_role_id} from ${userRoles} where ${userRoles.user_id} = ${clientUsers.id}`,
  ),
};

/** The joins of a user's company, profile, default branch, group and role onto a select from client_users. */
const withJoins = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(companies, eq(companies.id_company, clientUsers.id_company))
    .leftJoin(clientUserProfiles, eq(clientUserProfiles.user_id, clientUsers.id))
    .leftJoin(defaultBranch, eq(defaultBranch.id, clientUsers.default_branch))
    .leftJoin(groupAccesses, eq(groupAccesses.id, clientUsers.id_group))
    .leftJoin(roles, eq(roles.id, clientUsers.id_role));
const selectUserRows = (db: Db) => withJoins(db.select(userFields).from(clientUsers).$dynamic());
const usersFrom = (db: Db, fields: SelectedFields): PgSelect =>
  withJoins(db.select(fields).from(clientUsers).$dynamic());
type UserRecord = Awaited<ReturnType<typeof selectUserRows>>[number];

/** The nested shape of spec section 3 from a row of userFields. */
function toUser({ user, company, profile, branch, group, role, own, groups }: UserRecord): User {
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

/** The user list's page and export (table-list.ts); its sorts are list-columns.ts's, keyed by wire field. */
export const userList = tableList({
  table: clientUsers,
  id: clientUsers.id,
  sorts: declaredSorts(userListColumns, {
    name_company: companies.name_company,
    employee_id: clientUsers.employee_id,
    username_user: clientUsers.username_user,
    name_user: clientUserProfiles.name_user,
  }),
  joined: { fields: userFields, from: usersFrom },
  toRow: toUser,
});

/** The users a picker offers for a name: the first 20 by name. */
export async function searchUsers(db: Db, text: string): Promise<User[]> {
  const rows = await selectUserRows(db)
    .where(userSearchFilter(db, text))
    .orderBy(asc(clientUserProfiles.name_user), asc(clientUsers.id))
    .limit(20);
  return rows.map(toUser);
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await selectUserRows(db).where(eq(clientUsers.id, id));
  return row && toUser(row);
}
