// Every write leaves a row: who, what, when, and the record before and after.
import { auditLogs, type Db } from '@tagih/db';
import type { Role } from '@tagih/domain/permissions';

export interface AuditContext {
  adminId: number | null;
  /** The role the administrator acted with (issue 33); absent for the system, the command line and seeds. */
  role?: Role | null;
  requestId: string;
  /** The API key the write came through (issue 34); absent for a console session, the system and the CLI. */
  apiKeyId?: number | null;
}

export async function writeAudit(
  db: Db,
  context: AuditContext,
  entry: {
    action: 'create' | 'update' | 'delete' | string;
    entity: string;
    entityId: string | number;
    before?: unknown;
    after?: unknown;
  },
) {
  await db.insert(auditLogs).values({
    admin_id: context.adminId,
    admin_role: context.role ?? null,
    api_key_id: context.apiKeyId ?? null,
    request_id: context.requestId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

/** Dates and bigints made JSON-safe, so the audit row can hold any record. */
export function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
