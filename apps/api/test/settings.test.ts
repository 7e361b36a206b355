import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLogs, clientUserSessions, clientUsers, companies, loginSettings } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { IMPOSTORS, photo, solidPng, TINY_WEBP } from './fixtures/images.ts';
import { multipart, type FormPart } from './fixtures/multipart.ts';

const RED_PNG = solidPng(8, 8, [200, 30, 30]);

describe('POST /setting-background: the login page look', () => {
  let t: TestContext;
  let loginFolder: string;
  beforeAll(async () => {
    t = await createTestContext();
    loginFolder = path.join(t.config.dataDir, 'files', 'login');
  });
  afterAll(() => t.close());

  const upload = (parts: FormPart[], token: string | null = t.token) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/setting-background',
      payload,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  };
  const storedFiles = () => (existsSync(loginFolder) ? readdirSync(loginFolder).sort() : []);
  const settingsRow = async () =>
    (await t.database.db.select().from(loginSettings).where(eq(loginSettings.id, 1)))[0]!;
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .select({ n: count() })
          .from(auditLogs)
          .where(eq(auditLogs.entity, 'login_settings'))
      )[0]!.n,
    );
  const publicSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json().data;

  it('stores a background image, answers "Background Uploaded" and the login page serves it at once', async () => {
    const response = await upload([
      { name: 'file', filename: 'kantor.png', contentType: 'image/png', value: RED_PNG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Background Uploaded',
      data: { button_color: '#0f4c81', background_form_url: null },
    });
    const url: string = response.json().data.background_url;
    expect(url).toMatch(/^\/api\/public\/settings\/background\?v=\d+$/);
    expect(await publicSettings()).toEqual(response.json().data);

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(RED_PNG)).toBe(true);
    // Stored under a random name in the 'login' folder, never under the client's name.
    expect(storedFiles()).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.png$/)]);
  });

  it('changes all three together, stores the colour in lower case, and removes the replaced file afterwards', async () => {
    const oldFiles = storedFiles();
    const response = await upload([
      { name: 'buttonColor', value: '#C0FFEE' },
      { name: 'file', filename: 'foto.jpeg', contentType: 'image/jpeg', value: await photo('jpeg') },
      { name: 'backgroundForm', filename: 'form.webp', contentType: 'image/webp', value: TINY_WEBP },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.button_color).toBe('#c0ffee');
    const files = storedFiles();
    expect(files).toHaveLength(2);
    expect(files.some((file) => oldFiles.includes(file))).toBe(false);
    expect(files.map((file) => path.extname(file)).sort()).toEqual(['.jpg', '.webp']);
    const formImage = await t.app.inject({ method: 'GET', url: data.background_form_url });
    expect(formImage.headers['content-type']).toBe('image/webp');
  });

  it('changes only the colour (a 3-digit hex too) and keeps the images', async () => {
    const files = storedFiles();
    const response = await upload([{ name: 'buttonColor', value: '#0a0' }]);
    expect(response.json().data.button_color).toBe('#0a0');
    expect(response.json().data.background_url).not.toBeNull();
    expect(storedFiles()).toEqual(files);
  });

  it('treats an empty file input (no name, no bytes) as nothing chosen', async () => {
    const files = storedFiles();
    const response = await upload([
      { name: 'file', filename: '', value: Buffer.alloc(0) },
      { name: 'buttonColor', value: '#123456' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(storedFiles()).toEqual(files);
  });

  describe('refusals change nothing: no file on disk, no row changed, no audit', () => {
    let before: { files: string[]; row: unknown; audits: number };
    beforeEach(async () => {
      before = { files: storedFiles(), row: await settingsRow(), audits: await auditCount() };
    });
    const expectNothingChanged = async () => {
      expect(storedFiles()).toEqual(before.files);
      expect(await settingsRow()).toEqual(before.row);
      expect(await auditCount()).toBe(before.audits);
    };

    it('refuses files that only claim to be images (415), even beside a good one', async () => {
      for (const [kind, bytes] of Object.entries(IMPOSTORS)) {
        const response = await upload([
          { name: 'file', filename: 'latar.png', contentType: 'image/png', value: RED_PNG },
          { name: 'backgroundForm', filename: `${kind}.png`, contentType: 'image/png', value: bytes },
        ]);
        expect(response.statusCode, kind).toBe(415);
        expect(response.json()).toEqual({
          code: 415,
          message: 'File harus berupa gambar JPEG, PNG atau WebP. (backgroundForm)',
        });
      }
      await expectNothingChanged();
    });

    it('refuses a zero-byte file with 422 "Cannot upload empty file!"', async () => {
      const response = await upload([
        { name: 'file', filename: 'kosong.jpg', contentType: 'image/jpeg', value: Buffer.alloc(0) },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: { file: ['Cannot upload empty file!'] },
      });
      await expectNothingChanged();
    });

    it('refuses a file over the 5 MB limit with 413, and accepts one of exactly 5 MB', async () => {
      const limit = t.config.uploadLimitBytes;
      expect(limit).toBe(5 * 1024 * 1024);
      const big = Buffer.concat([RED_PNG, Buffer.alloc(limit + 1 - RED_PNG.length)]);
      const response = await upload([
        { name: 'buttonColor', value: '#ffffff' },
        { name: 'file', filename: 'besar.png', contentType: 'image/png', value: big },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 413, message: 'Ukuran file melebihi batas 5 MB. (file)' });
      await expectNothingChanged();

      const exact = await upload([
        {
          name: 'backgroundForm',
          filename: 'pas.png',
          contentType: 'image/png',
          value: big.subarray(0, limit),
        },
      ]);
      expect(exact.statusCode).toBe(200);
    });

    it('refuses a colour that is not #rgb or #rrggbb with 422 under buttonColor, even beside a good image', async () => {
      for (const colour of [
        'red',
        '#12345',
        '#1234567',
        '#ggg',
        'rgb(0,0,0)',
        '0f4c81',
        '#0f4c81;background:url(x)',
        'javascript:alert(1)',
      ]) {
        const response = await upload([
          { name: 'file', filename: 'latar.png', contentType: 'image/png', value: RED_PNG },
          { name: 'buttonColor', value: colour },
        ]);
        expect(response.statusCode, colour).toBe(422);
        expect(response.json().errors, colour).toEqual({
          buttonColor: ['Warna harus kode hex (#rgb atau #rrggbb).'],
        });
      }
      await expectNothingChanged();
    });

    it('refuses an upload with nothing in it (422), a JSON body (415) and a missing token (401)', async () => {
      const nothing = await upload([{ name: 'unrelated', value: 'x' }]);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors).toEqual({ file: ['Cannot upload empty file!'] });
      const json = await t.request({
        method: 'POST',
        url: '/api/setting-background',
        payload: { buttonColor: '#000000' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe(415);
      const anonymous = await upload([{ name: 'buttonColor', value: '#000000' }], null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
      await expectNothingChanged();
    });
  });
});

describe("GET /destroy-session: ending client users' sessions", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function seedSessions() {
    const db = t.database.db;
    const [company] = await db
      .insert(companies)
      .values({ code_company: 'MJA0001', name_company: 'PT Maju Jaya Abadi' })
      .returning();
    const users = await db
      .insert(clientUsers)
      .values([
        { id_company: company!.id_company, username_user: 'budi@majujaya.co.id' },
        { id_company: company!.id_company, username_user: 'sari@majujaya.co.id' },
      ])
      .returning();
    const expires = new Date(Date.now() + 3_600_000);
    await db.insert(clientUserSessions).values([
      { id: 's1', user_id: users[0]!.id, expires_at: expires },
      { id: 's2', user_id: users[0]!.id, expires_at: expires },
      { id: 's3', user_id: users[1]!.id, expires_at: expires },
    ]);
  }
  const sessionCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(clientUserSessions))[0]!.n);

  it('deletes every client user session, keeps the users, and the administrator stays signed in', async () => {
    await seedSessions();
    expect(await sessionCount()).toBe(3);
    const secondAdminToken = await t.login();

    const response = await t.request({ method: 'GET', url: '/api/destroy-session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Clear All Sessions!', data: { deleted: 3 } });
    expect(await sessionCount()).toBe(0);
    expect(Number((await t.database.db.select({ n: count() }).from(clientUsers))[0]!.n)).toBe(2);

    for (const token of [t.token, secondAdminToken]) {
      const stillIn = await t.app.inject({
        method: 'GET',
        url: '/api/release-notes',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(stillIn.statusCode).toBe(200);
    }
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'destroy-sessions'));
    expect(audit).toMatchObject({ entity: 'client_user_session', after: { deleted: 3 } });
  });

  it('answers the same when there is nothing to clear', async () => {
    expect((await t.request({ method: 'GET', url: '/api/destroy-session' })).json()).toEqual({
      code: 200,
      message: 'Clear All Sessions!',
      data: { deleted: 0 },
    });
  });

  it('refuses without a token and then deletes nothing', async () => {
    const [user] = await t.database.db.select().from(clientUsers).limit(1);
    await t.database.db
      .insert(clientUserSessions)
      .values({ id: 's9', user_id: user!.id, expires_at: new Date(Date.now() + 60_000) });
    const response = await t.app.inject({ method: 'GET', url: '/api/destroy-session' });
    expect(response.statusCode).toBe(401);
    expect(await sessionCount()).toBe(1);
  });
});
