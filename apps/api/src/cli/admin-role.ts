// `npm run admin -- role <email> <role>`: changes an administrator's role from the terminal (the console's
// 'Ubah peran'). Their sessions end, so their next sign-in carries the new role; the last active admin keeps
// role admin (repositories/last-admin.ts), as in the console.
import { z } from 'zod';
import { ROLES } from '@tagih/domain/permissions';
import { AppError } from '../lib/app-error.ts';
import { updateAdmin } from '../repositories/admins-manage.ts';
import { findAdminByEmail } from '../repositories/admins.ts';
import { openConfiguredDatabase } from '../startup.ts';
import { ROLE_ERROR } from './admin-create.ts';
import { cliContext, configOrUsage, EXIT, UsageError, type CliIo } from './cli-io.ts';
import { plural, revokeShared } from './revoke-shared.ts';

export const ROLE_USAGE = `Usage: admin role <email> <${ROLES.join('|')}>`;

const argsSchema = z.tuple([
  z.string().trim().toLowerCase().pipe(z.email('one e-mail address is required')),
  z.enum(ROLES, { error: ROLE_ERROR }),
]);

/** Exit 0 done, 1 unknown administrator or refused (the last admin), 2 bad input or configuration. */
export async function runAdminRole(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const fail = (code: number, message: string) => {
    io.stderr.write(`admin role: ${message}\n`);
    return code;
  };
  const args = argsSchema.safeParse(argv);
  if (!args.success) {
    const message = argv.length === 2 ? args.error.issues[0]!.message : 'an e-mail and a role are required';
    return fail(EXIT.usage, `${message}\n${ROLE_USAGE}`);
  }
  const [email, role] = args.data;
  let config;
  try {
    config = configOrUsage(env);
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, error.message);
    throw error;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const admin = await findAdminByEmail(database.db, email);
    if (!admin) return fail(EXIT.refused, `no administrator has the e-mail ${email}`);
    const who = `${admin.name} <${admin.email}>`;
    if (admin.role === role) {
      io.stdout.write(`${who} already has the role ${role}.\n`);
      return EXIT.done;
    }
    const { sessionsEnded } = await updateAdmin(database.db, {
      id: admin.id,
      name: admin.name,
      role,
      context: cliContext('role'),
    });
    await revokeShared(config, sessionsEnded);
    io.stdout.write(`${who} now has the role ${role}; ${plural(sessionsEnded.length)} ended.\n`);
    return EXIT.done;
  } catch (error) {
    if (error instanceof AppError) return fail(EXIT.refused, error.message);
    throw error;
  } finally {
    await database.close();
  }
}
