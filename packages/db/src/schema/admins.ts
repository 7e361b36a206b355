// Staff who sign in to the console, their revocable sessions, and who receives invoice copies (Setting Mail).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@tagih/domain/permissions';
import { money, timestamps } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    /**
     * Whether the password met the policy (domain password-policy.ts) when it was set; the hash cannot tell
     * its length afterwards. Null: set before this was recorded. Production refuses to start unless every
     * active administrator's is true (docs/security.md).
     */
    password_meets_policy: boolean('password_meets_policy'),
    /** Set: a disabled administrator, who cannot sign in and whose sessions were ended. */
    disabled_at: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * What the administrator may do (issue 33; packages/domain permissions.ts). Everyone made before roles
     * existed, and the first administrator, is `admin`.
     */
    role: text('role', { enum: ROLES }).notNull().default('admin'),
    /** Set by a one-time password (a new administrator, a reset): only the password change is allowed until done. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    check('admins_role', sql`${t.role} in ('admin', 'finance', 'sales', 'viewer')`),
    // The last-active-admin rule counts these (repositories/admins.ts).
    index('admins_active_role_idx')
      .on(t.role)
      .where(sql`${t.disabled_at} is null`),
    index('admins_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One row per issued token (its jti), so logout can revoke a token before it expires. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.admin_id)],
);

/** The administrators chosen in 'Setting Mail': BCC on every invoice e-mail. */
export const mailRecipients = pgTable('mail_recipients', {
  admin_id: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Maker-checker (issue 33): the second pair of eyes on money. One row; absent means the defaults (the uploader
 * of a proof may not approve it; no amount above which only finance or admin approve).
 */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** On: the administrator who uploaded a proof cannot approve it. */
    separate_uploader: boolean('separate_uploader').notNull().default(true),
    /** Set: approving a payment above this many rupiah needs the `finance` or `admin` role. */
    finance_above: money('finance_above'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('approval_settings_single_row', sql`${t.id} = 1`),
    check('approval_settings_finance_above', sql`${t.finance_above} is null or ${t.finance_above} >= 0`),
  ],
);
