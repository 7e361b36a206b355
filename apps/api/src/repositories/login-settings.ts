import { eq } from 'drizzle-orm';
import { loginSettings, type Db } from '@tagih/db';

export async function readLoginSettings(db: Db) {
  const [row] = await db.select().from(loginSettings).where(eq(loginSettings.id, 1));
  return row ?? { id: 1, button_color: '#0f4c81', background_path: null, background_form_path: null, updated_at: new Date(0) };
}
