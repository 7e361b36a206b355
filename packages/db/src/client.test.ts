import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';
import { verifyPassword } from './password.ts';
import { seedBase } from './seed-base.ts';
import { admins, extraPackages, loginSettings, refModules, subModules } from './schema/index.ts';

describe('embedded database (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('applies every migration, with pg_trgm available', async () => {
    const result = await database.db.execute(sql`select similarity('Maju Jaya', 'maju') > 0 as ok`);
    expect(result).toMatchObject({ rows: [{ ok: true }] });
  });

  it('seeds the six reference modules, the login defaults and the first administrator, once', async () => {
    const first = await seedBase(database.db, {
      adminEmail: 'Admin@Tagih.local',
      adminPassword: 'admin12345',
    });
    const second = await seedBase(database.db, { adminEmail: 'admin@tagih.local', adminPassword: 'other' });
    expect([first.adminCreated, second.adminCreated]).toEqual([true, false]);
    const modules = await database.db.select().from(refModules).orderBy(refModules.id);
    expect(modules.map((m) => m.name)).toEqual([
      'Marketing',
      'Operation',
      'Master',
      'Report',
      'Setting',
      'Internal',
    ]);
    const [subs] = await database.db.select({ n: count() }).from(subModules);
    expect(Number(subs?.n)).toBeGreaterThanOrEqual(24);
    const [settings] = await database.db.select().from(loginSettings);
    expect(settings?.button_color).toBe('#0f4c81');
    const [admin] = await database.db.select().from(admins).where(eq(admins.email, 'admin@tagih.local'));
    expect(await verifyPassword('admin12345', admin!.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', admin!.password_hash)).toBe(false);
  });

  it('keeps money exact beyond 2^53 (999,999,999,999 x 1,000 x 36)', async () => {
    const [row] = await database.db
      .insert(extraPackages)
      .values({ name: 'Big', price: '35999999999964001' })
      .returning();
    expect(row?.price).toBe('35999999999964001');
  });
});
