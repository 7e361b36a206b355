// An embedded database written by the previous release (PGlite 0.3.14, PostgreSQL 17) must neither be opened
// blindly by PGlite 0.5 (PostgreSQL 18 cannot read it) nor lose its rows: the start refuses with the command
// that converts it, and that command leaves a folder the new release opens with every row in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PGlite03 } from 'pglite-0-3';
import { pg_trgm as pgTrgm03 } from 'pglite-0-3/contrib/pg_trgm';
import { openDatabase } from './client.ts';
import { EmbeddedDatabaseFormatError, EMBEDDED_POSTGRES_MAJOR } from './embedded-format.ts';
import { verifyPassword } from './password.ts';
import { seedBase } from './seed-base.ts';
import { admins, extraPackages } from './schema/index.ts';
import * as schema from './schema/index.ts';

const script = fileURLToPath(new URL('../scripts/upgrade-embedded.mjs', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

describe('embedded database written by PGlite 0.3 (PostgreSQL 17)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tagih-pglite03-'));
  const dataDir = path.join(root, 'pglite');

  beforeAll(async () => {
    // What the previous release left on disk: every migration applied, the base seed and a priced row.
    const old = await PGlite03.create(dataDir, { extensions: { pg_trgm: pgTrgm03 } });
    // The 0.3 client's type is not 0.5's; drizzle only uses the query API both versions share.
    const db = drizzle({ client: old as never, schema });
    await migrate(db, { migrationsFolder });
    await seedBase(db, { adminEmail: 'owner@tagih.local', adminPassword: 'owner12345' });
    await db.insert(extraPackages).values({ name: 'Big', price: '35999999999964001' });
    await old.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is refused at start with the command that converts it, and left untouched', async () => {
    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(EmbeddedDatabaseFormatError);
    await expect(opening).rejects.toThrow(/PostgreSQL 17.*npm run db:upgrade-embedded/);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe('17');
  });

  it(
    'converts with `npm run db:upgrade-embedded` and opens on the new release with its rows',
    { timeout: 240_000 },
    async () => {
      const run = spawnSync(process.execPath, [script, dataDir], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Upgraded .*row counts match/);
      expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe(EMBEDDED_POSTGRES_MAJOR);
      const backups = readdirSync(root).filter((name) => name.startsWith('pglite.pg17-'));
      expect(backups).toHaveLength(1);
      expect(readFileSync(path.join(root, backups[0]!, 'PG_VERSION'), 'utf8').trim()).toBe('17');

      const database = await openDatabase({ dataDir });
      try {
        const [admin] = await database.db.select().from(admins).where(eq(admins.email, 'owner@tagih.local'));
        expect(await verifyPassword('owner12345', admin!.password_hash)).toBe(true);
        const [big] = await database.db.select().from(extraPackages).where(eq(extraPackages.name, 'Big'));
        expect(big?.price).toBe('35999999999964001');
        // The seed runs on every start; on converted data it must find its rows already there.
        const again = await seedBase(database.db, {
          adminEmail: 'owner@tagih.local',
          adminPassword: 'other',
        });
        expect(again.adminCreated).toBe(false);
      } finally {
        await database.close();
      }
    },
  );

  it('says so and changes nothing when the folder is already current', () => {
    const run = spawnSync(process.execPath, [script, dataDir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/already PostgreSQL 18; nothing to do/);
  });
});
