import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { LOGIN_EMAIL, LOGIN_PASSWORD, PASSWORD_MAX_LENGTH, REQUIRED_MESSAGE } from '../login-fields.ts';

export { PASSWORD_MAX_LENGTH };

/** The login form's fields, from their declaration in login-fields.ts (which the login page checks with). */
export const loginInputSchema = z.object({
  email: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .email({ pattern: LOGIN_EMAIL.pattern, error: LOGIN_EMAIL.formatMessage })
    .max(LOGIN_EMAIL.maxLength, LOGIN_EMAIL.tooLongMessage),
  password: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .max(LOGIN_PASSWORD.maxLength, LOGIN_PASSWORD.tooLongMessage),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** An administrator as the login and profile answers give them: with their role (issue 33). */
export const adminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Signed in with a one-time password: only 'Ganti Password' is allowed until it is changed. */
  must_change_password: z.boolean(),
});
export type AdminAnswer = z.infer<typeof adminSchema>;
export const loginResultSchema = z.object({ token: z.string(), expires_at: z.string(), admin: adminSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Login-page appearance, public so the login page can show it before anyone signs in (spec 2.21). */
export const publicSettingsSchema = z.object({
  button_color: z.string(),
  background_url: z.string().nullable(),
  background_form_url: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The local default of ADMIN_PASSWORD (decisions.md): fine on a laptop, refused in production. */
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';
/** The password policy's bounds (password-policy.ts applies them); here so the console can say them. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * 'Ganti Password' (`POST /change-password`). Only presence and the confirmation are checked here, so the
 * form can check them as the user types; the policy (password-policy.ts) and the current password are the
 * server's answer, 422 under `new_password` and `current_password`.
 */
export const changePasswordInputSchema = z
  .object({
    current_password: z.string({ error: 'Wajib diisi.' }).min(1, 'Wajib diisi.').max(PASSWORD_MAX_LENGTH),
    new_password: z
      .string({ error: 'Wajib diisi.' })
      .min(1, 'Wajib diisi.')
      // Counted in UTF-16 units here, in characters by the policy: the larger bound only stops huge bodies.
      .max(PASSWORD_MAX_LENGTH * 2, `Password maksimal ${PASSWORD_MAX_LENGTH} karakter.`),
    new_password_confirmation: z
      .string({ error: 'Wajib diisi.' })
      .min(1, 'Wajib diisi.')
      .max(PASSWORD_MAX_LENGTH * 2),
  })
  .refine((input) => input.new_password === input.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'Konfirmasi password tidak sama dengan password baru.',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;
