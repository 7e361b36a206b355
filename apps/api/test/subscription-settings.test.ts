// 'Setting Langganan' (issue 32) and the company's automatic-renewal fields: GET/PUT /settings/subscriptions
// (defaults while never saved, 422 keyed by field, a stale save 409, audited), and a company stored without its
// own `auto_renew` / `renew_days_before` taking the setting as it is at that moment; an update without them
// keeps them; bad values are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

describe("'Setting Langganan' and the company's automatic-renewal fields", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const settings = async () =>
    (await t.request({ method: 'GET', url: '/api/settings/subscriptions' })).json().data;
  const saveSettings = (payload: object) =>
    t.request({ method: 'PUT', url: '/api/settings/subscriptions', payload });
  const storeCompany = (payload: object) =>
    t.request({ method: 'POST', url: '/api/companies/store', payload });

  it('answers the defaults while never saved, and a company stored without the fields takes them', async () => {
    expect(await settings()).toEqual({
      ending_within_days: 30,
      auto_renew: false,
      renew_days_before: 14,
      updated_at: null,
    });
    const stored = await storeCompany({ name_company: 'PT Awal Mula' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toMatchObject({ auto_renew: false, renew_days_before: 14 });
  });

  it('saves the setting (audited); companies stored afterwards without the fields take the new values', async () => {
    const saved = await saveSettings({ ending_within_days: 45, auto_renew: true, renew_days_before: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Setting langganan disimpan.',
      data: {
        ending_within_days: 45,
        auto_renew: true,
        renew_days_before: 7,
        updated_at: expect.any(String),
      },
    });
    expect(await settings()).toEqual(saved.json().data);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'subscription_settings'), eq(auditLogs.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ auto_renew: true, renew_days_before: 7 });

    const defaulted = (await storeCompany({ name_company: 'PT Ikut Setting' })).json().data;
    expect(defaulted).toMatchObject({ auto_renew: true, renew_days_before: 7 });
    const own = await storeCompany({
      name_company: 'PT Pilih Sendiri',
      auto_renew: false,
      renew_days_before: 20,
    });
    expect(own.json().data).toMatchObject({ auto_renew: false, renew_days_before: 20 });

    // An update without the fields keeps them, whatever the setting says now; with them, it changes them.
    const url = `/api/companies/update/${defaulted.id_company}`;
    const kept = await t.request({
      method: 'PUT',
      url,
      payload: { name_company: 'PT Ikut Setting', updated_at: defaulted.updated_at },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ auto_renew: true, renew_days_before: 7 });
    const changed = await t.request({
      method: 'PUT',
      url,
      payload: { name_company: 'PT Ikut Setting', auto_renew: false, renew_days_before: 30 },
    });
    expect(changed.json().data).toMatchObject({ auto_renew: false, renew_days_before: 30 });
    const shown = await t.request({ method: 'GET', url: `/api/companies/${defaulted.id_company}` });
    expect(shown.json().data).toMatchObject({ auto_renew: false, renew_days_before: 30 });
  });

  it('refuses bad company fields with 422 keyed by field, storing nothing', async () => {
    for (const [payload, field] of [
      [{ renew_days_before: 0 }, 'renew_days_before'],
      [{ renew_days_before: 366 }, 'renew_days_before'],
      [{ renew_days_before: 2.5 }, 'renew_days_before'],
      [{ auto_renew: 'ya' }, 'auto_renew'],
    ] as const) {
      const response = await storeCompany({ name_company: 'PT Salah Isi', ...payload });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const bad = await storeCompany({ name_company: 'PT Salah Isi', renew_days_before: 0 });
    expect(bad.json().errors.renew_days_before).toEqual([
      'Hari sebelum berakhir harus bilangan bulat 1 sampai 365 hari.',
    ]);
    const list = (await t.request({ method: 'GET', url: '/api/companies?search=Salah%20Isi' })).json();
    expect(list.data).toHaveLength(0);
  });

  it('refuses a bad setting with 422 and a stale one with 409, changing nothing', async () => {
    const before = await settings();
    const bad = await saveSettings({ ending_within_days: 0, auto_renew: 'no', renew_days_before: 400 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'auto_renew',
      'ending_within_days',
      'renew_days_before',
    ]);
    const fresh = await saveSettings({ ...before, ending_within_days: 60 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // `before.updated_at` was read before that save: stale now.
    const stale = await saveSettings({ ...before, ending_within_days: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/diubah/i);
    expect(await settings()).toEqual(fresh.json().data);
  });
});
