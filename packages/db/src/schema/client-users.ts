// Users of client companies (they sign in to the product the clients use, not to this console), with their
// profile, branch and role links, and their login sessions (ended by 'Clear All Session User').
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { branches, companies, groupAccesses, rbacRoles, roles } from './companies.ts';

export const clientUsers = pgTable(
  'client_users',
  {
    id: serial('id').primaryKey(),
    id_company: integer('id_company')
      .notNull()
      .references(() => companies.id_company, { onDelete: 'restrict' }),
    employee_id: text('employee_id'),
    username_user: text('username_user').notNull(),
    id_group: integer('id_group').references(() => groupAccesses.id, { onDelete: 'set null' }),
    id_role: integer('id_role').references(() => roles.id, { onDelete: 'set null' }),
    default_branch: integer('default_branch').references(() => branches.id, { onDelete: 'set null' }),
    password_hash: text('password_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('client_users_username_unique').on(t.username_user),
    index('client_users_company_idx').on(t.id_company),
    index('client_users_username_trgm').using('gin', t.username_user.op('gin_trgm_ops')),
    index('client_users_employee_trgm').using('gin', t.employee_id.op('gin_trgm_ops')),
  ],
);

export const clientUserProfiles = pgTable(
  'client_user_profiles',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    name_user: text('name_user').notNull(),
    mobile_user: text('mobile_user'),
  },
  (t) => [index('client_user_profiles_name_trgm').using('gin', t.name_user.op('gin_trgm_ops'))],
);

export const userBranches = pgTable(
  'user_branches',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.branch_id] }),
    index('user_branches_branch_idx').on(t.branch_id),
  ],
);

/** A user's groups (user_roles_id[] in the form), chosen from the company's RBAC roles. */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    rbac_role_id: integer('rbac_role_id')
      .notNull()
      .references(() => rbacRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.rbac_role_id] }),
    index('user_roles_role_idx').on(t.rbac_role_id),
  ],
);

export const clientUserSessions = pgTable(
  'client_user_sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('client_user_sessions_user_idx').on(t.user_id)],
);
