// 'Ganti Password' as the console and an integrator see it: POST /api/change-password with the current password
// and the new one twice; refusals are 422 under the field to fix; success ends the administrator's other
// sessions at once and keeps this one.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLogs, verifyPassword } from '@tagih/db';
import { PASSWORD_MESSAGES } from '@tagih/domain/password-policy';
import { createAdmin } from '../src/repositories/admins.ts';
import { ADMIN, createTestContext, type TestContext } from './helper.ts';

const NEW_PASSWORD = 'kopi-tubruk-jam-tujuh';

describe('POST /api/change-password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const change = (payload: unknown, token = t.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
  const extraPackages = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/extra-packages',
      headers: { authorization: `Bearer ${token}` },
    });
  const body = (current: string, next: string, confirmation = next) => ({
    current_password: current,
    new_password: next,
    new_password_confirmation: confirmation,
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: body(ADMIN.password, NEW_PASSWORD),
    });
    expect(response.statusCode).toBe(401);
  });

  it('names each missing field, and a confirmation that differs', async () => {
    const empty = await change({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    const differs = await change(body(ADMIN.password, NEW_PASSWORD, 'kopi-tubruk-jam-delapan'));
    expect(differs.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { new_password_confirmation: ['Konfirmasi password tidak sama dengan password baru.'] },
    });
  });

  it('refuses a wrong current password under current_password, changing nothing', async () => {
    const response = await change(body('bukan-password-saya', NEW_PASSWORD));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: ['Password saat ini salah.'] });
    expect((await extraPackages(t.token)).statusCode).toBe(200);
    expect(await t.login()).toBeTruthy();
  });

  it('refuses a new password the policy refuses, under new_password with every reason', async () => {
    const cases: Array<[string, string[]]> = [
      ['pendek-11ch', [PASSWORD_MESSAGES.tooShort]],
      ['qwerty123456', [PASSWORD_MESSAGES.common]],
      ['Password1234', [PASSWORD_MESSAGES.common]],
      [ADMIN.email, [PASSWORD_MESSAGES.isEmail]],
      [
        ADMIN.password,
        [
          PASSWORD_MESSAGES.tooShort,
          PASSWORD_MESSAGES.isDefault,
          'Password baru harus berbeda dari password saat ini.',
        ],
      ],
    ];
    for (const [password, messages] of cases) {
      const response = await change(body(ADMIN.password, password));
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ new_password: messages });
    }
  });

  it('refuses twelve spaces, one character repeated and a guessable password, with the words the form shows', async () => {
    // Another administrator: the route allows ten tries a minute per administrator, the admin's are used above.
    const siti = { email: 'siti@tagih.co.id', name: 'Siti', password: 'siti-minum-teh-manis' };
    await createAdmin(t.database.db, { ...siti, context: { adminId: null, requestId: 'test' } });
    const token = await t.login(siti.email, siti.password);
    const cases: Array<[string, string]> = [
      [' '.repeat(12), 'Password tidak boleh hanya berisi spasi.'],
      ['aaaaaaaaaaaa', 'Password tidak boleh berupa satu karakter yang diulang.'],
      [
        'siti@tagih.co.id!',
        'Password ini terlalu mudah ditebak (skor kekuatan di bawah 3 dari 4). Pakai beberapa kata yang tidak saling berhubungan.',
      ],
    ];
    for (const [password, message] of cases) {
      const response = await change(body(siti.password, password), token);
      expect(response.json(), JSON.stringify(password)).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: { new_password: [message] },
      });
    }
    expect(await t.login(siti.email, siti.password)).toBeTruthy();
  });

  it('changes the password, ends the other sessions at once, keeps this one, and audits it without the hash', async () => {
    const other = await t.login();
    // The other session has been checked (and so is in the server's session cache) before the change.
    expect((await extraPackages(other)).statusCode).toBe(200);
    const kept = await t.login();

    const response = await change(body(ADMIN.password, NEW_PASSWORD), kept);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Password berhasil diganti.' });

    expect((await extraPackages(other)).statusCode).toBe(401);
    expect((await extraPackages(t.token)).statusCode).toBe(401);
    expect((await extraPackages(kept)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/login-admin', payload: ADMIN });
    expect(oldLogin.statusCode).toBe(422);
    expect(await t.login(ADMIN.email, NEW_PASSWORD)).toBeTruthy();

    const [row] = await t.database.db.select().from(admins).where(eq(admins.email, ADMIN.email));
    expect(await verifyPassword(NEW_PASSWORD, row!.password_hash)).toBe(true);
    expect(row!.password_meets_policy).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'admin'), eq(auditLogs.action, 'change-password')));
    expect(audit).toMatchObject({
      admin_id: row!.id,
      entity_id: String(row!.id),
      request_id: String(response.headers['x-request-id']),
      after: { password_meets_policy: true, sessions_ended: 3 },
    });
    expect(JSON.stringify(audit)).not.toContain(row!.password_hash);
    t.token = kept;
  });

  it('answers 429 after ten tries a minute by one administrator, without holding back another', async () => {
    const budi = { email: 'budi@tagih.co.id', name: 'Budi', password: 'rahasia-budi-2026' };
    await createAdmin(t.database.db, { ...budi, context: { adminId: null, requestId: 'test' } });
    const token = await t.login(budi.email, budi.password);
    for (let i = 0; i < 10; i += 1)
      expect((await change(body(`tebakan-${i}`, NEW_PASSWORD), token)).statusCode).toBe(422);
    const limited = await change(body(budi.password, NEW_PASSWORD), token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429 });
    // Same address, another administrator: their own count.
    expect((await change(body('bukan-ini', 'teh-manis-jam-delapan'))).statusCode).toBe(422);
  });
});
