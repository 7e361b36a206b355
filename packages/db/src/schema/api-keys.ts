// API keys (issue 34): what an integrator calls /api with (`Authorization: Bearer tgh_...`). Only the SHA-256 of
// the secret is kept; the key acts as the administrator who made it, with the key's own role.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@tagih/domain/permissions';
import { admins } from './admins.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `tgh_` and the next 8 characters of the secret, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, lowercase hex: the secret itself is never stored. */
    secret_hash: text('secret_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The administrator the key acts as (created_by of what it writes). */
    created_by: integer('created_by')
      .notNull()
      .references(() => admins.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Updated at most once a minute (lib/api-key-usage.ts), never per request. */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    /** The last day (WIB) the key works; null: it does not expire. */
    expires_on: date('expires_on', { mode: 'string' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_unique').on(t.secret_hash),
    index('api_keys_created_idx').on(t.created_at, t.id),
    check('api_keys_role', sql`${t.role} in ('admin', 'finance', 'sales', 'viewer')`),
  ],
);
