// The operator's command for administrators (README "Administrators"):
//   npm run admin -- reset-password <email>   a new password, from the terminal (hidden, twice) or stdin
//   npm run admin -- disable <email>          cannot sign in any more; every session ends
//   npm run admin -- enable <email>           can sign in again
//   npm run admin -- create --email <email> --name <name> [--role <role>]
//   npm run admin -- role <email> <role>         admin, finance, sales or viewer; their sessions end
// Inside the image (working directory /app): node dist/bin/admin.js <command> ... (scripts/build-server.mjs
// compiles it beside the server).
// It opens the same database as the server. Sessions are ended in the database and, with REDIS_URL, marked
// revoked in Redis, so every running instance refuses them on their next request; without Redis (one
// instance) the server refuses them on its next check, at most its session cache's few seconds later.
import { z } from 'zod';
import { findAdminByEmail, replaceAdminPassword, setAdminDisabled } from '../repositories/admins.ts';
import { openConfiguredDatabase } from '../startup.ts';
import { AppError } from '../lib/app-error.ts';
import { runAdminCreate } from './admin-create.ts';
import { runAdminRole } from './admin-role.ts';
import {
  cliContext,
  configOrUsage,
  EXIT,
  isMainModule,
  readNewPassword,
  runAsProgram,
  UsageError,
  type CliIo,
} from './cli-io.ts';
import { plural, revokeShared } from './revoke-shared.ts';

export const ADMIN_USAGE = [
  'Usage: admin <command>',
  '  reset-password <email>                 new password from the terminal (asked twice) or stdin',
  '  disable <email>                        the administrator cannot sign in; their sessions end',
  '  enable <email>                         the administrator can sign in again',
  '  create --email <email> --name <name> [--role <role>]',
  '                                         a new administrator (password as for reset-password; role admin)',
  '  role <email> <role>                    admin, finance, sales or viewer; their sessions end',
].join('\n');

const COMMANDS = ['reset-password', 'disable', 'enable'] as const;
const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** Runs the command; returns the exit code (0 done, 1 unknown administrator, 2 bad input or configuration). */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const [given, ...rest] = argv;
  if (given === 'create') return runAdminCreate(rest, env, io);
  if (given === 'role') return runAdminRole(rest, env, io);
  const fail = (code: number, message: string) => {
    io.stderr.write(`admin${given ? ` ${given}` : ''}: ${message}\n`);
    return code;
  };
  const command = COMMANDS.find((name) => name === given);
  if (!command) {
    const problem = given ? `unknown command ${JSON.stringify(given)}` : 'a command is required';
    return fail(EXIT.usage, `${problem}\n${ADMIN_USAGE}`);
  }
  const email = emailSchema.safeParse(rest[0] ?? '');
  if (!email.success || rest.length !== 1)
    return fail(EXIT.usage, `one e-mail address is required\n${ADMIN_USAGE}`);
  let config;
  let password = '';
  try {
    config = configOrUsage(env);
    if (command === 'reset-password') password = await readNewPassword(io, email.data, 'New password');
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, error.message);
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  try {
    const admin = await findAdminByEmail(database.db, email.data);
    if (!admin) return fail(EXIT.refused, `no administrator has the e-mail ${email.data}`);
    const who = `${admin.name} <${admin.email}>`;
    if (command === 'reset-password') {
      const ended = await replaceAdminPassword(database.db, {
        admin,
        password,
        context: cliContext(command),
        action: 'reset-password',
      });
      await revokeShared(config, ended ?? []);
      io.stdout.write(`Password reset for ${who}; ${plural(ended?.length ?? 0)} ended.\n`);
      if (admin.disabled_at)
        io.stdout.write(`${admin.email} is still disabled: admin enable ${admin.email} lets them sign in.\n`);
      return EXIT.done;
    }
    const disabled = command === 'disable';
    const changed = await setAdminDisabled(database.db, {
      id: admin.id,
      disabled,
      context: cliContext(command),
    });
    await revokeShared(config, changed?.sessionsEnded ?? []);
    if (!changed) io.stdout.write(`${who} was already ${disabled ? 'disabled' : 'enabled'}.\n`);
    else if (disabled)
      io.stdout.write(
        `${who} is disabled and cannot sign in; ${plural(changed.sessionsEnded.length)} ended.\n`,
      );
    else io.stdout.write(`${who} is enabled and can sign in again.\n`);
    return EXIT.done;
  } catch (error) {
    // The last active admin (409): the console's rule, from the same repository function.
    if (error instanceof AppError) return fail(EXIT.refused, error.message);
    throw error;
  } finally {
    await database.close();
  }
}

if (isMainModule(import.meta.url)) runAsProgram(runAdmin);
