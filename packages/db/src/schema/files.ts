// Uploaded files (payment proofs, login backgrounds) when the server runs on PostgreSQL: every instance reads
// them from the database it shares, and a backup of the database holds them too. The embedded database keeps
// files in DATA_DIR instead (apps/api/src/plugins/app/storage.ts chooses).
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable('stored_files', {
  /** The storage key (`payment-proofs/<32 hex>.png`), as the rows that point at the file hold it. */
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  content_type: text('content_type').notNull(),
  byte_size: integer('byte_size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
