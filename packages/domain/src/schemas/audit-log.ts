// The Audit Log (issue 20, 'History'): GET /audit-logs?page=&resource=&record_id=&admin_id= and the send
// history of an invoice, which reads the same rows. Declared once here for the route, its OpenAPI document,
// the console's screen and the 'Riwayat' links of the forms.
import { z } from 'zod';
import { listEnvelopeSchema, listQuerySchema, MAX_ID } from './common.ts';
import { ROLES } from '../permissions.ts';
import { exportQuerySchema, type ListColumnSpec } from './list-query.ts';

/**
 * What `resource` means on the wire: the console's name of a resource (its address segment, `/admin/{name}`),
 * and the `audit_logs.entity` values its writes record. Written once: the filter asks these entities, each
 * row answers the resource of its entity, and a form's 'Riwayat' link names its own section's segment.
 * Records without a console screen (administrators, branches, client sessions) get a name in the same style.
 */
export const AUDIT_RESOURCES = {
  companies: ['company'],
  users: ['client_user'],
  'extra-package': ['extra_package'],
  'user-package': ['user_package'],
  'user-storage': ['user_storage'],
  orders: ['order'],
  'release-notes': ['release_note'],
  'product-item': ['product_item'],
  'add-on': ['add_on'],
  'master-voucher': ['voucher'],
  'master-packages': ['master_package'],
  'setting-background': [
    'login_settings',
    'mail_recipients',
    'reminder_settings',
    'subscription_settings',
    'approval_settings',
  ],
  administrators: ['admin'],
  branches: ['branch'],
  'client-sessions': ['client_user_session'],
  withholdings: ['withholding_slip'],
  'api-keys': ['api_key'],
} as const satisfies Record<string, readonly string[]>;

export type AuditResource = keyof typeof AUDIT_RESOURCES;
export const AUDIT_RESOURCE_NAMES = Object.keys(AUDIT_RESOURCES) as [AuditResource, ...AuditResource[]];

export const isAuditResource = (name: string): name is AuditResource => Object.hasOwn(AUDIT_RESOURCES, name);

const resourceByEntity = new Map<string, AuditResource>(
  AUDIT_RESOURCE_NAMES.flatMap((resource) =>
    AUDIT_RESOURCES[resource].map((entity) => [entity, resource] as const),
  ),
);

/** The resource an entity belongs to; an entity no resource names (none today) answers itself. */
export function auditResourceOf(entity: string): string {
  return resourceByEntity.get(entity) ?? entity;
}

const RECORD_ID_MESSAGE = 'ID record hanya boleh huruf, angka, - dan _ (maksimal 64 karakter).';
const ADMIN_ID_MESSAGE = 'ID administrator harus bilangan bulat positif.';

export const auditLogQuerySchema = z.object({
  page: listQuerySchema.shape.page,
  resource: z.enum(AUDIT_RESOURCE_NAMES, { error: 'Resource tidak dikenal.' }).optional(),
  /** The record's id as its resource names it (an order's id, 'setting-mail' for the mail recipients). */
  record_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, RECORD_ID_MESSAGE)
    .optional(),
  admin_id: z
    .string()
    .refine((digits) => /^[1-9][0-9]{0,9}$/.test(digits) && Number(digits) <= MAX_ID, ADMIN_ID_MESSAGE)
    .transform(Number)
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditAdminSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  /** When the write happened (ISO 8601). */
  created_at: z.string(),
  /** create, update, delete, or the step taken (publish, cancel, send_invoice, ...). */
  action: z.string(),
  resource: z.string(),
  /** The record's id within its resource; null for writes without one. */
  record_id: z.string().nullable(),
  /** Who did it; null for writes of the system (seed, operator's command) or a removed administrator. */
  admin: auditAdminSchema.nullable(),
  admin_id: z.number().int().nullable(),
  /** The role the administrator acted with (issue 33); null for the system and rows from before roles. */
  admin_role: z.enum(ROLES).nullable(),
  /** The API key the write came through (issue 34); null for a console session and the system. */
  api_key: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  request_id: z.string().nullable(),
  /** The record as it was and as it became: any JSON (an object for a record, a list for a selection). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const auditLogListSchema = listEnvelopeSchema(auditLogRowSchema);

/** `GET /audit-logs/export`: the list's filters without the page, and the file's format. */
export const auditLogExportQuerySchema = exportQuerySchema(auditLogQuerySchema);
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

/**
 * The Audit Log's columns in its export: the screen's (Waktu, Administrator, Peran, Tindakan, Resource, Perubahan)
 * with the record's id in a column of its own, so a spreadsheet can filter by it. Every value is text the
 * API words (auditLogExportRow): the time in WIB to the second, the change on one line.
 */
export const auditLogExportColumns = [
  { field: 'created_at', label: 'Waktu', kind: 'text', sortable: false },
  { field: 'administrator', label: 'Administrator', kind: 'text', sortable: false },
  { field: 'admin_role', label: 'Peran', kind: 'text', sortable: false },
  { field: 'action', label: 'Tindakan', kind: 'text', sortable: false },
  { field: 'resource', label: 'Resource', kind: 'text', sortable: false },
  { field: 'record_id', label: 'ID record', kind: 'text', sortable: false },
  { field: 'changes', label: 'Perubahan', kind: 'text', sortable: false },
] as const satisfies readonly ListColumnSpec[];

export type AuditLogExportRow = Record<(typeof auditLogExportColumns)[number]['field'], string>;
