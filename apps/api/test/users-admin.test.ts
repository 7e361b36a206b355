import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, mailRecipients } from '@tagih/db';
import { createAdmin } from '../src/repositories/admins.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe("administrator look-ups of 'Setting Mail'", () => {
  let t: TestContext;
  let first: { id: number; name: string; email: string };
  let siti: { id: number; name: string; email: string };
  let yusuf: { id: number; name: string; email: string };
  beforeAll(async () => {
    t = await createTestContext();
    first = (await t.request({ method: 'GET', url: '/api/users/admin' })).json().data[0];
    // As the look-ups answer them: without the role createAdmin also gives.
    const named = ({ id, name, email }: { id: number; name: string; email: string }) => ({ id, name, email });
    siti = named(
      await createAdmin(t.database.db, {
        email: 'siti.rahma@tagih.co.id',
        name: 'Siti Rahma',
        password: 'rahasia123',
        context: { adminId: null, requestId: 'test' },
      }),
    );
    yusuf = named(
      await createAdmin(t.database.db, {
        email: 'yusuf@tagih.co.id',
        name: 'Yusuf Hidayat',
        password: 'rahasia123',
        context: { adminId: null, requestId: 'test' },
      }),
    );
  });
  afterAll(() => t.close());

  const selection = async () => (await t.request({ method: 'GET', url: '/api/users/show_admin' })).json();
  const save = (payload: object) => t.request({ method: 'POST', url: '/api/users/update_admin', payload });

  it('lists every administrator as {id, name, email}, by name', async () => {
    const response = await t.request({ method: 'GET', url: '/api/users/admin' });
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: [first, siti, yusuf] });
    expect(first).toEqual({ id: first.id, name: 'Administrator', email: 'admin@tagih.local' });
  });

  it('searches administrators by any part of the name or e-mail', async () => {
    const found = async (name: string) =>
      (await t.request({ method: 'POST', url: '/api/users/search_admin', payload: { name } })).json().data;
    expect(await found('RAHMA')).toEqual([siti]);
    expect(await found('tagih.co.id')).toEqual([siti, yusuf]);
    expect(await found('')).toHaveLength(3);
    expect(await found('tidak ada')).toEqual([]);
  });

  it('starts with nobody chosen, saves a selection, and replaces it whole on the next save', async () => {
    expect(await selection()).toEqual({ code: 200, message: 'OK', data: [] });
    const saved = await save({ idAdmin: [yusuf.id, siti.id, siti.id] });
    expect(saved.json()).toEqual({ code: 200, message: 'Email has been save!', data: [siti, yusuf] });
    expect((await selection()).data).toEqual([siti, yusuf]);
    await save({ idAdmin: [String(first.id)] });
    expect((await selection()).data).toEqual([first]);
    await save({ idAdmin: [] });
    expect((await selection()).data).toEqual([]);
    const trail = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'mail_recipients'));
    expect(trail).toHaveLength(3);
    expect(trail[1]).toMatchObject({ before: [siti, yusuf], after: [first], admin_id: first.id });
  });

  it('refuses unknown ids and bad bodies under idAdmin, keeping the previous selection', async () => {
    await save({ idAdmin: [siti.id] });
    const unknown = await save({ idAdmin: [siti.id, 9999, 8888] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { idAdmin: ['Administrator tidak ditemukan: 9999, 8888.'] },
    });
    expect((await save({})).json().errors).toEqual({ idAdmin: ['Wajib diisi.'] });
    expect((await save({ idAdmin: 'semua' })).json().errors).toEqual({ idAdmin: ['Harus berupa daftar.'] });
    expect((await save({ idAdmin: [-1] })).json().errors).toEqual({ idAdmin: ['Pilihan tidak valid.'] });
    const rows = await t.database.db.select().from(mailRecipients);
    expect(rows.map((row) => row.admin_id)).toEqual([siti.id]);
  });

  it('answers 401 without a token', async () => {
    for (const call of [
      { method: 'GET', url: '/api/users/admin' },
      { method: 'POST', url: '/api/users/search_admin', payload: { name: '' } },
      { method: 'GET', url: '/api/users/show_admin' },
      { method: 'POST', url: '/api/users/update_admin', payload: { idAdmin: [] } },
    ] as const)
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });
});
