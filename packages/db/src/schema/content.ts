// Release notes, the login-page appearance, generated-code sequences and the audit log.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { timestamps } from './columns.ts';

export const releaseNotes = pgTable(
  'release_notes',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    /** The scheduled moment; the API speaks 'YYYY-MM-DD HH:mm' in WIB. */
    date_schedule: timestamp('date_schedule', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull().default(''),
    /** 0 unpublished, 1 published. */
    status: smallint('status').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('release_notes_schedule_idx').on(sql`${t.date_schedule} desc`),
    index('release_notes_version_trgm').using('gin', t.version.op('gin_trgm_ops')),
  ],
);

/** A single row (id 1): the login page's look. Image columns are storage keys. */
export const loginSettings = pgTable(
  'login_settings',
  {
    id: smallint('id').primaryKey().default(1),
    button_color: text('button_color').notNull().default('#0f4c81'),
    background_path: text('background_path'),
    background_form_path: text('background_form_path'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('login_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A single row (id 1): 'Setting Pajak'. Absent means not PKP (the default: every figure of the spec
 * unchanged). The rate and DPP rule apply to orders stored while PKP is on; the seller's NPWP and NITKU are
 * the Coretax export's TIN and SellerIDTKU.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: smallint('id').primaryKey().default(1),
    is_pkp: boolean('is_pkp').notNull().default(false),
    ppn_rate: smallint('ppn_rate').notNull().default(12),
    dpp_rule: text('dpp_rule', { enum: ['11/12', '1/1'] })
      .notNull()
      .default('11/12'),
    seller_npwp: text('seller_npwp'),
    seller_nitku: text('seller_nitku'),
    /** The PPh 23 rate buyers withhold (issue 31), in basis points: 200 = 2%, exact (no float anywhere). */
    pph23_rate_bp: smallint('pph23_rate_bp').notNull().default(200),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_settings_single_row', sql`${t.id} = 1`),
    check('tax_settings_pph23_rate', sql`${t.pph23_rate_bp} > 0 and ${t.pph23_rate_bp} < 10000`),
  ],
);

/**
 * Counters behind generated codes (invoice numbers per month, company codes per initials, kode_paket per
 * month). Taken with INSERT ... ON CONFLICT DO UPDATE ... RETURNING inside the storing transaction: the row
 * lock serialises concurrent stores, and a rolled-back store rolls its number back, so there are no gaps.
 */
export const codeSequences = pgTable('code_sequences', {
  scope: text('scope').primaryKey(),
  last_value: integer('last_value').notNull().default(0),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    admin_id: integer('admin_id'),
    /** The role the administrator acted with (issue 33); null for the system and for rows before roles. */
    admin_role: text('admin_role'),
    /** The API key the write came through (issue 34); null for a console session, the system and the CLI. */
    api_key_id: integer('api_key_id').references(() => apiKeys.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The Audit Log reads newest first (id order) by record, by resource or by administrator: each filter has an
  // index that ends in id, so a page is an index scan that stops after its rows, however many rows there are.
  (t) => [
    index('audit_logs_record_idx').on(t.entity, t.entity_id, t.id),
    index('audit_logs_entity_idx').on(t.entity, t.id),
    index('audit_logs_admin_idx').on(t.admin_id, t.id),
    // One administrator's writes to one resource: without it a filter that matches few rows scans them all.
    index('audit_logs_admin_entity_idx').on(t.admin_id, t.entity, t.id),
    index('audit_logs_created_idx').on(t.created_at),
  ],
);

export type AuditRow = typeof auditLogs.$inferSelect;
