// Staff who sign in to the console, their revocable sessions, and who receives invoice copies (Setting Mail).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
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
