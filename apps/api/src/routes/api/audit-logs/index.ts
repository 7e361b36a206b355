// GET /audit-logs and its export (issue 20, 'History'): the audit trail every write leaves, newest first, filtered by
// resource, record and administrator. Read-only: the rows are written by the writes themselves.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_RESOURCES,
  auditLogExportColumns,
  auditLogExportQuerySchema,
  auditLogListSchema,
  auditLogQuerySchema,
  type AuditLogExportQuery,
} from '@tagih/domain/schemas/audit-log';
import { list } from '../../../lib/envelope.ts';
import { exportAuditLogs } from '../../../repositories/audit-log-export.ts';
import { listAuditLogs } from '../../../repositories/audit-log-list.ts';
import { registerListExport } from '../../list-export.ts';

const RESOURCE_TABLE = Object.entries(AUDIT_RESOURCES)
  .map(([resource, entities]) => `\`${resource}\` (${entities.join(', ')})`)
  .join(', ');

const AUDIT_LOG_TAG = 'Audit log';

export default async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: [AUDIT_LOG_TAG],
        summary: 'Who changed what and when, newest first',
        description:
          'One page of 10 audit rows with the record before and after, and the administrator who made the change. ' +
          '`resource` is the console name of a resource; each covers these recorded entities: ' +
          `${RESOURCE_TABLE}. \`record_id\` is the record's id within it, \`admin_id\` an administrator's id. ` +
          'The total is exact up to 1,000 rows and an estimate past that (`meta.total_estimated`).',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema },
      },
    },
    async (request) => {
      const { rows, total, estimated } = await listAuditLogs(app.db, request.query);
      return list(rows, request.query.page, total, estimated);
    },
  );

  registerListExport(app, {
    permission: 'audit.read',
    tag: AUDIT_LOG_TAG,
    name: 'audit-logs',
    columns: auditLogExportColumns,
    querystring: auditLogExportQuerySchema,
    rows: (query: AuditLogExportQuery) => exportAuditLogs(app.db, query),
  });
}
