// Why a catalogue record cannot be deleted: the kinds of records that still point at it. Checked before the
// delete inside its transaction, so the refusal names every user of the record instead of a bare 409.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@tagih/db';

export interface Reference {
  /** What refers to it, as people call it ('order', 'master package'). */
  by: string;
  /** The referring column. */
  column: PgColumn;
}

/** '{label} tidak dapat dihapus karena masih dipakai oleh order dan master package.', or undefined when unused. */
export async function inUseMessage(
  db: Db,
  label: string,
  id: number,
  references: Reference[],
): Promise<string | undefined> {
  const users: string[] = [];
  for (const reference of references) {
    const [hit] = await db
      .select({ one: sql<number>`1` })
      .from(reference.column.table as PgTable)
      .where(eq(reference.column, id))
      .limit(1);
    if (hit && !users.includes(reference.by)) users.push(reference.by);
  }
  if (users.length === 0) return undefined;
  const who = users.length === 1 ? users[0] : `${users.slice(0, -1).join(', ')} dan ${users.at(-1)}`;
  return `${label} tidak dapat dihapus karena masih dipakai oleh ${who}.`;
}
