// What the admin commands share: the terminal or piped stdin they read a password from, the exit codes, and
// how they are started as a program (the same database as `npm start` unless DATA_DIR or DATABASE_URL say).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { passwordPolicyProblems } from '@tagih/domain/password-policy';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { AuditContext } from '../repositories/audit.ts';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
export interface CliIo {
  stdin: Input;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Exit codes: 0 done, 1 refused by the database (unknown or taken e-mail), 2 bad input or configuration. */
export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

/** Audit rows of a command say who acted by the command's name: no administrator is signed in. */
export const cliContext = (command: string): AuditContext => ({ adminId: null, requestId: `cli:${command}` });

/** Bad input the operator can correct: printed with the usage, exit 2. */
export class UsageError extends Error {}

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

/**
 * A password: asked twice on a terminal (hidden), or the first line of a pipe. Never from the command line,
 * where it would stay in the shell's history and show in the process list.
 */
export async function readPassword(io: CliIo, label = 'Password'): Promise<string> {
  if (!io.stdin.isTTY) return readFirstLine(io.stdin);
  const password = await promptHidden(`${label}: `, io);
  const again = await promptHidden(`${label} (again): `, io);
  if (password !== again) throw new UsageError('the two passwords differ');
  return password;
}

/**
 * A new password for `email` (readPassword) that meets the policy; a UsageError saying why not, a cancelled
 * prompt included.
 */
export async function readNewPassword(io: CliIo, email: string, label?: string): Promise<string> {
  let password: string;
  try {
    password = await readPassword(io, label);
  } catch (error) {
    if ((error as Error).message === 'cancelled') throw new UsageError('cancelled');
    throw error;
  }
  const problems = passwordPolicyProblems(password, { email });
  if (problems.length > 0) throw new UsageError(`password refused: ${problems.join(' ')}`);
  return password;
}

/** The configuration the server would start with; a UsageError naming what is wrong with it. */
export function configOrUsage(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

/** True when `moduleUrl` is the program node was started with (not imported by a test). */
export function isMainModule(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1]!)).href;
}

/** Runs a command as the program: the repository's ./data by default, as `npm start` uses; exits with its code. */
export function runAsProgram(
  run: (argv: string[], env: Record<string, string | undefined>, io: CliIo) => Promise<number>,
): void {
  const repositoryData = fileURLToPath(new URL('../../../../data', import.meta.url));
  const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? repositoryData };
  run(process.argv.slice(2), env, {
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
