// Opening the database and preparing it for use: migrations, the base seed, and (on an empty embedded
// database, or when asked) the demo data. Shared by the server and the admin command.
import { count } from 'drizzle-orm';
import { companies, openDatabase, seedBase, type Database } from '@tagih/db';
import type { Config } from './config.ts';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: `${config.dataDir}/pglite` },
  );
}

export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ adminCreated: boolean; demoSeeded: boolean }> {
  const { adminCreated } = await seedBase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  let demoSeeded = false;
  const wantsDemo = config.demoSeed === 'on' || (config.demoSeed === 'auto' && database.kind === 'pglite');
  if (wantsDemo) {
    const [existing] = await database.db.select({ n: count() }).from(companies);
    if (Number(existing?.n ?? 0) === 0) {
      const { seedDemo } = await import('./seed/demo.ts');
      await seedDemo(database.db);
      demoSeeded = true;
    }
  }
  return { adminCreated, demoSeeded };
}
