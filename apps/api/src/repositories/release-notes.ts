// Release notes (spec 2.19): the standard set, the publish toggle and the public "what's new" feed.
// The schedule is a timestamptz; the wire speaks Jakarta wall-clock 'YYYY-MM-DD HH:mm' (dates.ts converts),
// and every description is sanitised here, on its way into the database.
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { releaseNotes, type Db } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { formatJakartaDateTime, jakartaDateTimeToUtc } from '@tagih/domain/dates';
import type { PublicReleaseNote, ReleaseNote, ReleaseNoteValues } from '@tagih/domain/schemas/release-note';
import { splitSchedule } from '@tagih/domain/schemas/release-note';
import { AppError } from '../lib/app-error.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { writeAudit, type AuditContext } from './audit.ts';
import { createSimpleCrud } from './simple-crud.ts';
import { releaseNoteListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

type ReleaseNoteRecord = typeof releaseNotes.$inferSelect;

export const PUBLISHED = 1;

/** 'YYYY-MM-DD HH:mm' in Jakarta -> the instant. The input schema has already checked the format. */
export function scheduleToInstant(schedule: string): Date {
  const { date, time } = splitSchedule(schedule);
  return jakartaDateTimeToUtc(date, time);
}

function toRow(record: ReleaseNoteRecord): ReleaseNote {
  return {
    id: record.id,
    version: record.version,
    date_schedule: formatJakartaDateTime(record.date_schedule),
    description: record.description,
    status: record.status,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

export const releaseNoteRepository = createSimpleCrud<ReleaseNoteRecord, ReleaseNote, ReleaseNoteValues>({
  entity: 'release_note',
  label: 'Release note',
  table: releaseNotes,
  searchColumns: [releaseNotes.version],
  sorts: declaredSorts(releaseNoteListColumns, {
    date_schedule: releaseNotes.date_schedule,
    version: releaseNotes.version,
    status: releaseNotes.status,
  }),
  filter: ({ status }) => (status === 0 || status === 1 ? eq(releaseNotes.status, status) : undefined),
  toRow,
  // status is left out on purpose: a note is published only through change-status.
  toValues: (input) => ({
    version: input.version,
    date_schedule: scheduleToInstant(input.date_schedule),
    description: sanitizeHtml(input.description),
  }),
});

/**
 * Sets the status (0 or 1). With `toggleFrom` the client says which status it saw, and gets the other one;
 * without it the stored status is flipped. Locked, audited, and a no-op change still answers the record.
 */
export async function changeReleaseNoteStatus(
  db: Db,
  id: number,
  change: { status: 0 | 1 } | { toggleFrom: 0 | 1 | undefined },
  context: AuditContext,
): Promise<ReleaseNote> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(releaseNotes).where(eq(releaseNotes.id, id)).for('update');
    if (!before) throw AppError.notFound('Release note');
    const seen = 'status' in change ? undefined : (change.toggleFrom ?? before.status);
    const status = 'status' in change ? change.status : seen === PUBLISHED ? 0 : PUBLISHED;
    const [after] = await tx
      .update(releaseNotes)
      .set({ status, updated_at: new Date() })
      .where(eq(releaseNotes.id, id))
      .returning();
    await writeAudit(tx, context, {
      action: 'change-status',
      entity: 'release_note',
      entityId: id,
      before,
      after,
    });
    return toRow(after!);
  });
}

/** Published notes whose schedule has passed, newest first (the public feed). */
export async function listPublishedReleaseNotes(db: Db, page: number, now = new Date()) {
  const visible = and(eq(releaseNotes.status, PUBLISHED), lte(releaseNotes.date_schedule, now));
  const [records, totals] = await Promise.all([
    db
      .select()
      .from(releaseNotes)
      .where(visible)
      .orderBy(desc(releaseNotes.date_schedule), desc(releaseNotes.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(releaseNotes).where(visible),
  ]);
  const rows: PublicReleaseNote[] = records.map((record) => ({
    id: record.id,
    version: record.version,
    date_schedule: formatJakartaDateTime(record.date_schedule),
    published_at: record.date_schedule.toISOString(),
    description: record.description,
  }));
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
