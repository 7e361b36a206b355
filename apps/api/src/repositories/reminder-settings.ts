// 'Setting Pengingat' (issue 21): one row, id 1. No row means the default: reminders on, 1, 7 and 14 days
// after the due date (packages/domain reminders.ts). The scan reads it each time it runs.
import { eq } from 'drizzle-orm';
import { reminderSettings, type Db } from '@tagih/db';
import { DEFAULT_REMINDER_DAYS } from '@tagih/domain/reminders';
import { REMINDER_PLACEHOLDERS, stepTemplate } from '@tagih/domain/reminder-texts';
import type { ReminderSettings, ReminderSettingsInput } from '@tagih/domain/schemas/reminder';
import { writeAudit, type AuditContext } from './audit.ts';

export type ReminderSettingsRecord = typeof reminderSettings.$inferSelect;

const DEFAULT_RECORD: ReminderSettingsRecord = {
  id: 1,
  enabled: true,
  days: [...DEFAULT_REMINDER_DAYS],
  templates: [],
  notify_admins_last: false,
  updated_at: new Date(0),
};

export async function readReminderSettings(db: Db): Promise<ReminderSettingsRecord> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
  return row ?? DEFAULT_RECORD;
}

/** What the API answers: `updated_at` null while the setting was never saved. */
export function reminderSettingsView(record: ReminderSettingsRecord): ReminderSettings {
  return {
    enabled: record.enabled,
    days: record.days,
    templates: record.days.map((_day, index) => stepTemplate(record.templates, index)),
    notify_admins_last: record.notify_admins_last,
    placeholders: REMINDER_PLACEHOLDERS.map((name) => `{${name}}`),
    updated_at: record.updated_at.getTime() === 0 ? null : record.updated_at.toISOString(),
  };
}

/** Saves the setting under a row lock, with the audit row of the change, and returns it. */
export async function updateReminderSettings(
  db: Db,
  change: ReminderSettingsInput,
  context: AuditContext,
): Promise<ReminderSettingsRecord> {
  return db.transaction(async (tx) => {
    await tx.insert(reminderSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(reminderSettings).where(eq(reminderSettings.id, 1)).for('update');
    const [after] = await tx
      .update(reminderSettings)
      .set({
        enabled: change.enabled,
        days: change.days,
        // Left out of the payload (a client from before step texts), the saved texts and choice stay.
        ...(change.templates ? { templates: change.templates } : {}),
        ...(change.notify_admins_last === undefined ? {} : { notify_admins_last: change.notify_admins_last }),
        updated_at: new Date(),
      })
      .where(eq(reminderSettings.id, 1))
      .returning();
    await writeAudit(tx, context, {
      action: 'update',
      entity: 'reminder_settings',
      entityId: 1,
      before,
      after,
    });
    return after!;
  });
}
