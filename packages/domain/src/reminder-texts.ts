// The words of each reminder step (issue 30, "reminders that escalate"): a subject and a text per step of
// 'Setting Pengingat', with placeholders the server fills from the order. One renderer for the mail and the
// console's preview (the API renders both), so what an administrator previews is what the client reads.
// The default texts are the reminder's words before steps had texts of their own.

/** The placeholders a text may use, each the order's figure it stands for (formatted as the invoice prints). */
export const REMINDER_PLACEHOLDERS = [
  'company',
  'invoice',
  'amount_due',
  'balance_due',
  'due_date',
  'days_overdue',
  'bank_account',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Readonly<Record<ReminderPlaceholder, string>>;

export interface ReminderTemplate {
  subject: string;
  body: string;
}

export const DEFAULT_REMINDER_TEMPLATE: ReminderTemplate = {
  subject: 'Pengingat pembayaran invoice {invoice}',
  body: [
    'Kami ingin mengingatkan bahwa invoice {invoice} untuk {company} telah jatuh tempo pada {due_date} ({days_overdue} hari yang lalu) dan belum kami terima pelunasannya.',
    'Sisa tagihan: {balance_due}. Pembayaran dapat ditransfer ke {bank_account} dengan mencantumkan nomor invoice {invoice} sebagai berita transfer.',
    'Invoice terlampir dalam format PDF. Bila pembayaran sudah dilakukan, mohon kirimkan bukti transfer dengan membalas email ini, dan abaikan pengingat ini.',
    'Terima kasih atas perhatian dan kerja samanya.',
  ].join('\n\n'),
};

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const KNOWN = new Set<string>(REMINDER_PLACEHOLDERS);

/** The placeholders in `text` that are not known, each once, in the order they appear ('{nama}'). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !KNOWN.has(name))
    .map((name) => `{${name}}`);
  return [...new Set(unknown)];
}

/** `text` with each known placeholder replaced by its value (an unknown one is refused before it is saved). */
export function fillPlaceholders(text: string, values: ReminderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? values[name as ReminderPlaceholder] : whole,
  );
}

/** The template of step `index` (0-based) of `count` steps: the saved one, or the default when none was. */
export function stepTemplate(templates: readonly ReminderTemplate[], index: number): ReminderTemplate {
  return templates[index] ?? DEFAULT_REMINDER_TEMPLATE;
}

/** The subject and the paragraphs (blank lines part them) of a step's mail for one order. */
export function renderReminder(
  template: ReminderTemplate,
  values: ReminderValues,
): { subject: string; paragraphs: string[] } {
  const paragraphs = fillPlaceholders(template.body, values)
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { subject: fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim(), paragraphs };
}

/** What the console's preview fills a text with: an invoice partly paid, a week past its due date. */
export const REMINDER_PREVIEW_VALUES: Omit<ReminderValues, 'bank_account'> = {
  company: 'PT Contoh Pelanggan',
  invoice: 'INV/2026/11/0001',
  amount_due: 'Rp. 11.100.000',
  balance_due: 'Rp. 5.550.000',
  due_date: '15 November 2026',
  days_overdue: '7',
};
