// Idempotency keys (issue 34): a write sent again with the same `Idempotency-Key` by the same caller within 24
// hours answers the first answer instead of writing again (apps/api/src/lib/idempotency.ts). A row is claimed
// (no response yet) before the write runs and completed with the answer after it; a failed write deletes it.
import { bigserial, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who sent it: `admin:<id>` or `key:<id>` (an API key); one caller's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** `POST /api/orders/store`: the route the key was first used on. */
    route: text('route').notNull(),
    /** SHA-256 (hex) of the route's path parameters and body, canonical JSON: "the same request". */
    request_hash: text('request_hash').notNull(),
    /** The first answer, once the write succeeded; null while it runs. */
    response_status: smallint('response_status'),
    response_body: text('response_body'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('idempotency_keys_scope_key').on(table.scope, table.key),
    index('idempotency_keys_created_at').on(table.created_at),
  ],
);
