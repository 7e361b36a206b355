// The 'Administrator' screen (issue 33): who may sign in to the console and with which role. One shape per
// payload, used by the routes, the typed web client and the forms. Roles come from permissions.ts only.
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '../permissions.ts';
import { envelopeSchema, listEnvelopeSchema, listQuerySchema, requiredText } from './common.ts';

export const ROLE_MESSAGE = `Peran harus salah satu dari: ${ROLES.map((role) => ROLE_LABELS[role]).join(', ')}.`;

const roleInput = z.enum(ROLES, { error: ROLE_MESSAGE });

export const ADMIN_STATUSES = ['active', 'disabled'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
export const ADMIN_STATUS_LABELS: Record<AdminStatus, string> = { active: 'Aktif', disabled: 'Nonaktif' };

/** GET /admins: page and search (name or e-mail), and optionally one role and one status. */
export const adminListQuerySchema = listQuerySchema.extend({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }).optional(),
  status: z.enum(ADMIN_STATUSES, { error: 'Status harus active atau disabled.' }).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  /** Signed in with a one-time password not yet changed (or never signed in since it was given). */
  must_change_password: z.boolean(),
  /** When their latest session began; null when they never signed in. */
  last_active_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;

export const adminListSchema = listEnvelopeSchema(adminRowSchema);

const nameField = requiredText(150);

/** 'Tambah Administrator'. The password is not chosen here: the server makes a one-time one. */
export const adminStoreInputSchema = z.object({
  name: nameField,
  email: z
    .string({ error: 'Wajib diisi.' })
    .trim()
    .toLowerCase()
    .min(1, 'Wajib diisi.')
    .max(255, 'Maksimal 255 karakter.')
    .pipe(z.email('Email tidak valid.')),
  role: roleInput,
});
export type AdminStoreInput = z.input<typeof adminStoreInputSchema>;

/** 'Ubah peran' (and the name). A changed role ends the administrator's sessions. */
export const adminUpdateInputSchema = z.object({ name: nameField, role: roleInput });
export type AdminUpdateInput = z.input<typeof adminUpdateInputSchema>;

/** The answer of a store or reset: the administrator and the password, shown this once and never stored. */
export const adminWithPasswordSchema = adminRowSchema.extend({ one_time_password: z.string() });
export type AdminWithPassword = z.infer<typeof adminWithPasswordSchema>;

export const adminEnvelopeSchema = envelopeSchema(adminRowSchema);
export const adminWithPasswordEnvelopeSchema = envelopeSchema(adminWithPasswordSchema);

/** The 409 of the last-active-admin rule (decisions.md "Administrators"). */
export const LAST_ADMIN_MESSAGE =
  'Administrator aktif terakhir dengan peran Admin tidak bisa diturunkan atau dinonaktifkan. Jadikan administrator lain Admin terlebih dahulu.';
