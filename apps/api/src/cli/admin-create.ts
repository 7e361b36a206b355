// Adds an administrator (decisions.md "Sessions and security": a command adds more administrators).
//   pnpm --filter @tagih/api admin:create --email budi@example.co.id --name "Budi Santoso"
//   npm run admin -- create --email budi@example.co.id --name "Budi Santoso" [--role finance]
// `--role`: admin (the default), finance, sales or viewer (packages/domain permissions.ts).
// The password is asked for on a terminal (hidden, typed twice) or read from the first line of stdin:
//   printf '%s\n' "$PASSWORD" | pnpm --filter @tagih/api admin:create --email ... --name ...
// It must meet the password policy (packages/domain password-policy.ts). It opens the same database as the
// server (DATABASE_URL, or the embedded one under DATA_DIR).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES } from '@tagih/domain/permissions';
import { AppError } from '../lib/app-error.ts';
import { createAdmin } from '../repositories/admins.ts';
import { openConfiguredDatabase } from '../startup.ts';
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

export type { CliIo };

export const USAGE = `Usage: admin:create --email <email> --name <name> [--role <${ROLES.join('|')}>]   (password from the terminal or stdin; role admin by default)`;

export const ROLE_ERROR = `--role must be one of: ${ROLES.join(', ')}`;

const argsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('--email must be an e-mail address')),
  name: z
    .string({ error: '--name is required' })
    .trim()
    .min(1, '--name is required')
    .max(150, '--name is at most 150 characters'),
  role: z.enum(ROLES, { error: ROLE_ERROR }).default('admin'),
});

/** Runs the command; returns the exit code (0 done, 1 refused by the database, 2 bad input or configuration). */
export async function runAdminCreate(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const fail = (code: number, message: string) => {
    io.stderr.write(`admin:create: ${message}\n`);
    return code;
  };
  let args;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
      strict: true,
    });
    args = argsSchema.parse(values);
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => issue.message).join('; ')
        : (error as Error).message;
    return fail(EXIT.usage, `${message}\n${USAGE}`);
  }
  let config;
  let password;
  try {
    config = configOrUsage(env);
    password = await readNewPassword(io, args.email);
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, error.message);
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  try {
    const admin = await createAdmin(database.db, {
      email: args.email,
      name: args.name,
      role: args.role,
      password,
      context: cliContext('create'),
    });
    // The role is named when it is not the default (the line is unchanged for the default).
    const role = admin.role === 'admin' ? '' : `, role ${admin.role}`;
    io.stdout.write(`Administrator created: ${admin.name} <${admin.email}> (id ${admin.id}${role})\n`);
    return EXIT.done;
  } catch (error) {
    if (error instanceof AppError)
      return fail(
        EXIT.refused,
        `${args.email}: ${Object.values(error.errors ?? {}).flat()[0] ?? error.message}`,
      );
    throw error;
  } finally {
    await database.close();
  }
}

if (isMainModule(import.meta.url)) runAsProgram(runAdminCreate);
