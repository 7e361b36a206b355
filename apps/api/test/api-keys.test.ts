// 'API Key' (issue 34) as an integrator and an admin see it: the secret answered once and stored only as its
// hash; a key works on the routes its role allows and nowhere else; revoked on app A, refused by the very next
// request to app B on the same database; expired keys, keys of a disabled creator and the account routes are
// refused; the audit row names the key; last_used_at is set; a key past its rate limit gets 429.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, apiKeys, auditLogs } from '@tagih/db';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { API_KEY_ACCOUNT_REFUSAL } from '../src/lib/api-key-auth.ts';
import { ALREADY_REVOKED, EXPIRY_MESSAGE } from '../src/repositories/api-keys/manage.ts';
import { createTestContext, type TestContext } from './helper.ts';

type Key = { id: number; secret: string; prefix: string; role: string; status: string };

describe('/api/api-keys and Bearer tgh_ keys', () => {
  let t: TestContext;
  let appB: FastifyInstance;
  beforeAll(async () => {
    t = await createTestContext();
    // A second instance on the same database, with a small key rate limit.
    appB = await buildApp({
      config: loadConfig({ ...envOf(t), API_KEY_RATE_LIMIT: '3' }),
      database: t.database,
      logger: false,
    });
  });
  afterAll(async () => {
    await appB.close();
    await t.close();
  });

  const envOf = (c: TestContext) => ({
    NODE_ENV: 'test',
    DATA_DIR: c.config.dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'off',
  });
  const withKey = (app: FastifyInstance, secret: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { authorization: `Bearer ${secret}` } });
  const store = async (payload: object = {}, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Integrasi ERP', role: 'viewer', ...payload },
      headers: { authorization: `Bearer ${token ?? t.token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Key;
  };

  it('answers the secret once, lists the key without it and stores only its SHA-256', async () => {
    const key = await store({ name: 'Kunci Sekali Lihat' });
    expect(key.secret).toMatch(/^tgh_[A-Za-z0-9_-]{43,}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key.status).toBe('active');
    const listed = await t.request({ method: 'GET', url: '/api/api-keys' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key.secret);
    expect(listed.json().data[0]).toMatchObject({
      id: key.id,
      name: 'Kunci Sekali Lihat',
      prefix: key.prefix,
    });
    expect(listed.json().data[0]).not.toHaveProperty('secret');
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'api_key'));
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('refuses an expiry that is not after today (422) and changes nothing', async () => {
    const before = await t.database.db.select().from(apiKeys);
    const response = await t.request({
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Kemarin', role: 'viewer', expires_on: '2020-01-01' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.expires_on).toEqual([EXPIRY_MESSAGE]);
    expect(await t.database.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it('works on the routes its role allows, 403 on the others, 403 on the account routes', async () => {
    const key = await store({ role: 'viewer' });
    expect((await withKey(t.app, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(200);
    const refused = await withKey(t.app, key.secret, { method: 'GET', url: '/api/api-keys' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('peran');
    const logout = await withKey(t.app, key.secret, { method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().message).toBe(API_KEY_ACCOUNT_REFUSAL);
    const password = await withKey(t.app, key.secret, {
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: 'x', new_password: 'y', new_password_confirmation: 'y' },
    });
    expect(password.statusCode).toBe(403);
    const unknown = await withKey(t.app, 'tgh_' + 'A'.repeat(43), { method: 'GET', url: '/api/companies' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 401 });
  });

  it('revoked on app A is refused by the very next request on app B; a second revoke is 409', async () => {
    const key = await store();
    expect((await withKey(appB, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(200);
    const revoked = await t.request({ method: 'POST', url: `/api/api-keys/revoke/${key.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    expect((await withKey(appB, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
    const again = await t.request({ method: 'POST', url: `/api/api-keys/revoke/${key.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REVOKED);
  });

  it('refuses an expired key and a key whose creator is disabled (401)', async () => {
    const expired = await store({ expires_on: '2099-12-31' });
    await t.database.db.update(apiKeys).set({ expires_on: '2020-01-01' }).where(eq(apiKeys.id, expired.id));
    expect((await withKey(t.app, expired.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(
      401,
    );
    const listed = await t.request({ method: 'GET', url: '/api/api-keys' });
    expect(listed.json().data.find((k: Key) => k.id === expired.id).status).toBe('expired');

    const made = await t.request({
      method: 'POST',
      url: '/api/admins/store',
      payload: { name: 'Admin Kedua', email: 'kedua@tagih.co.id', role: 'admin' },
    });
    const second = made.json().data as { id: number; one_time_password: string };
    await t.database.db.update(admins).set({ must_change_password: false }).where(eq(admins.id, second.id));
    const key = await store({ role: 'viewer' }, await t.login('kedua@tagih.co.id', second.one_time_password));
    expect((await withKey(t.app, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/admins/${second.id}/disable` })).statusCode).toBe(
      200,
    );
    expect((await withKey(t.app, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
  });

  it('acts as its creator with its own role: the audit row names the key; last_used_at is set', async () => {
    const key = await store({ role: 'admin', name: 'Kunci Admin' });
    const made = await withKey(t.app, key.secret, {
      method: 'POST',
      url: '/api/api-keys/store',
      payload: { name: 'Dibuat oleh kunci', role: 'viewer' },
    });
    expect(made.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(made.json().data.id)));
    expect(audit).toMatchObject({
      entity: 'api_key',
      action: 'create',
      api_key_id: key.id,
      admin_role: 'admin',
    });
    expect(made.json().data.created_by_name).toBe('Administrator');
    const log = await t.request({ method: 'GET', url: '/api/audit-logs?resource=api-keys' });
    const shown = log
      .json()
      .data.find((r: { record_id: string }) => r.record_id === String(made.json().data.id));
    expect(shown).toMatchObject({ api_key: { id: key.id, name: 'Kunci Admin' }, admin_role: 'admin' });
    const csv = await t.request({
      method: 'GET',
      url: '/api/audit-logs/export?format=csv&resource=api-keys',
    });
    expect(csv.body).toContain('API key: Kunci Admin');
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.last_used_at).not.toBeNull();
  });

  it('answers 429 with Retry-After past API_KEY_RATE_LIMIT requests a minute for one key', async () => {
    const key = await store();
    const other = await store();
    for (let i = 0; i < 3; i += 1)
      expect((await withKey(appB, key.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(
        200,
      );
    const limited = await withKey(appB, key.secret, { method: 'GET', url: '/api/companies' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per key: another key, and a console session, are not held back.
    expect((await withKey(appB, other.secret, { method: 'GET', url: '/api/companies' })).statusCode).toBe(
      200,
    );
  });
});
