// The login page's look (spec 2.21 'Login background'): one row, id 1. Image columns hold storage keys.
import { eq } from 'drizzle-orm';
import { loginSettings, type Db } from '@tagih/db';
import type { PublicSettings } from '@tagih/domain/schemas/auth';
import { writeAudit, type AuditContext } from './audit.ts';

export const DEFAULT_BUTTON_COLOR = '#0f4c81';

export type LoginSettingsRecord = typeof loginSettings.$inferSelect;

export async function readLoginSettings(db: Db): Promise<LoginSettingsRecord> {
  const [row] = await db.select().from(loginSettings).where(eq(loginSettings.id, 1));
  return (
    row ?? {
      id: 1,
      button_color: DEFAULT_BUTTON_COLOR,
      background_path: null,
      background_form_path: null,
      updated_at: new Date(0),
    }
  );
}

/** What the login page reads: the colour and public image addresses (versioned, so a new image shows at once). */
export function publicSettingsView(settings: LoginSettingsRecord): PublicSettings {
  const version = settings.updated_at.getTime();
  return {
    button_color: settings.button_color,
    background_url: settings.background_path ? `/api/public/settings/background?v=${version}` : null,
    background_form_url: settings.background_form_path
      ? `/api/public/settings/background-form?v=${version}`
      : null,
  };
}

export interface LoginSettingsChange {
  button_color?: string;
  background_path?: string;
  background_form_path?: string;
}

/** Applies the change under a row lock and returns the settings before and after it (for removing old files). */
export async function updateLoginSettings(db: Db, change: LoginSettingsChange, context: AuditContext) {
  return db.transaction(async (tx) => {
    await tx.insert(loginSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(loginSettings).where(eq(loginSettings.id, 1)).for('update');
    const [after] = await tx
      .update(loginSettings)
      .set({ ...change, updated_at: new Date() })
      .where(eq(loginSettings.id, 1))
      .returning();
    await writeAudit(tx, context, { action: 'update', entity: 'login_settings', entityId: 1, before, after });
    return { before: before!, after: after! };
  });
}
