// Reading the audit trail (GET /audit-logs): one page of rows, newest first, filtered by resource, record and
// administrator, each with the administrator's name and e-mail. Every filter has an index ending in id
// (migration audit_log_reading), so a page stops after its rows; the total is exact up to SEARCH_COUNT_CAP and
// the planner's estimate past that (meta.total_estimated), like the order search.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { admins, apiKeys, auditLogs, type Db } from '@tagih/db';
import { isRole } from '@tagih/domain/permissions';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import {
  AUDIT_RESOURCES,
  auditResourceOf,
  type AuditLogQuery,
  type AuditLogRow,
} from '@tagih/domain/schemas/audit-log';
import { estimateRows, SEARCH_COUNT_CAP, searchReach } from './capped-count.ts';
import { isoText } from './sql-values.ts';

export function auditFilter(query: Omit<AuditLogQuery, 'page'>): SQL {
  const conditions = [
    query.resource ? inArray(auditLogs.entity, [...AUDIT_RESOURCES[query.resource]]) : undefined,
    query.record_id ? eq(auditLogs.entity_id, query.record_id) : undefined,
    query.admin_id ? eq(auditLogs.admin_id, query.admin_id) : undefined,
  ];
  return and(...conditions) ?? sql`true`;
}

const auditRowFields = {
  id: auditLogs.id,
  created_at: isoText(auditLogs.created_at),
  action: auditLogs.action,
  entity: auditLogs.entity,
  record_id: auditLogs.entity_id,
  admin_id: auditLogs.admin_id,
  admin_role: auditLogs.admin_role,
  admin_name: admins.name,
  admin_email: admins.email,
  api_key_id: auditLogs.api_key_id,
  api_key_name: apiKeys.name,
  request_id: auditLogs.request_id,
  before: auditLogs.before,
  after: auditLogs.after,
};

/** The rows with their administrators, newest first (id: the order they were written in). */
export function selectAuditRows(db: Db, filter: SQL) {
  return db
    .select(auditRowFields)
    .from(auditLogs)
    .leftJoin(admins, eq(admins.id, auditLogs.admin_id))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLogs.api_key_id))
    .where(filter)
    .orderBy(desc(auditLogs.id));
}

type SelectedAuditRow = Awaited<ReturnType<typeof selectAuditRows>>[number];

/** Names of fields that hold a secret: never answered, even if a write ever recorded one. */
const SECRET_FIELD = /(^|_)(password|hash|token|secret)$/i;

/** The value with every secret field's value replaced, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? '[disembunyikan]' : withoutSecrets(field),
    ]),
  );
}

export function toAuditLogRow(row: SelectedAuditRow): AuditLogRow {
  const { entity, admin_name, admin_email, admin_role, api_key_id, api_key_name, ...rest } = row;
  return {
    ...rest,
    api_key: api_key_id !== null && api_key_name !== null ? { id: api_key_id, name: api_key_name } : null,
    admin_role: isRole(admin_role) ? admin_role : null,
    before: withoutSecrets(rest.before),
    after: withoutSecrets(rest.after),
    resource: auditResourceOf(entity),
    admin:
      row.admin_id !== null && admin_name !== null && admin_email !== null
        ? { id: row.admin_id, name: admin_name, email: admin_email }
        : null,
  };
}

export async function listAuditLogs(
  db: Db,
  query: AuditLogQuery,
): Promise<{ rows: AuditLogRow[]; total: number; estimated: boolean }> {
  const filter = auditFilter(query);
  const offset = (query.page - 1) * PAGE_SIZE;
  const reach = searchReach(offset, PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    selectAuditRows(db, filter).limit(PAGE_SIZE).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(auditLogs)
        .where(filter)
        .limit(reach)
        .as('reached'),
    ),
  ]);
  const reached = counted?.n ?? 0;
  if (reached <= SEARCH_COUNT_CAP) return { rows: rows.map(toAuditLogRow), total: reached, estimated: false };
  // Past the cap: at least what was reached, and the planner's figure when it says more.
  const estimate = await estimateRows(db, auditLogs, filter);
  return { rows: rows.map(toAuditLogRow), total: Math.max(reached, estimate), estimated: true };
}
