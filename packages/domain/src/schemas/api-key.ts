// 'API Key' (issue 34): keys an integrator calls /api with, `Authorization: Bearer tgh_...`. A key acts with a
// role (permissions.ts) like an administrator; its secret is shown once and only its SHA-256 is stored
// (decisions.md "Administrators"). One shape per payload for the routes, the typed web client and the form.
import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { ROLE_MESSAGE } from './admin.ts';
import { calendarDate, envelopeSchema, listEnvelopeSchema, listQuerySchema, requiredText } from './common.ts';

/** Every secret starts so; the list shows the first characters (the prefix) to tell keys apart. */
export const API_KEY_PREFIX = 'tgh_';
/** How many characters of the secret the list shows: `tgh_` and 8 more. */
export const API_KEY_SHOWN_LENGTH = 12;

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Aktif',
  expired: 'Kedaluwarsa',
  revoked: 'Dicabut',
};

export const apiKeyListQuerySchema = listQuerySchema;

export const apiKeyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `tgh_` and the next 8 characters of the secret. */
  prefix: z.string(),
  role: z.enum(ROLES),
  status: z.enum(API_KEY_STATUSES),
  created_at: z.string(),
  /** Who made it (an administrator's name). */
  created_by_name: z.string().nullable(),
  /** Null when never used; updated at most once a minute. */
  last_used_at: z.string().nullable(),
  /** The last day the key works (WIB, YYYY-MM-DD); null means it does not expire. */
  expires_on: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;
export const apiKeyListSchema = listEnvelopeSchema(apiKeyRowSchema);

/** 'Tambah API Key'. The expiry is optional and must be a day after today (checked by the server). */
export const apiKeyStoreInputSchema = z.object({
  name: requiredText(100),
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
  expires_on: calendarDate().nullable().optional(),
});
export type ApiKeyStoreInput = z.input<typeof apiKeyStoreInputSchema>;

/** The answer of a store: the key and its secret, shown this once and never stored. */
export const apiKeyWithSecretSchema = apiKeyRowSchema.extend({ secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

export const apiKeyEnvelopeSchema = envelopeSchema(apiKeyRowSchema);
export const apiKeyWithSecretEnvelopeSchema = envelopeSchema(apiKeyWithSecretSchema);
