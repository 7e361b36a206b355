// Release notes in the console: the standard set, scheduling in Jakarta time, sanitising, change-status.
// The public "what's new" feed and the demo data are in release-notes-public.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLogs, releaseNotes } from '@tagih/db';
import type { ReleaseNote as Note } from '@tagih/domain/schemas/release-note';
import { createTestContext, type TestContext } from './helper.ts';
import { harmfulParts, STORABLE_XSS_PAYLOADS } from './fixtures/xss-payloads.ts';

describe('release notes: the standard set, scheduling and sanitising', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/release-notes/store', payload: payload as object });
  const stored = async (payload: object): Promise<Note> => {
    const response = await store(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(releaseNotes).where(eq(releaseNotes.id, id)))[0];
  const noteCount = async () => Number((await t.database.db.select({ n: count() }).from(releaseNotes))[0]!.n);

  it('stores a note scheduled in Jakarta time, unpublished, and shows it back in the same words', async () => {
    const response = await store({
      version: 'v3.0.0',
      date_schedule: '2026-11-22 14:30',
      description: '<p>Rilis <strong>besar</strong></p>',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'Data berhasil ditambahkan!',
      data: {
        version: 'v3.0.0',
        date_schedule: '2026-11-22 14:30',
        description: '<p>Rilis <strong>besar</strong></p>',
        status: 0,
      },
    });
    // 14:30 WIB is 07:30 UTC, whatever the server's own time zone.
    expect((await rowOf(body.data.id))!.date_schedule.toISOString()).toBe('2026-11-22T07:30:00.000Z');
    const shown = await t.request({ method: 'GET', url: `/api/release-notes/${body.data.id}` });
    expect(shown.json()).toEqual({ code: 200, message: 'OK', data: body.data });
  });

  it('accepts the date and the time apart (date_schedule + time_schedule) and keeps a schedule across midnight UTC', async () => {
    const note = await stored({ version: 'v0.9', date_schedule: '2020-01-01', time_schedule: '06:59' });
    expect(note.date_schedule).toBe('2020-01-01 06:59');
    expect((await rowOf(note.id))!.date_schedule.toISOString()).toBe('2019-12-31T23:59:00.000Z');
  });

  it('refuses a missing version, date or time with 422 under the spec keys, and stores nothing', async () => {
    const before = await noteCount();
    const empty = await store({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { version: ['Wajib diisi.'], date_schedule: ['Wajib diisi.'] },
    });
    expect((await store({ version: 'v1', date_schedule: '2026-05-01' })).json().errors).toEqual({
      time_schedule: ['Wajib diisi.'],
    });
    // What the console's form sends when both fields are left empty: both are named.
    expect((await store({ version: 'v1', date_schedule: '', time_schedule: '' })).json().errors).toEqual({
      date_schedule: ['Wajib diisi.'],
      time_schedule: ['Wajib diisi.'],
    });
    expect(
      (await store({ version: 'v1', date_schedule: '2026-05-01', time_schedule: '7.30' })).json().errors,
    ).toEqual({
      time_schedule: ['Waktu tidak valid (format 24 jam HH:mm).'],
    });
    for (const bad of [
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '2026-01-01 24:00',
      '22/11/2026 14:30',
      'besok',
      '2026-01-01 2:30 PM',
    ]) {
      const response = await store({ version: 'v1', date_schedule: bad });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors, bad).toEqual({
        date_schedule: ['Tanggal tidak valid (format YYYY-MM-DD HH:mm).'],
      });
    }
    expect(
      (await store({ version: 'x'.repeat(51), date_schedule: '2026-01-01 10:00' })).json().errors,
    ).toEqual({ version: ['Maksimal 50 karakter.'] });
    expect(await noteCount()).toBe(before);
  });

  it('sanitises every payload of the XSS list before storing it, and keeps the formatting', async () => {
    for (const payload of STORABLE_XSS_PAYLOADS) {
      const note = await stored({
        version: 'xss',
        date_schedule: '2026-01-01 10:00',
        description: `<p>Aman</p>${payload}`,
      });
      expect(harmfulParts(note.description), payload).toEqual([]);
      expect(note.description.startsWith('<p>Aman</p>'), payload).toBe(true);
      expect((await rowOf(note.id))!.description).toBe(note.description);
    }
    const first = await stored({ version: 'upd', date_schedule: '2026-01-01 10:00' });
    const updated = await t.request({
      method: 'PUT',
      url: `/api/release-notes/update/${first.id}`,
      payload: {
        version: 'upd',
        date_schedule: '2026-01-01 10:00',
        description: '<a href="javascript:alert(1)" onclick="x()">x</a>',
      },
    });
    expect(updated.json().data.description).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });

  it('lists 10 a page, searches the version, and never lets store or update set the status or the id', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/release-notes?page=1' })).json();
    expect(list.data).toHaveLength(10);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 10, total: await noteCount() });
    const found = (await t.request({ method: 'GET', url: '/api/release-notes?search=V3.0' })).json();
    expect(found.data.map((row: Note) => row.version)).toEqual(['v3.0.0']);
    const typed = (
      await t.request({ method: 'POST', url: '/api/release-notes/search', payload: { name: '0.9' } })
    ).json();
    expect(typed.data.map((row: Note) => row.version)).toEqual(['v0.9']);

    const sneaky = await stored({ id: 999_999, version: 'v9', date_schedule: '2026-01-01 10:00', status: 1 });
    expect(sneaky.id).not.toBe(999_999);
    expect(sneaky.status).toBe(0);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/release-notes/update/${sneaky.id}`,
      payload: { version: 'v9.1', date_schedule: '2026-02-01 08:15', status: 1 },
    });
    expect(updated.json().data).toMatchObject({
      version: 'v9.1',
      date_schedule: '2026-02-01 08:15',
      status: 0,
    });
  });

  it('updates with the version check (409 when stale, nothing changed), deletes, and answers 404 for a missing id', async () => {
    const note = await stored({ version: 'v4', date_schedule: '2026-03-01 09:00' });
    const ok = await t.request({
      method: 'PUT',
      url: `/api/release-notes/update/${note.id}`,
      payload: { version: 'v4.1', date_schedule: '2026-03-02 10:00', updated_at: note.updated_at },
    });
    expect(ok.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: { version: 'v4.1', date_schedule: '2026-03-02 10:00' },
    });
    const stale = await t.request({
      method: 'PUT',
      url: `/api/release-notes/update/${note.id}`,
      payload: { version: 'v4.2', date_schedule: '2026-03-02 10:00', updated_at: note.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect((await rowOf(note.id))!.version).toBe('v4.1');
    const invalid = await t.request({
      method: 'PUT',
      url: `/api/release-notes/update/${note.id}`,
      payload: { version: '', date_schedule: '2026-03-02' },
    });
    expect(invalid.statusCode).toBe(422);
    expect((await rowOf(note.id))!.version).toBe('v4.1');

    expect(
      (await t.request({ method: 'DELETE', url: `/api/release-notes/delete/${note.id}` })).json(),
    ).toEqual({ code: 200, message: 'Item Deleted' });
    for (const [method, url] of [
      ['GET', `/api/release-notes/${note.id}`],
      ['DELETE', `/api/release-notes/delete/${note.id}`],
      ['PUT', `/api/release-notes/update/${note.id}`],
      ['POST', `/api/release-notes/change-status/${note.id}`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        payload:
          method === 'PUT'
            ? { version: 'x', date_schedule: '2026-01-01 10:00' }
            : method === 'POST'
              ? {}
              : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Release note tidak ditemukan.' });
    }
  });

  it('change-status publishes and unpublishes from what the client saw, so a double click cannot undo itself', async () => {
    const note = await stored({ version: 'v5', date_schedule: '2026-04-01 09:00' });
    const change = (payload: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/release-notes/change-status/${note.id}`,
        payload: payload as object,
      });

    const published = await change({ record: note });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      code: 200,
      message: 'Status has been updated',
      data: { id: note.id, status: 1 },
    });
    expect((await change({ record: note })).json().data.status).toBe(1); // the same click again: still published
    expect((await change({ record: { ...note, status: 1 } })).json().data.status).toBe(0);
    expect((await change({ record: 0 })).json().data.status).toBe(1);
    expect((await change({ status: 0 })).json().data.status).toBe(0);
    expect((await change({ status: '1' })).json().data.status).toBe(1);
    expect((await change({})).json().data.status).toBe(0); // nothing said: the stored status flips
    expect(
      (await t.request({ method: 'POST', url: `/api/release-notes/change-status/${note.id}` })).json().data
        .status,
    ).toBe(1);

    for (const bad of [{ status: 2 }, { status: 'publish' }, { record: 7 }]) {
      const response = await change(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expect(response.json().message).toBe('The given data was invalid.');
    }
    expect((await rowOf(note.id))!.status).toBe(1);
    const audits = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity, 'release_note'),
          eq(auditLogs.entity_id, String(note.id)),
          eq(auditLogs.action, 'change-status'),
        ),
      );
    expect(Number(audits[0]!.n)).toBe(8);
  });

  it('answers 401 on every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/release-notes'],
      ['POST', '/api/release-notes/search'],
      ['GET', '/api/release-notes/1'],
      ['POST', '/api/release-notes/store'],
      ['PUT', '/api/release-notes/update/1'],
      ['DELETE', '/api/release-notes/delete/1'],
      ['POST', '/api/release-notes/change-status/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    }
  });
});
