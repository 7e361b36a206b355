// GET /audit-logs/export (issue 20: every list exports what it shows): the Audit Log's rows under the same
// filters and in the same order as its pages (audit-log-list.ts: newest first by id), walked by keyset a chunk
// at a time, each worded as the screen words it (the domain's labels and change summary), secrets hidden.
import { and, count } from 'drizzle-orm';
import { auditLogs, type Db } from '@tagih/db';
import { changeSummaryText } from '@tagih/domain/audit-diff';
import { actionWord, administratorText, resourceLabel } from '@tagih/domain/audit-labels';
import { ROLE_LABELS } from '@tagih/domain/permissions';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import type { AuditLogExportQuery, AuditLogExportRow, AuditLogRow } from '@tagih/domain/schemas/audit-log';
import { auditFilter, selectAuditRows, toAuditLogRow } from './audit-log-list.ts';
import { afterCursor, keysetChunks, mapChunks, type SortKey } from './list-order.ts';
import type { ExportRows } from './standard-repository.ts';

/** The list's order (selectAuditRows orders by id, newest first), as a keyset. */
const NEWEST_FIRST: SortKey = { column: auditLogs.id, dir: 'desc', id: auditLogs.id };

/** An audit row as the export's cells: WIB to the second, the words of the screen, the change on one line. */
export function auditLogExportRow(row: AuditLogRow): AuditLogExportRow {
  return {
    created_at: formatJakartaDateTime(new Date(row.created_at), { seconds: true }),
    administrator: administratorText(row.admin, row.api_key),
    admin_role: row.admin_role ? ROLE_LABELS[row.admin_role] : '',
    action: actionWord(row.action),
    resource: resourceLabel(row.resource),
    record_id: row.record_id ?? '',
    changes: changeSummaryText(row.before, row.after),
  };
}

export async function exportAuditLogs(
  db: Db,
  query: AuditLogExportQuery,
): Promise<ExportRows<AuditLogExportRow>> {
  const filter = auditFilter(query);
  const chunks = keysetChunks(async (after, limit) => {
    const where = after ? and(filter, afterCursor(NEWEST_FIRST, after)) : filter;
    const rows = await selectAuditRows(db, where ?? filter).limit(limit);
    return rows.map((row) => ({ row, cursor_id: row.id, cursor_value: String(row.id) }));
  });
  const [counted] = await db.select({ n: count() }).from(auditLogs).where(filter);
  return {
    total: Number(counted?.n ?? 0),
    chunks: mapChunks(chunks, ({ row }) => auditLogExportRow(toAuditLogRow(row))),
  };
}
