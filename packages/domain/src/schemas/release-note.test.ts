import { describe, expect, it } from 'vitest';
import {
  joinSchedule,
  releaseNoteInputSchema,
  releaseNoteStatusInputSchema,
  splitSchedule,
} from './release-note.ts';

describe('release note schedule: the form joins date and time with a space and splits them on edit', () => {
  it('splits and joins', () => {
    expect(splitSchedule('2026-11-22 14:30')).toEqual({ date: '2026-11-22', time: '14:30' });
    expect(splitSchedule('2026-11-22')).toEqual({ date: '2026-11-22', time: '' });
    expect(joinSchedule('2026-11-22', '14:30:00')).toBe('2026-11-22 14:30');
  });

  it('accepts the form values (apart) and the payload (joined) as the same schedule', () => {
    const apart = releaseNoteInputSchema.parse({
      version: 'v1',
      date_schedule: '2026-11-22',
      time_schedule: '14:30',
    });
    const joined = releaseNoteInputSchema.parse({ version: 'v1', date_schedule: '2026-11-22 14:30' });
    expect(apart).toEqual(joined);
    expect(joined).toEqual({
      version: 'v1',
      date_schedule: '2026-11-22 14:30',
      description: '',
      updated_at: undefined,
    });
  });

  it('names both empty fields of an empty form, and a bad time under time_schedule', () => {
    const empty = releaseNoteInputSchema.safeParse({ version: 'v1', date_schedule: '', time_schedule: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date_schedule', 'Wajib diisi.'],
      ['time_schedule', 'Wajib diisi.'],
    ]);
    const badTime = releaseNoteInputSchema.safeParse({
      version: 'v1',
      date_schedule: '2026-11-22',
      time_schedule: '25:00',
    });
    expect(badTime.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['time_schedule']);
  });
});

describe('release note change-status body', () => {
  it.each([
    [undefined, { toggleFrom: undefined }],
    [{ record: { id: 3, status: 0 } }, { toggleFrom: 0 }],
    [{ record: 1 }, { toggleFrom: 1 }],
    [{ status: '1' }, { status: 1 }],
    [{ status: 0, record: { status: 0 } }, { status: 0 }],
  ])('%j -> %j', (body, change) => {
    expect(releaseNoteStatusInputSchema.parse(body)).toEqual(change);
  });

  it('refuses any other status', () => {
    expect(releaseNoteStatusInputSchema.safeParse({ status: 2 }).success).toBe(false);
    expect(releaseNoteStatusInputSchema.safeParse({ record: { status: 'x' } }).success).toBe(false);
  });
});
