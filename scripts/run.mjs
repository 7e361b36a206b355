// Small process helpers for the start and test scripts (no dependencies: they run before install).
import { spawnSync } from 'node:child_process';

export const PNPM = ['-y', 'pnpm@10.20.0'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

export function must(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

export const pnpm = (args, options) => must('npx', [...PNPM, ...args], options);
