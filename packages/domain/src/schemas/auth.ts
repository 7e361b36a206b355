import { z } from 'zod';

export const loginInputSchema = z.object({
  email: z.string({ error: 'Wajib diisi.' }).trim().toLowerCase().email('Format email tidak valid.').max(254),
  password: z.string({ error: 'Wajib diisi.' }).min(1, 'Wajib diisi.').max(200),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const adminSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export const loginResultSchema = z.object({ token: z.string(), expires_at: z.string(), admin: adminSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Login-page appearance, public so the login page can show it before anyone signs in (spec 2.21). */
export const publicSettingsSchema = z.object({
  button_color: z.string(),
  background_url: z.string().nullable(),
  background_form_url: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
