// Reminders of unpaid invoices (issue 21): the 'Setting Pengingat' payload, a sent reminder as the view dialog
// lists it, and the WhatsApp share data. Declared once for the routes, the OpenAPI document and the console.
import { z } from 'zod';
import { REMINDER_PLACEHOLDERS, unknownPlaceholders } from '../reminder-texts.ts';
import { MAX_REMINDER_DAY, MAX_REMINDER_STEPS } from '../reminders.ts';
import { refuseControlCharacters } from './common.ts';

const DAY_RANGE_MESSAGE = `Hari pengingat harus antara 1 dan ${MAX_REMINDER_DAY}.`;

const PLACEHOLDER_LIST = REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** A step's subject or text: required, no control characters, only the known placeholders (422 names the rest). */
function templateText(max: number, multiline: boolean) {
  return refuseControlCharacters(
    z.string({ error: 'Wajib diisi.' }).trim().min(1, 'Wajib diisi.').max(max, `Maksimal ${max} karakter.`),
    multiline,
  ).superRefine((value, context) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `Placeholder tidak dikenal: ${unknown.join(', ')}. Yang dapat dipakai: ${PLACEHOLDER_LIST}.`,
      });
  });
}

/** One step's subject and text (issue 30); also the body of the preview. */
export const reminderTemplateSchema = z.object({
  subject: templateText(200, false),
  body: templateText(5000, true),
});
export type ReminderTemplateInput = z.input<typeof reminderTemplateSchema>;

export const TEMPLATES_PER_DAY_MESSAGE = 'Isi subjek dan teks untuk setiap hari pengingat.';

export const reminderSettingsInputSchema = z
  .object({
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
    /** One subject and text per day, in the same order; left out, the texts saved before are kept. */
    templates: z
      .array(reminderTemplateSchema, { error: TEMPLATES_PER_DAY_MESSAGE })
      .max(MAX_REMINDER_STEPS, TEMPLATES_PER_DAY_MESSAGE)
      .optional(),
    /** The last step also tells the Setting Mail administrators; left out, the saved choice is kept. */
    notify_admins_last: z.boolean({ error: 'Pilih ya atau tidak.' }).optional(),
  })
  .refine((input) => input.templates === undefined || input.templates.length === input.days.length, {
    path: ['templates'],
    message: TEMPLATES_PER_DAY_MESSAGE,
  });
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int()),
  /** One per day, in order: a step never given a text of its own has the default words. */
  templates: z.array(z.object({ subject: z.string(), body: z.string() })),
  notify_admins_last: z.boolean(),
  /** The placeholders a text may use: {company}, {invoice}, ... */
  placeholders: z.array(z.string()),
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

/** POST /settings/reminders/preview: a step's mail as the client would read it, filled with a sample invoice. */
export const reminderPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;
