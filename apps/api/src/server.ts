// Starts the one server: API, console and invoice addresses on one port. Only listens and shuts down.
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig, refusalPort } from './config.ts';
import { EmbeddedDatabaseFormatError } from '@tagih/db';
import { buildApp } from './app.ts';
import { refuseStart, WAIT_ON_REFUSAL } from './start-refusal.ts';
import { checkAdminPasswords, openConfiguredDatabase, prepareDatabase, StartupRefusal } from './startup.ts';

/** The image passes it (start-refusal.ts): a refused start waits, shown by the healthcheck, instead of exiting. */
const waitOnRefusal = process.argv.includes(WAIT_ON_REFUSAL);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return refuseStart(error.message, { wait: waitOnRefusal, port: refusalPort() });
  }
  const refuse = (message: string) => refuseStart(message, { wait: waitOnRefusal, port: config.port });
  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    // An embedded folder from an older PostgreSQL: its message names the conversion command.
    if (!(error instanceof EmbeddedDatabaseFormatError)) throw error;
    return refuse(error.message);
  });
  const prepared = await prepareDatabase(database, config);
  if (config.nodeEnv === 'production') {
    try {
      await checkAdminPasswords(database.db);
    } catch (error) {
      if (!(error instanceof StartupRefusal)) throw error;
      await database.close();
      return refuse(error.message);
    }
  }
  // The server works the job queue (reminders): it starts here and stops gracefully with app.close().
  const app = await buildApp({ config, database, jobQueue: 'worker' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = `http://localhost:${config.port}`;
  const lines = [
    `Tagih is running at ${where}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}/pglite` : 'PostgreSQL'})`,
    `Sign in with ${config.adminEmail}${config.adminPassword === DEFAULT_ADMIN_PASSWORD ? ` / ${DEFAULT_ADMIN_PASSWORD}` : ' and the password from ADMIN_PASSWORD'}`,
  ];
  if (prepared.adminCreated) lines.push('First administrator created.');
  if (prepared.demoSeeded)
    lines.push('Demo data added (companies, catalogue, vouchers, orders, release notes).');
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
