// Reminders of unpaid invoices (issue 21): the 'Setting Pengingat' payload, a sent reminder as the view dialog
// lists it, and the WhatsApp share data. Declared once for the routes, the OpenAPI document and the console.
import { z } from 'zod';
import { MAX_REMINDER_DAY, MAX_REMINDER_STEPS } from '../reminders.ts';

const DAY_RANGE_MESSAGE = `Hari pengingat harus antara 1 dan ${MAX_REMINDER_DAY}.`;

export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Pilih pengingat aktif atau tidak.' }),
  days: z
    .array(
      z
        .number({ error: 'Hari pengingat harus bilangan bulat.' })
        .int('Hari pengingat harus bilangan bulat.')
        .min(1, DAY_RANGE_MESSAGE)
        .max(MAX_REMINDER_DAY, DAY_RANGE_MESSAGE),
      { error: 'Hari pengingat harus daftar angka.' },
    )
    .min(1, 'Isi paling sedikit satu hari pengingat.')
    .max(MAX_REMINDER_STEPS, `Paling banyak ${MAX_REMINDER_STEPS} hari pengingat.`)
    .refine(
      (days) => days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0)),
      'Hari pengingat harus berurutan naik dan tidak boleh sama.',
    ),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int()),
  updated_at: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** One reminder of an order: `sent_at` null while the mail is on its way (or was cut off: see docs). */
export const sentReminderSchema = z.object({
  step_day: z.number().int(),
  due_date: z.string(),
  claimed_at: z.string(),
  sent_at: z.string().nullable(),
  sent_to: z.array(z.string()),
  amount_due: z.string(),
  /** Why the last try did not mail (null when it went, or is on its way). */
  last_error: z.string().nullable(),
});
export type SentReminder = z.infer<typeof sentReminderSchema>;

/** GET /orders/{id}/whatsapp: what 'Kirim via WhatsApp' opens. */
export const whatsappShareSchema = z.object({
  phone: z.string(),
  url: z.string(),
  message: z.string(),
  wa_url: z.string(),
  expires_at: z.string(),
});
export type WhatsappShare = z.infer<typeof whatsappShareSchema>;
