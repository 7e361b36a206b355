// Release notes as the public sees them: the "what's new" feed (published and due only, no sign-in) and the
// demo data. The console's routes are in release-notes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseNote as Note } from '@tagih/domain/schemas/release-note';
import { listPublishedReleaseNotes } from '../src/repositories/release-notes.ts';
import { seedReleaseNotesDemo } from '../src/seed/demo-release-notes.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { harmfulParts } from './fixtures/xss-payloads.ts';

describe('the public "what\'s new" feed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const add = async (version: string, date_schedule: string, publish: boolean) => {
    const note = (
      await t.request({
        method: 'POST',
        url: '/api/release-notes/store',
        payload: { version, date_schedule, description: `<p>${version}</p>` },
      })
    ).json().data;
    if (publish)
      await t.request({
        method: 'POST',
        url: `/api/release-notes/change-status/${note.id}`,
        payload: { status: 1 },
      });
    return note as Note;
  };

  it('shows only published notes whose schedule has passed, newest first, without signing in', async () => {
    await add('v1.0', '2025-01-10 09:00', true);
    await add('v1.2', '2025-03-10 09:00', true);
    await add('v1.1', '2025-02-10 09:00', true);
    await add('v1.3-draft', '2025-04-10 09:00', false);
    await add('v9.0-future', '2099-01-01 00:00', true);

    const response = await t.app.inject({ method: 'GET', url: '/api/public/release-notes' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((note: { version: string }) => note.version)).toEqual(['v1.2', 'v1.1', 'v1.0']);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      version: 'v1.2',
      date_schedule: '2025-03-10 09:00',
      published_at: '2025-03-10T02:00:00.000Z',
      description: '<p>v1.2</p>',
    });
  });

  it('pages by 10 and counts only what it shows', async () => {
    for (let i = 1; i <= 10; i += 1) await add(`v0.${i}`, `2024-0${1 + (i % 9)}-01 08:00`, true);
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/public/release-notes?page=2' })).json();
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 13 });
    expect(page2.data).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/release-notes?page=0' })).statusCode).toBe(
      422,
    );
  });

  it('lets a note in at the minute of its schedule, not before', async () => {
    const note = await add('v2.0', '2030-06-01 10:00', true);
    const visible = async (now: Date) =>
      (await listPublishedReleaseNotes(t.database.db, 1, now)).rows.some((row) => row.id === note.id);
    expect(await visible(new Date('2030-06-01T02:59:59.999Z'))).toBe(false);
    expect(await visible(new Date('2030-06-01T03:00:00.000Z'))).toBe(true);
  });

  it('is documented in the OpenAPI document as a public route with its response shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/public/release-notes'].get;
    expect(operation.tags).toEqual(['Public']);
    expect(operation.security).toEqual([]);
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['data', 'meta']);
    expect(Object.keys(schema.properties.data.items.properties).sort()).toEqual([
      'date_schedule',
      'description',
      'id',
      'published_at',
      'version',
    ]);
    expect(document.paths['/api/release-notes/change-status/{id}'].post.tags).toEqual(['Release notes']);
  });
});

describe('the release-note demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('adds five notes: three published in the past, a draft, and one published ahead of its schedule', async () => {
    await seedReleaseNotesDemo(t.database.db);
    const all = (await t.request({ method: 'GET', url: '/api/release-notes' })).json();
    expect(all.meta.total).toBe(5);
    expect(all.data.filter((note: Note) => note.status === 1)).toHaveLength(4);
    for (const note of all.data as Note[]) expect(harmfulParts(note.description)).toEqual([]);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/public/release-notes' })).json();
    expect(feed.data.map((note: { version: string }) => note.version)).toEqual([
      'v2.4.1',
      'v2.4.0',
      'v2.3.0',
    ]);
  });
});
