// Client users (spec 2.20, sections 3 and 6): the payload of store/update, the nested record the API
// returns, and the administrator look-ups of 'Setting Mail'.
import { z } from 'zod';
import { requiredText, versionField } from './common.ts';
import { optionalDigits, optionalText, requiredEmail } from './contact.ts';
import { idList, isId, requiredId } from './lookup.ts';

/** An optional reference: '', null, 0 or absent mean "none" (the form holds id_role 0 when absent). */
const optionalId = z
  .union([z.number(), z.string(), z.null()], { error: 'Pilihan tidak valid.' })
  .optional()
  .transform((value) =>
    value === null || value === undefined || value === '' || Number(value) === 0 ? null : Number(value),
  )
  .refine((value) => value === null || isId(value), 'Pilihan tidak valid.');

export const userInputSchema = z.object({
  /** The user being updated; `PUT /users/update/{id_company}` is keyed by company, so the user id rides in the body. */
  id: optionalId,
  id_company: requiredId(),
  branchs_id: idList({ min: 1, minMessage: 'Pilih minimal satu branch.' }),
  user_roles_id: idList({ min: 1, minMessage: 'Pilih minimal satu group.' }),
  employee_id: optionalText(50),
  username_user: requiredEmail,
  name_user: requiredText(150),
  mobile_user: optionalDigits(20),
  default_branch: optionalId,
  id_group: optionalId,
  id_role: optionalId,
  updated_at: versionField,
});
export type UserInput = z.input<typeof userInputSchema>;
export type UserValues = z.output<typeof userInputSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  id_company: z.number().int(),
  company: z.object({ id_company: z.number().int(), name_company: z.string() }),
  employee_id: z.string().nullable(),
  username_user: z.string(),
  profile: z.object({ name_user: z.string(), mobile_user: z.string().nullable() }),
  default_branch: z.number().int().nullable(),
  branch: named.nullable(),
  branchs_id: z.array(z.number().int()),
  branches: z.array(named),
  user_roles_id: z.array(z.number().int()),
  /** Each of the user's groups, with role.name (spec section 3 "Roles"). */
  roles: z.array(z.object({ rbac_role_id: z.number().int(), role: named })),
  id_group: z.number().int().nullable(),
  group: named.nullable(),
  id_role: z.number().int().nullable(),
  role: z.object({ id_role: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Administrators offered and chosen in 'Setting Mail'. */
export const adminOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AdminOption = z.infer<typeof adminOptionSchema>;

/** `POST /users/update_admin`: the whole selection, replacing the previous one (empty clears it). */
export const updateAdminBodySchema = z.object({ idAdmin: idList({ max: 500 }) });
export type UpdateAdminBody = z.input<typeof updateAdminBodySchema>;
