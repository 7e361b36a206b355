// Opening the database and preparing it for use: migrations, the base seed, and (on an empty embedded
// database, or when asked) the demo data; and the checks a production start makes. Shared by the server and
// the admin commands.
import { count } from 'drizzle-orm';
import { companies, openDatabase, seedBase, verifyPassword, type Database, type Db } from '@tagih/db';
import { DEFAULT_ADMIN_PASSWORD, PASSWORD_POLICY_SUMMARY } from '@tagih/domain/password-policy';
import type { Config } from './config.ts';
import { activeAdminPasswords } from './repositories/admins.ts';

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

/** A production start refused for a reason the operator must fix; the message says how. */
export class StartupRefusal extends Error {}

/**
 * The admin command as an operator types it: from the repository, and inside the image, whose working
 * directory (/app, the Dockerfile's WORKDIR) holds the compiled CLI that scripts/build-server.mjs makes.
 */
export const ADMIN_COMMAND = {
  repository: 'npm run admin --',
  image: 'node dist/bin/admin.js',
  compose: 'docker compose run --rm app node dist/bin/admin.js',
};

/**
 * Production refuses to start while an administrator who can sign in has a password not known to meet the
 * policy. A hash cannot be read back, so the verdict is recorded when the password is set (the seed, the
 * admin command, 'Ganti Password'); a password set before that was recorded (null) cannot be shown to have 12
 * characters and is refused too (docs/security.md). The default password is named as such: one hash each.
 */
export async function checkAdminPasswords(db: Db): Promise<void> {
  const refused: string[] = [];
  for (const admin of await activeAdminPasswords(db)) {
    if (admin.password_meets_policy === true) continue;
    // One at a time: each check is an scrypt hash of 16 MB.
    const why = (await verifyPassword(DEFAULT_ADMIN_PASSWORD, admin.password_hash))
      ? `the default password (${DEFAULT_ADMIN_PASSWORD})`
      : admin.password_meets_policy === false
        ? 'a password that does not meet the policy'
        : 'a password set before the policy was recorded, so it is not known to meet it';
    refused.push(`  - ${admin.email}: ${why}`);
  }
  if (refused.length === 0) return;
  throw new StartupRefusal(
    [
      'Refusing to start in production: these administrators can sign in with a password that does not meet',
      `the password policy (${PASSWORD_POLICY_SUMMARY}):`,
      ...refused,
      'Fix: give each a new password (reset-password) or disable them (disable), then start again:',
      `  from the repository:  ${ADMIN_COMMAND.repository} reset-password <email>`,
      `  in the image (/app):  ${ADMIN_COMMAND.image} reset-password <email>`,
      `  with docker compose:  ${ADMIN_COMMAND.compose} reset-password <email>`,
    ].join('\n'),
  );
}
