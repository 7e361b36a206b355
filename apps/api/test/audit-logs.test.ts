// GET /audit-logs and its export (issue 20, 'History'): what an integrator and the console's Audit Log screen receive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '@cj-tech-master/excelts';
import { auditLogs } from '@tagih/db';
import { ADMIN, createTestContext, type TestContext } from './helper.ts';

describe('audit log', () => {
  let t: TestContext;
  let adminId: number;
  let packageId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const me = await t.request({ method: 'POST', url: '/api/login-admin', payload: ADMIN });
    adminId = me.json().data.admin.id;
    const created = await t.request({
      method: 'POST',
      url: '/api/extra-packages/store',
      payload: { name: 'Migrasi Data', price: 3_500_000 },
    });
    packageId = created.json().data.id;
    const shown = await t.request({ method: 'GET', url: `/api/extra-packages/${packageId}` });
    await t.request({
      method: 'PUT',
      url: `/api/extra-packages/update/${packageId}`,
      payload: { ...shown.json().data, name: 'Migrasi Data Lama', price: 4_000_000 },
    });
  });
  afterAll(() => t.close());

  const get = (query: string) => t.request({ method: 'GET', url: `/api/audit-logs${query}` });

  it("lists a record's history newest first, with the administrator and before and after", async () => {
    const response = await get(`?resource=extra-package&record_id=${packageId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(body.data.map((row: { action: string }) => row.action)).toEqual(['update', 'create']);
    const [update, create] = body.data;
    expect(update).toMatchObject({
      resource: 'extra-package',
      record_id: String(packageId),
      admin_id: adminId,
      admin: { id: adminId, email: ADMIN.email },
      before: { name: 'Migrasi Data', price: '3500000' },
      after: { name: 'Migrasi Data Lama', price: '4000000' },
    });
    expect(update.admin.name).toEqual(expect.any(String));
    expect(update.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(create).toMatchObject({ before: null, after: { name: 'Migrasi Data' } });
    expect(update.id).toBeGreaterThan(create.id);
  });

  it('filters by administrator and by resource, and pages by 10', async () => {
    for (let i = 1; i <= 11; i += 1)
      await t.request({
        method: 'POST',
        url: '/api/extra-packages/store',
        payload: { name: `Paket ${i}`, price: i * 1000 },
      });
    const mine = (await get(`?admin_id=${adminId}&resource=extra-package`)).json();
    expect(mine.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 13 });
    expect(mine.data[0].after.name).toBe('Paket 11');
    const second = (await get(`?admin_id=${adminId}&resource=extra-package&page=2`)).json();
    expect(second.data.map((row: { action: string }) => row.action)).toEqual(['create', 'update', 'create']);
    expect(second.data[0].after.name).toBe('Paket 1');

    const nobody = (await get(`?admin_id=${adminId + 999}`)).json();
    expect(nobody).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    const vouchers = (await get('?resource=master-voucher')).json();
    expect(vouchers.meta.total).toBe(0);
  });

  it('answers the console resource of each entity and shows system writes without an administrator', async () => {
    await t.database.db.insert(auditLogs).values([
      { admin_id: null, action: 'update', entity: 'login_settings', entity_id: '1', after: { a: 1 } },
      { admin_id: null, action: 'update', entity: 'mail_recipients', entity_id: 'setting-mail', after: [] },
    ]);
    const settings = (await get('?resource=setting-background')).json();
    expect(settings.data).toMatchObject([
      { resource: 'setting-background', record_id: 'setting-mail', admin: null, after: [] },
      { resource: 'setting-background', record_id: '1', admin: null, after: { a: 1 } },
    ]);
  });

  it('never answers a secret a write might have recorded', async () => {
    await t.database.db.insert(auditLogs).values({
      admin_id: adminId,
      action: 'update',
      entity: 'admin',
      entity_id: String(adminId),
      before: { password_hash: 'scrypt$abc', nested: { token: 'jwt' } },
      after: { password_meets_policy: true, sessions_ended: 1 },
    });
    const [row] = (await get(`?resource=administrators&record_id=${adminId}`)).json().data;
    expect(row.before).toEqual({ password_hash: '[disembunyikan]', nested: { token: '[disembunyikan]' } });
    expect(row.after).toEqual({ password_meets_policy: true, sessions_ended: 1 });
  });

  it('refuses bad filters with 422 keyed by the parameter', async () => {
    for (const [query, field] of [
      ['?resource=nope', 'resource'],
      ['?admin_id=abc', 'admin_id'],
      ['?admin_id=0', 'admin_id'],
      ['?admin_id=99999999999', 'admin_id'],
      ['?record_id=a%20b', 'record_id'],
      ['?page=0', 'page'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field], query).toEqual([expect.any(String)]);
    }
  });

  it('exports the filtered rows as CSV and XLSX in words: WIB to the second, the change on one line, secrets hidden', async () => {
    const csv = await t.request({
      method: 'GET',
      url: `/api/audit-logs/export?format=csv&resource=extra-package&record_id=${packageId}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.headers['x-total-count']).toBe('2');
    const [header, update, create, end] = csv.rawPayload.toString('utf8').split('\r\n');
    expect(header).toBe('\uFEFFWaktu,Administrator,Peran,Tindakan,Resource,ID record,Perubahan');
    const listed = (await get(`?resource=extra-package&record_id=${packageId}`)).json().data[0];
    const admin = listed.admin;
    expect(listed.admin_role).toBe('admin'); // the role it acted with, shown as 'Peran'
    expect(update).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,${admin.name} \\(${ADMIN.email}\\),Admin,Ubah,Extra Package,${packageId},`,
      ),
    );
    expect(update!.split(',').slice(6).join(',')).toBe(
      'name: Migrasi Data → Migrasi Data Lama; price: 3500000 → 4000000',
    );
    expect(create!.endsWith(`,Tambah,Extra Package,${packageId},Data baru`)).toBe(true);
    expect(end).toBe('');

    const secret = await t.request({
      method: 'GET',
      url: `/api/audit-logs/export?resource=administrators&record_id=${adminId}`,
    });
    expect(secret.rawPayload.toString('utf8')).not.toContain('scrypt$abc');
    expect(secret.rawPayload.toString('utf8')).toContain('[disembunyikan]');

    const xlsx = await t.request({
      method: 'GET',
      url: '/api/audit-logs/export?format=xlsx&resource=setting-background',
    });
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.rawPayload);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]![2]).toBe('Peran'); // the role; empty for the system's rows below
    expect(rows.map((row) => [row[1], ...row.slice(3, 6)])).toEqual([
      ['Administrator', 'Tindakan', 'Resource', 'ID record'],
      ['Sistem', 'Ubah', 'Setting', 'setting-mail'],
      ['Sistem', 'Ubah', 'Setting', '1'],
    ]);
    expect((await t.request({ method: 'GET', url: '/api/audit-logs/export?admin_id=abc' })).statusCode).toBe(
      422,
    );
  });

  it('needs a signed-in administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/audit-logs' });
    expect(response.statusCode).toBe(401);
  });
});
