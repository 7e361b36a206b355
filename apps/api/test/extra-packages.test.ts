import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, extraPackages } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

describe('extra packages: the standard set', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/extra-packages/store', payload: payload as object });

  it('stores, shows and lists with 10 rows a page and an exact last_page', async () => {
    const created = await store({ name: 'Migrasi Data', price: 3_500_000 });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'Data berhasil ditambahkan!',
      data: { name: 'Migrasi Data', price: '3500000' },
    });

    const shown = await t.request({ method: 'GET', url: `/api/extra-packages/${body.data.id}` });
    expect(shown.json().data).toEqual(body.data);

    for (let i = 1; i <= 11; i += 1) await store({ name: `Paket Tambahan ${i}`, price: String(i * 1000) });
    const page1 = (await t.request({ method: 'GET', url: '/api/extra-packages?page=1' })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const page2 = (await t.request({ method: 'GET', url: '/api/extra-packages?page=2' })).json();
    expect(page2.data).toHaveLength(2);
  });

  it('searches any part of the name, case-insensitively, and treats % literally', async () => {
    const found = (
      await t.request({ method: 'GET', url: '/api/extra-packages?page=1&search=MIGRASI' })
    ).json();
    expect(found.data.map((row: { name: string }) => row.name)).toEqual(['Migrasi Data']);
    expect(found.meta.last_page).toBe(1);
    const none = (await t.request({ method: 'GET', url: '/api/extra-packages?search=%25' })).json();
    expect(none.meta.total).toBe(0);
    const typed = (
      await t.request({ method: 'POST', url: '/api/extra-packages/search', payload: { name: 'tambahan 1' } })
    ).json();
    expect(typed.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'Paket Tambahan 1',
      'Paket Tambahan 10',
      'Paket Tambahan 11',
    ]);
  });

  it('keeps a 12-digit price exact and refuses a 13-digit one, a negative one and a blank name under their fields', async () => {
    expect((await store({ name: 'Mahal', price: '999999999999' })).json().data.price).toBe('999999999999');
    const bad = await store({ name: '  ', price: '1234567890123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { name: ['Wajib diisi.'], price: ['Maksimal 12 digit.'] },
    });
    expect((await store({ name: 'Minus', price: -5 })).json().errors.price).toEqual(['Tidak boleh negatif.']);
    expect((await store({ name: 'Desimal', price: 10.5 })).statusCode).toBe(422);
  });

  it('updates, refuses a stale version with 409 and changes nothing then', async () => {
    const created = (await store({ name: 'Custom Report', price: 2_250_000 })).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: `/api/extra-packages/update/${created.id}`,
      payload: { name: 'Custom Report Pro', price: '2500000', updated_at: created.updated_at },
    });
    expect(updated.json()).toMatchObject({
      code: 200,
      message: 'Data berhasil di update!',
      data: { name: 'Custom Report Pro', price: '2500000' },
    });

    const stale = await t.request({
      method: 'PUT',
      url: `/api/extra-packages/update/${created.id}`,
      payload: { name: 'Overwrite', price: 1, updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/diubah oleh pengguna lain/);
    const [row] = await t.database.db.select().from(extraPackages).where(eq(extraPackages.id, created.id));
    expect(row?.name).toBe('Custom Report Pro');
  });

  it('ignores unknown fields such as id (no mass assignment)', async () => {
    const created = (
      await store({ name: 'Onsite', price: 1, id: 999_999, created_at: '2000-01-01T00:00:00Z' })
    ).json().data;
    expect(created.id).not.toBe(999_999);
    expect(created.created_at.startsWith('2000')).toBe(false);
  });

  it('deletes with "Item Deleted", answers 404 for a missing id, and leaves an audit trail of every write', async () => {
    const created = (await store({ name: 'Sementara', price: 1 })).json().data;
    const deleted = await t.request({ method: 'DELETE', url: `/api/extra-packages/delete/${created.id}` });
    expect(deleted.json()).toEqual({ code: 200, message: 'Item Deleted' });
    const missing = await t.request({ method: 'DELETE', url: `/api/extra-packages/delete/${created.id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/extra-packages/abc' })).statusCode).toBe(404);

    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'extra_package'), eq(auditLogs.entity_id, String(created.id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(trail[1]?.before).toMatchObject({ name: 'Sementara' });
    expect(trail.every((row) => typeof row.admin_id === 'number')).toBe(true);
  });
});
