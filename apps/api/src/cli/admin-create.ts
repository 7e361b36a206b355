// Adds an administrator (decisions.md "Sessions and security": a command adds more administrators).
//   pnpm --filter @tagih/api admin:create --email budi@example.co.id --name "Budi Santoso"
// The password is asked for on a terminal (hidden, typed twice) or read from the first line of stdin:
//   printf '%s\n' "$PASSWORD" | pnpm --filter @tagih/api admin:create --email ... --name ...
// It opens the same database as the server (DATABASE_URL, or the embedded one under DATA_DIR).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createAdmin } from '../repositories/admins.ts';
import { openConfiguredDatabase } from '../startup.ts';

export const USAGE =
  'Usage: admin:create --email <email> --name <name>   (password from the terminal or stdin)';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
export interface CliIo {
  stdin: Input;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

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
});
const passwordSchema = z
  .string()
  .min(8, 'the password needs at least 8 characters')
  .max(200, 'the password is at most 200 characters');

/** Reads one line without echoing it (a terminal in raw mode). */
function promptHidden(question: string, io: CliIo): Promise<string> {
  const { stdin, stdout } = io;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new Error('cancelled'));
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdout.write(question);
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin. */
async function readFirstLine(stdin: Input): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) return readFirstLine(io.stdin);
  const password = await promptHidden('Password: ', io);
  const again = await promptHidden('Password (again): ', io);
  if (password !== again) throw new UsageError('the two passwords differ');
  return password;
}

class UsageError extends Error {}

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
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    args = argsSchema.parse(values);
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => issue.message).join('; ')
        : (error as Error).message;
    return fail(2, `${message}\n${USAGE}`);
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(2, error.message);
    throw error;
  }
  let password;
  try {
    password = passwordSchema.parse(await readPassword(io));
  } catch (error) {
    return fail(
      2,
      error instanceof z.ZodError
        ? (error.issues[0]?.message ?? 'invalid password')
        : (error as Error).message,
    );
  }

  const database = await openConfiguredDatabase(config);
  try {
    const admin = await createAdmin(database.db, { email: args.email, name: args.name, password });
    io.stdout.write(`Administrator created: ${admin.name} <${admin.email}> (id ${admin.id})\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError)
      return fail(1, `${args.email}: ${Object.values(error.errors ?? {}).flat()[0] ?? error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // Same database as `npm start`, which keeps the embedded one under the repository's ./data by default.
  const repositoryData = fileURLToPath(new URL('../../../../data', import.meta.url));
  const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? repositoryData };
  runAdminCreate(process.argv.slice(2), env, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
