// One reminder step of one order: claim it, mail it, record it (decisions-made.md, "Reminders"). The claim
// (UNIQUE order + step, committed first) is what makes the step go once with any number of instances; the
// record after the mail is what the view dialog lists and the audit log keeps.
import type { Db } from '@tagih/db';
import type { Config } from '../../../config.ts';
import { invoiceRecipients } from './invoice-mail.ts';
import { createInvoicePdf, type InvoiceMaking } from '../invoice-pdf.ts';
import type { Mailer } from '../../../plugins/app/mail.ts';
import type { AuditContext } from '../../../repositories/audit.ts';
import {
  claimReminder,
  dueReminders,
  recordReminderFailed,
  recordReminderSent,
  type DueReminder,
} from './invoice-reminders.ts';
import { readReminderSettings } from '../../../repositories/reminder-settings.ts';
import { todayInJakarta } from '@tagih/domain/dates';
import { stepTemplate } from '@tagih/domain/reminder-texts';
import { lastReminderNotice, reminderMail, reminderValues } from './reminder-mail.ts';

export interface ReminderDeps {
  db: Db;
  invoices: InvoiceMaking;
  mailer: Mailer;
  seller: Config['seller'];
  /** The clock the scan reads "today" (WIB) from; injected so tests move it. */
  now: () => Date;
}

export type ReminderOutcome = 'sent' | 'skipped' | 'failed';

/** The steps due today under 'Setting Pengingat' (none while it is off). */
export async function scanDueReminders(deps: ReminderDeps): Promise<DueReminder[]> {
  const settings = await readReminderSettings(deps.db);
  if (!settings.enabled) return [];
  const now = deps.now();
  return dueReminders(deps.db, todayInJakarta(now), settings.days, now);
}

/**
 * Sends step `reminder` unless it was claimed or sent already, or the order was paid or cancelled since the
 * scan. A mail that did not go (no address, the mail server refused) releases the claim with its reason and
 * throws, so the queue retries the job.
 */
export async function sendReminder(
  deps: ReminderDeps,
  reminder: DueReminder,
  context: AuditContext,
): Promise<ReminderOutcome> {
  const claim = await claimReminder(deps.db, reminder, deps.now());
  if (!claim) return 'skipped';
  // The step's words by its place in 'Setting Pengingat' (a day since removed from it gets the default words).
  const settings = await readReminderSettings(deps.db);
  const step = settings.days.indexOf(reminder.stepDay);
  const template = stepTemplate(settings.templates, step < 0 ? settings.days.length : step);
  let recipients;
  let values;
  try {
    const invoice = await createInvoicePdf(deps.invoices, deps.seller, reminder.orderId);
    recipients = await invoiceRecipients(deps.db, invoice.data.company);
    if (recipients.to.length === 0) throw new Error('Perusahaan ini belum memiliki alamat email.');
    values = reminderValues(invoice, claim.amountDue, todayInJakarta(deps.now()));
    await deps.mailer.send(reminderMail(invoice, recipients, template, values, deps.seller.name));
  } catch (error) {
    await recordReminderFailed(deps.db, claim, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // Outside the catch: once the mail went, the claim is never released. Should this record fail, the claim
  // stays without sent_at and is taken up only after its lease (a possible second mail, never a lost one).
  const sent = { ...recipients, orderId: reminder.orderId, stepDay: reminder.stepDay, sentAt: deps.now() };
  await recordReminderSent(deps.db, claim, sent, context);
  const last = step >= 0 && step === settings.days.length - 1;
  if (last && settings.notify_admins_last && recipients.bcc.length > 0) {
    // After the record: a notice the mail server refuses must not send the client's reminder again.
    const notice = lastReminderNotice(values, recipients.to, recipients.bcc, deps.seller.name);
    await deps.mailer.send(notice).catch(() => undefined);
  }
  return 'sent';
}
